import type { RosterImportStatus } from '@lantern/shared/contracts/rostering';
import { useTranslation } from 'react-i18next';

const TONE: Record<RosterImportStatus, string> = {
  previewed: 'rostering__status--ready',
  refused: 'rostering__status--bad',
  queued: 'rostering__status--busy',
  applying: 'rostering__status--busy',
  applied: 'console-pill--on',
  failed: 'rostering__status--bad',
  syncing: 'rostering__status--busy',
  needs_approval: 'rostering__status--bad',
  discarded: '',
};

export function StatusPill({ status }: { status: RosterImportStatus }) {
  const { t } = useTranslation('console');
  return (
    <span className={`console-pill ${TONE[status]}`}>
      {t(`superuser.rostering.preview.statuses.${status}`)}
    </span>
  );
}
