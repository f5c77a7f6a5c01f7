import { LanternMark } from '@lantern/shared/ui/brand';
import type { ReactNode } from 'react';
import './errors.css';

interface ErrorPageProps {
  /** Id of the heading, which names the page's section. */
  id: string;
  /** The HTTP status, shown large above the heading; without one the Lantern mark stands there. */
  code?: string;
  heading: string;
  text: string;
  /** What the reader can do next. */
  children: ReactNode;
}

export function ErrorPage({ id, code, heading, text, children }: ErrorPageProps) {
  return (
    <section className="error-page" aria-labelledby={id}>
      {code ? (
        <span className="error-page__code" aria-hidden="true">
          {code}
        </span>
      ) : (
        <LanternMark size={64} />
      )}
      <h1 id={id}>{heading}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}
