import { useTranslation } from 'react-i18next';
import type { ConnectionNotice } from '../state/connection-store.js';
import './connection-indicator.css';

interface ConnectionIndicatorProps {
  status: ConnectionNotice;
  /** Hide the label and keep only the dot (the label stays available to screen readers). */
  compact?: boolean;
}

/**
 * Live-connection state, announced politely when it changes: reconnecting, a read being retried,
 * back online. People see the app working on it instead of it failing silently.
 */
export function ConnectionIndicator({ status, compact = false }: ConnectionIndicatorProps) {
  const { t } = useTranslation('common');
  const label = t(`connection.${status}`);
  return (
    <span className={`lt-connection lt-connection--${status}`} role="status" aria-live="polite" title={label}>
      <span className="lt-connection__dot" aria-hidden="true" />
      <span className={compact ? 'lt-visually-hidden' : 'lt-connection__label'}>{label}</span>
    </span>
  );
}
