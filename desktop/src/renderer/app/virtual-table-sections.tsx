import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';

interface VirtualTableSectionsProps<TFeatures extends TableFeatures, TData extends RowData> {
  table: ReactTable<TFeatures, TData>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rowHeight: number;
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
}: VirtualTableSectionsProps<TFeatures, TData>) {
  const rows = table.getRowModel().rows;
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} aria-rowindex={1}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col">
                <table.FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <tr key={row.id} aria-rowindex={item.index + 2} style={{ height: rowHeight }}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          );
        })}
        {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
      </tbody>
    </>
  );
}
