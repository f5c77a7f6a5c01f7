import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** Small line above the title naming the area, e.g. "Services". */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="console-page__header">
      <div>
        {eyebrow ? <p className="console-page__eyebrow">{eyebrow}</p> : null}
        <h1 className="console-page__title">{title}</h1>
      </div>
      {children ? <div className="console-page__tools">{children}</div> : null}
    </header>
  );
}
