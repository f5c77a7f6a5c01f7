import type { ReactNode } from 'react';

interface TableScrollProps {
  /** Names the region for screen readers, usually the table's caption or heading. */
  label: string;
  children: ReactNode;
}

/**
 * Wide tables scroll sideways on phones; the scrolling box takes focus so keyboard users can
 * scroll it too (WCAG 2.1.1), and is a named region so that focus stop makes sense when heard.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  return (
    // A scrollable region must be reachable by keyboard to be scrolled.
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
