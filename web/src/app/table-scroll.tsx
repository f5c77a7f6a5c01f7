import { ResponsiveTable, type ResponsiveTableProps } from '@lantern/shared/ui/responsive-table';

export type { TableColumn } from '@lantern/shared/ui/responsive-table';

/** The web app's look for the shared responsive table: a card-like box around a `data-table`. */
export function DataTable<Row>(props: Omit<ResponsiveTableProps<Row>, 'className' | 'wrapClassName'>) {
  return <ResponsiveTable {...props} className="data-table" wrapClassName="table-wrap" />;
}
