import { parseShiftTransferOutcome } from '@lantern/shared/domain/shifts/shift-transfers';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OUTCOME_PARAM } from './use-show-outcome.js';
import './transfers.css';

/** How the last pick went (`?shift-transfer=<outcome>`), until the tutor dismisses it. */
export function TransferOutcomeMessage() {
  const { t } = useTranslation('console');
  const [search, setSearch] = useSearchParams();
  const outcome = parseShiftTransferOutcome(search.get(OUTCOME_PARAM));
  if (!outcome) return null;
  const success = outcome === 'success';
  const dismiss = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OUTCOME_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <div
      className={`lt-alert ${success ? 'lt-alert--success' : 'lt-alert--error'} transfer-outcome`}
      role={success ? 'status' : 'alert'}
    >
      <p>
        <strong>{t(`tutor.transfers.outcome.${outcome}.title`)}</strong>{' '}
        {t(`tutor.transfers.outcome.${outcome}.text`)}
      </p>
      <button type="button" className="lt-button lt-button--ghost" onClick={dismiss}>
        {t('tutor.transfers.dismiss')}
      </button>
    </div>
  );
}
