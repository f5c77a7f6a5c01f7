import type { ReactNode } from 'react';

interface ConsoleTableProps {
  /** Names the table for screen readers; the panel's title already shows it on screen. */
  caption: string;
  /** The table's own block class, next to `console-table`. */
  className?: string;
  /** The head and body rows. */
  children: ReactNode;
}

/** A dense data table that scrolls sideways inside its panel when it is too wide. */
export function ConsoleTable({ caption, className, children }: ConsoleTableProps) {
  return (
    <div className="console-table-wrap">
      <table className={className ? `console-table ${className}` : 'console-table'}>
        <caption className="lt-visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
