import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './states.css';

interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="lt-state" role="status" aria-live="polite">
      <span className="lt-spinner lt-state__spinner" aria-hidden="true" />
      <p className="lt-state__title">{label ?? t('states.loading')}</p>
    </div>
  );
}

/**
 * An empty or failed state's title is a heading, so a screen reader's heading list finds it; its
 * level follows the page's outline (the page's h1 above it by default).
 */
type HeadingLevel = 2 | 3 | 4;

interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  headingLevel?: HeadingLevel;
}

export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="lt-state">
      <span className="lt-state__icon" aria-hidden="true">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 2l2.4 7.6L22 12l-7.6 2.4L12 22l-2.4-7.6L2 12l7.6-2.4z" fill="currentColor" />
        </svg>
      </span>
      <Heading className="lt-state__title">{title}</Heading>
      {description ? <p className="lt-state__description">{description}</p> : null}
      {action}
    </div>
  );
}

interface ErrorStateProps {
  title?: string;
  description?: string;
  onRetry?(): void;
  headingLevel?: HeadingLevel;
}

export function ErrorState({ title, description, onRetry, headingLevel = 2 }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="lt-state lt-state--error" role="alert">
      <span className="lt-state__icon" aria-hidden="true">
        !
      </span>
      <Heading className="lt-state__title">{title ?? t('states.errorTitle')}</Heading>
      <p className="lt-state__description">{description ?? t('states.errorDescription')}</p>
      {onRetry ? (
        <button type="button" className="lt-button lt-button--secondary" onClick={onRetry}>
          {t('states.retry')}
        </button>
      ) : null}
    </div>
  );
}

interface PendingStateProps {
  /** The load failed; otherwise it is still on its way. */
  failed: boolean;
  onRetry(): void;
  loadingLabel?: string;
  errorTitle?: string;
  errorDescription?: string;
}

/** What stands where data is not there yet: loading, or the failed load with a retry. */
export function PendingState({
  failed,
  onRetry,
  loadingLabel,
  errorTitle,
  errorDescription,
}: PendingStateProps) {
  return failed ? (
    <ErrorState title={errorTitle} description={errorDescription} onRetry={onRetry} />
  ) : (
    <LoadingState label={loadingLabel} />
  );
}
