import {
  type ShiftTransferOutcome,
  shiftTransferResultPath,
} from '@lantern/shared/domain/shifts/shift-transfers';
import { LoadingState } from '@lantern/shared/ui/states';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useStores } from '../../../app/stores-context.js';

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Runs one transfer call for the id in the address, then replaces the address with where it lands,
 * so Back does not run it again.
 */
function useTransferRedirect(
  value: string | undefined,
  run: (id: number) => Promise<ShiftTransferOutcome>,
  landing: (outcome: ShiftTransferOutcome) => string,
) {
  const navigate = useNavigate();
  useEffect(() => {
    const id = positiveId(value);
    const go = (outcome: ShiftTransferOutcome) => void navigate(landing(outcome), { replace: true });
    if (id === null) go('not-found');
    else void run(id).then(go);
  }, [value, run, landing, navigate]);
}

const resultPath = (outcome: ShiftTransferOutcome) => shiftTransferResultPath(outcome);
// Found: the dashboard opens with the store's question "Take this segment?".
const candidatePath = (outcome: ShiftTransferOutcome) =>
  outcome === 'success' ? '/tutor' : shiftTransferResultPath(outcome);

/** `/tutor/shift-segment/:shiftSegmentId/transfer/candidate`: can this tutor take the segment? */
export function TransferCandidateRoute() {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  const lookUp = useCallback((id: number) => transfers.lookUp(id), [transfers]);
  useTransferRedirect(useParams().shiftSegmentId, lookUp, candidatePath);
  return <LoadingState label={t('tutor.transfers.checking')} />;
}

/** `/tutor/schedule/:scheduleId/validate-transfer`: take the segment. */
export function ValidateTransferRoute() {
  const { transfers } = useStores();
  const { t } = useTranslation('console');
  const take = useCallback((id: number) => transfers.take(id), [transfers]);
  useTransferRedirect(useParams().scheduleId, take, resultPath);
  return <LoadingState label={t('tutor.transfers.taking')} />;
}
