import type { ShiftTransferOutcome } from '@lantern/shared/domain/shifts/shift-transfers';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const OUTCOME_PARAM = 'shift-transfer';

/** The dashboard says how a transfer went from its address, as the spec's redirects do. */
export function useShowOutcome(): (outcome: ShiftTransferOutcome) => void {
  const [, setSearch] = useSearchParams();
  return useCallback(
    (outcome) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set(OUTCOME_PARAM, outcome);
        return next;
      }),
    [setSearch],
  );
}
