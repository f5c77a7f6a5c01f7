import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../app/console-panel.js';
import { useStores } from '../../app/stores-context.js';
import { useCountdownText } from '../../app/use-countdown-text.js';
import { shiftStateKey } from '../../stores/shifts-store.js';
import { BreakChimesSwitch } from './break-chimes-switch.js';
import { PunchActions } from './punch-actions.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';

/** The tutor's punch clock: the time, the current shift's state and countdown, and its actions. */
export const PunchClockPanel = observer(function PunchClockPanel() {
  const { clock, shifts } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const countdownText = useCountdownText();
  const now = new Date(clock.nowMs);
  const shift = shifts.current;
  return (
    <ConsolePanel id="punch-clock-title" title={t('tutor.punchClock.title')} className="punch-clock">
      <p className="punch-clock__time">
        <span className="lt-visually-hidden">{t('tutor.punchClock.now')} </span>
        <time dateTime={now.toISOString()}>{format.clock(now)}</time>
      </p>
      <p className="punch-clock__date">{format.date(now)}</p>
      {shift ? (
        <>
          <dl className="punch-clock__status">
            <dt>{t('tutor.punchClock.status')}</dt>
            <dd>
              <span className={`console-pill shift-state shift-state--${shiftStateKey(shift.state_id)}`}>
                {t(`tutor.shiftState.${shiftStateKey(shift.state_id)}`)}
              </span>
            </dd>
          </dl>
          {shifts.countdown && <p className="punch-clock__countdown">{countdownText(shifts.countdown)}</p>}
          <PunchActions />
        </>
      ) : (
        <p className="punch-clock__empty">
          {t(shifts.state === 'error' ? 'tutor.punchClock.loadFailed' : 'tutor.punchClock.noUpcomingShift')}
        </p>
      )}
      <BreakChimesSwitch />
    </ConsolePanel>
  );
});
