import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../client/realtime-client.js';
import './connection-indicator.css';

interface ConnectionIndicatorProps {
  status: ConnectionStatus;
  /** Hide the label and keep only the dot (the label stays available to screen readers). */
  compact?: boolean;
}

/** Live-connection state of the realtime socket, announced politely when it changes. */
export function ConnectionIndicator({ status, compact = false }: ConnectionIndicatorProps) {
  const { t } = useTranslation('common');
  const label = t(`connection.${status}`);
  return (
    <span className={`lt-connection lt-connection--${status}`} role="status" title={label}>
      <span className="lt-connection__dot" aria-hidden="true" />
      <span className={compact ? 'lt-visually-hidden' : 'lt-connection__label'}>{label}</span>
    </span>
  );
}
