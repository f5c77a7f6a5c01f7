import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../app/console-panel.js';
import { useStores } from '../../app/stores-context.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';

/**
 * The tutor's punch clock. Shifts are not scheduled in the console yet, so it shows the time and
 * the spec's empty text; the punch button joins it with shifts.
 */
export const PunchClockPanel = observer(function PunchClockPanel() {
  const { clock } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const now = new Date(clock.nowMs);
  return (
    <ConsolePanel id="punch-clock-title" title={t('tutor.punchClock.title')} className="punch-clock">
      <p className="punch-clock__time">
        <span className="lt-visually-hidden">{t('tutor.punchClock.now')} </span>
        <time dateTime={now.toISOString()}>{format.time(now)}</time>
      </p>
      <p className="punch-clock__date">{format.date(now)}</p>
      <p className="punch-clock__empty">{t('tutor.punchClock.noUpcomingShift')}</p>
    </ConsolePanel>
  );
});
