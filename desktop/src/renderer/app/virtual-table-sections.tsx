import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import './virtual-table-sections.css';

interface VirtualTableSectionsProps<TFeatures extends TableFeatures, TData extends RowData> {
  table: ReactTable<TFeatures, TData>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rowHeight: number;
  /**
   * Rows that may become cards in a narrow box (`console-cards` on the box and
   * `console-cards__table` on the table, a container query): each row is measured as drawn instead of `rowHeight`, each cell carries its column's
   * header (`data-label`) and id (`data-column`) for the card to label and order it, and the table
   * roles are written out, since CSS that turns rows into blocks drops them in Chromium.
   */
  cards?: boolean;
}

/**
 * A TanStack table's head and the body rows in view only (TanStack Virtual): spacer rows stand for
 * the rest, hidden from assistive technology, and each row keeps its `aria-rowindex` so a screen
 * reader still counts the whole list (the table carries `aria-rowcount`).
 */
export function VirtualTableSections<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  virtualizer,
  rowHeight,
  cards = false,
}: VirtualTableSectionsProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows;
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const role = (name: string) => (cards ? { role: name } : {});
  return (
    <>
      <thead {...role('rowgroup')}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} aria-rowindex={1} {...role('row')}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" {...role('columnheader')}>
                <table.FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody {...role('rowgroup')}>
        {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <tr
              key={row.id}
              aria-rowindex={item.index + 2}
              {...(cards
                ? { role: 'row', 'data-index': item.index, ref: virtualizer.measureElement }
                : { style: { height: rowHeight } })}
            >
              {row.getAllCells().map((cell) => {
                const header = cell.column.columnDef.header;
                return (
                  <td
                    key={cell.id}
                    {...(cards
                      ? {
                          role: 'cell',
                          'data-column': cell.column.id,
                          ...(typeof header === 'string' ? { 'data-label': header } : {}),
                        }
                      : {})}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          );
        })}
        {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
      </tbody>
    </>
  );
}
