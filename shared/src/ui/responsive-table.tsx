import type { ReactNode } from 'react';
import './responsive-table.css';

export interface TableColumn<Row> {
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
}

export interface ResponsiveTableProps<Row> {
  /** Names the table and its scroll region for screen readers. */
  caption: string;
  /** Shows the caption on screen; off when a heading right above already says it. */
  showCaption?: boolean;
  /** The column that names a row (a school, a role, a tutor): a row header, and a card's title on a phone. */
  keyColumn: TableColumn<Row>;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** A last row of totals: its label and one cell per column (null for none). */
  footer?: { label: string; cells: readonly (ReactNode | null)[] };
  /** The table's own class (each app styles its tables), next to `lt-rtable`. */
  className?: string;
  /** The scroll box's own class, next to `lt-rtable-wrap`. */
  wrapClassName?: string;
}

/**
 * The one table pattern of both apps. Wide, it is a table; in a box narrower than 36rem (a phone,
 * a side panel) each row becomes a card titled by its key column, with every other cell labelled
 * by its header, so nothing is hidden and the page never scrolls sideways. The container query
 * decides, not the viewport, so the same table fits a full page and a narrow panel. The ARIA
 * roles keep table semantics when CSS turns the rows into blocks, which drops them in Chromium.
 * The box can still scroll when a wide table meets a long word: it takes focus then, named by the
 * caption (axe `scrollable-region-focusable`).
 */
export function ResponsiveTable<Row>({
  caption,
  showCaption = false,
  keyColumn,
  columns,
  rows,
  rowKey,
  footer,
  className,
  wrapClassName,
}: ResponsiveTableProps<Row>) {
  const numeric = (column: TableColumn<Row>) => (column.numeric ? ' lt-rtable__numeric' : '');
  return (
    <section
      className={wrapClassName ? `lt-rtable-wrap ${wrapClassName}` : 'lt-rtable-wrap'}
      aria-label={caption}
      tabIndex={0}
    >
      <table className={className ? `lt-rtable ${className}` : 'lt-rtable'} role="table">
        <caption className={showCaption ? 'lt-rtable__caption' : 'lt-visually-hidden'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {keyColumn.header}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" role="columnheader" className={numeric(column).trim()}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              <th scope="row" role="rowheader" className="lt-rtable__key">
                {keyColumn.cell(row)}
              </th>
              {columns.map((column) => (
                <td key={column.id} role="cell" data-label={column.header} className={numeric(column).trim()}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot role="rowgroup">
            <tr role="row">
              <th scope="row" role="rowheader" className="lt-rtable__key">
                {footer.label}
              </th>
              {columns.map((column, index) => (
                <td key={column.id} role="cell" data-label={column.header} className={numeric(column).trim()}>
                  {footer.cells[index] ?? null}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
