import { ResponsiveTable, type ResponsiveTableProps } from '@lantern/shared/ui/responsive-table';

export type { TableColumn } from '@lantern/shared/ui/responsive-table';

interface ConsoleTableProps<Row> extends Omit<ResponsiveTableProps<Row>, 'className' | 'wrapClassName'> {
  /** The table's own block class, next to `console-table`. */
  className?: string;
}

/** The console's dense look for the shared responsive table (cards in a narrow panel). */
export function ConsoleTable<Row>({ className, ...props }: ConsoleTableProps<Row>) {
  return (
    <ResponsiveTable
      {...props}
      className={className ? `console-table ${className}` : 'console-table'}
      wrapClassName="console-table-wrap"
    />
  );
}
