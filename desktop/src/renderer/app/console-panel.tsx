import type { ReactNode } from 'react';

interface ConsolePanelProps {
  /** Id of the title, which names the panel. */
  id: string;
  title: string;
  /** The panel's own block class, next to `console-panel`. */
  className?: string;
  children: ReactNode;
}

/** A titled box on a console page. */
export function ConsolePanel({ id, title, className, children }: ConsolePanelProps) {
  return (
    <section className={className ? `console-panel ${className}` : 'console-panel'} aria-labelledby={id}>
      <h2 id={id} className="console-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
