import type { ShiftStateAction } from '@lantern/shared/contracts/schedules';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/stores-context.js';
import { useCountdownText } from '../../app/use-countdown-text.js';

/**
 * The punch button and the bio break buttons, each shown by the shared rules. While a request
 * runs every button waits; a refusal shows the spec's text and leaves the shift as it was.
 */
export const PunchActions = observer(function PunchActions() {
  const { shifts } = useStores();
  const { t } = useTranslation('console');
  const hintId = useId();
  const countdownText = useCountdownText();
  const button = shifts.punchButton;
  const pending = shifts.pendingAction;
  const run = (action: ShiftStateAction) => void shifts.act(action);
  const punchAction = button.shown && button.kind === 'punch_out' ? 'punch_out' : 'punch_in';
  const hint =
    !button.shown || button.active
      ? null
      : button.kind === 'shift_started'
        ? t('tutor.punchClock.shiftStartedHint')
        : shifts.countdown && countdownText(shifts.countdown);
  return (
    <div className="punch-actions">
      {shifts.failedAction && (
        <div className="lt-alert lt-alert--error punch-actions__alert" role="alert">
          <p>{t(`tutor.punchClock.failed.${shifts.failedAction}`)}</p>
          <button
            type="button"
            className="lt-button lt-button--ghost"
            onClick={() => shifts.dismissFailure()}
          >
            {t('tutor.punchClock.dismiss')}
          </button>
        </div>
      )}
      {button.shown && (
        <>
          <button
            type="button"
            className="lt-button lt-button--primary lt-button--large lt-button--block"
            disabled={!button.active || pending !== null}
            aria-busy={pending === punchAction}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => run(punchAction)}
          >
            {pending === punchAction
              ? t(`tutor.punchClock.pending.${punchAction}`)
              : t(`tutor.punchClock.button.${button.kind}`)}
          </button>
          {hint && (
            <p id={hintId} className="punch-actions__hint">
              {hint}
            </p>
          )}
        </>
      )}
      {shifts.canReturnToSegment && <p className="punch-actions__note">{t('tutor.punchClock.onBioBreak')}</p>}
      {shifts.canStartBioBreak && (
        <button
          type="button"
          className="lt-button lt-button--secondary lt-button--block"
          disabled={pending !== null}
          aria-busy={pending === 'start_bio_break'}
          onClick={() => run('start_bio_break')}
        >
          {pending === 'start_bio_break'
            ? t('tutor.punchClock.pending.start_bio_break')
            : t('tutor.punchClock.startBioBreak')}
        </button>
      )}
      {shifts.canReturnToSegment && (
        <button
          type="button"
          className="lt-button lt-button--primary lt-button--block"
          disabled={pending !== null}
          aria-busy={pending === 'return_to_segment'}
          onClick={() => run('return_to_segment')}
        >
          {pending === 'return_to_segment'
            ? t('tutor.punchClock.pending.return_to_segment')
            : t('tutor.punchClock.returnToSegment')}
        </button>
      )}
    </div>
  );
});
