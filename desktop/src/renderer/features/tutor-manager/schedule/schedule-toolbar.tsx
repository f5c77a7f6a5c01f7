import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogTrigger,
  Popover,
  ToggleButton,
  ToggleButtonGroup,
} from 'react-aria-components';
import { useState } from 'react';
import { useStores } from '../../../app/stores-context.js';
import { CALENDAR_VIEWS } from './calendar-layout.js';
import { MonthCalendar } from './form-fields.js';
import { useScheduleFormat } from './use-schedule-format.js';

/** Previous, today and next, a month to jump to any day or week from, the dates shown, and the day / week switch. */
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
        <GoToDate />
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

/** A month in a popover: picking a day shows it, or its week; the popover closes and focus returns to the button. */
const GoToDate = observer(function GoToDate() {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="lt-button lt-button--secondary schedule-go-to">
        <CalendarIcon />
        <span className="schedule-go-to__text">{t('manager.schedule.goTo')}</span>
      </Button>
      <Popover className="schedule-popover" placement="bottom start">
        <Dialog className="schedule-calendar-dialog" aria-label={t('manager.schedule.goToLabel')}>
          <MonthCalendar
            autoFocus
            aria-label={t(`manager.schedule.goToCalendar.${schedule.view}`)}
            value={schedule.day}
            onChange={(date) => {
              schedule.goTo(date);
              setOpen(false);
            }}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
});

function CalendarIcon() {
  return (
    <svg className="schedule-go-to__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect
        x="1.75"
        y="3"
        width="12.5"
        height="11.25"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M1.75 6.5h12.5M5 1.5v3M11 1.5v3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
