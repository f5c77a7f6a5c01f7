import { useTranslation } from 'react-i18next';
import type { SessionEndReason } from '@lantern/shared/state/session-store';

/** Why the last session ended when the user did not sign out themselves. */
export function SessionEndedNotice({ reason }: { reason: SessionEndReason | null }) {
  const { t } = useTranslation('console');
  if (reason === null) return null;
  return (
    <p className={`lt-alert ${reason === 'suspended' ? 'lt-alert--error' : 'lt-alert--info'}`} role="status">
      {t(`login.ended.${reason}`)}
    </p>
  );
}
