import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useStores } from '../../../app/stores-context.js';

/**
 * After a quick edit ends, puts keyboard focus back on the block it started from, or on the
 * tutor's row when that block is gone. A dialog restores focus itself when it alone was open; a
 * chain of steps (edit, then extend) would otherwise leave focus nowhere.
 */
export function useFocusAfterEdit(): void {
  const { schedule } = useStores();
  useEffect(() => {
    let origin: { shiftId: number | null; tutorId: number | null } = { shiftId: null, tutorId: null };
    return reaction(
      () => schedule.quickEdit,
      (edit) => {
        if (edit.step === 'creating') origin = { shiftId: null, tutorId: edit.tutorId };
        if (edit.step === 'editing')
          origin = { shiftId: edit.shiftId, tutorId: schedule.editedShift?.user_id ?? null };
        if (edit.step !== 'none') return;
        const target = origin;
        // After React has removed the dialog and the dialog has tried to restore focus itself.
        requestAnimationFrame(() => {
          if (document.activeElement && document.activeElement !== document.body) return;
          const block = document.querySelector<HTMLElement>(`[data-shift="${target.shiftId}"]`);
          const row = document.querySelector<HTMLElement>(`[data-add-tutor="${target.tutorId}"]`);
          (block ?? row)?.focus();
        });
      },
    );
  }, [schedule]);
}
