import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { CALENDAR_VIEWS } from './calendar-layout.js';
import { useScheduleFormat } from './use-schedule-format.js';

/** Previous, today and next, the dates shown, and the day / week switch. */
export const ScheduleToolbar = observer(function ScheduleToolbar() {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const format = useScheduleFormat(schedule.timeZone);
  const view = schedule.view;
  return (
    <div className="schedule-toolbar">
      <div className="schedule-toolbar__dates" role="group" aria-label={t('manager.schedule.datesLabel')}>
        <Button
          className="lt-button lt-button--secondary schedule-icon-button"
          aria-label={t(`manager.schedule.previous.${view}`)}
          onPress={() => schedule.previous()}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <Button className="lt-button lt-button--secondary" onPress={() => schedule.goToday()}>
          {t('manager.schedule.today')}
        </Button>
        <Button
          className="lt-button lt-button--secondary schedule-icon-button"
          aria-label={t(`manager.schedule.next.${view}`)}
          onPress={() => schedule.next()}
        >
          <span aria-hidden="true">›</span>
        </Button>
        <h2 id="schedule-range" className="schedule-toolbar__range" aria-live="polite">
          {format.range(schedule.window)}
        </h2>
      </div>
      <ToggleButtonGroup
        aria-label={t('manager.schedule.viewLabel')}
        className="schedule-views"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view]}
        onSelectionChange={(keys) => {
          const chosen = CALENDAR_VIEWS.find((candidate) => keys.has(candidate));
          if (chosen) schedule.setView(chosen);
        }}
      >
        {CALENDAR_VIEWS.map((option) => (
          <ToggleButton key={option} id={option} className="schedule-views__option">
            {t(`manager.schedule.views.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
});
