import type { CalendarDate } from '@internationalized/date';
import type { SchedulableSegmentType, ScheduledTutor } from '@lantern/shared/contracts/schedules';
import { observer } from 'mobx-react-lite';
import type { Key } from 'react-aria-components';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  Dialog,
  Group,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Switch,
  Text,
} from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { fieldSegments } from '../../../app/date-time-fields.js';
import { WEEK_STARTS_ON } from './calendar-layout.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';

/** A month to pick a day from, weeks starting as the schedule's do; arrow keys move by day, Page Up/Down by month. */
export function MonthCalendar(props: {
  value?: CalendarDate;
  onChange?(value: CalendarDate): void;
  'aria-label'?: string;
  /** Focus the chosen day on opening, ready for the arrow keys. */
  autoFocus?: boolean;
}) {
  return (
    <Calendar
      className="schedule-calendar"
      firstDayOfWeek={WEEK_STARTS_ON}
      autoFocus={props.autoFocus ?? false}
      {...(props.value ? { value: props.value } : {})}
      {...(props.onChange ? { onChange: props.onChange } : {})}
      {...(props['aria-label'] ? { 'aria-label': props['aria-label'] } : {})}
    >
      <header className="schedule-calendar__header">
        <Button slot="previous" className="lt-button lt-button--ghost schedule-icon-button">
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className="schedule-calendar__month" />
        <Button slot="next" className="lt-button lt-button--ghost schedule-icon-button">
          <span aria-hidden="true">›</span>
        </Button>
      </header>
      <CalendarGrid className="schedule-calendar__grid">
        {(date) => <CalendarCell date={date} className="schedule-calendar__cell" />}
      </CalendarGrid>
    </Calendar>
  );
}

/** A day typed segment by segment, or picked from a month in a popover. */
export function DatePickerField(props: {
  label: string;
  value: CalendarDate;
  onChange(value: CalendarDate): void;
  description?: string;
}) {
  return (
    <DatePicker
      className="console-field"
      value={props.value}
      firstDayOfWeek={WEEK_STARTS_ON}
      onChange={(next) => {
        if (next) props.onChange(next);
      }}
    >
      <Label className="lt-label">{props.label}</Label>
      <Group className="console-field__input schedule-date-picker">
        <DateInput className="schedule-date-picker__input">{fieldSegments}</DateInput>
        <Button className="schedule-date-picker__button">
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      {props.description ? (
        <Text slot="description" className="lt-hint">
          {props.description}
        </Text>
      ) : null}
      <Popover className="schedule-popover" placement="bottom start">
        <Dialog className="schedule-calendar-dialog">
          <MonthCalendar autoFocus />
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

/** A tutoring segment's live-session switch: off keeps the tutor out of line for live help meanwhile. */
export function LiveSessionsSwitch(props: {
  label: string;
  hint: string;
  value: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <div className="schedule-switch">
      <Switch
        className="lt-switch"
        isSelected={props.value}
        onChange={props.onChange}
        aria-describedby="schedule-switch-hint"
      >
        <span className="lt-switch__track" aria-hidden="true">
          <span className="lt-switch__thumb" />
        </span>
        {props.label}
      </Switch>
      <p id="schedule-switch-hint" className="lt-hint schedule-switch__hint">
        {props.hint}
      </p>
    </div>
  );
}

interface PickerProps<K extends Key> {
  label: string;
  value: K | null;
  placeholder?: string;
  onChange(value: K): void;
  options: readonly { id: K; label: string; swatch?: string }[];
}

function Picker<K extends Key>({ label, value, placeholder, onChange, options }: PickerProps<K>) {
  return (
    <Select
      className="console-field"
      value={value}
      placeholder={placeholder}
      onChange={(key) => {
        const chosen = options.find((option) => option.id === key);
        if (chosen) onChange(chosen.id);
      }}
    >
      <Label className="lt-label">{label}</Label>
      <Button className="console-field__input schedule-select">
        <SelectValue className="schedule-select__value" />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="schedule-popover">
        <ListBox className="schedule-listbox">
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} textValue={option.label} className="schedule-option">
              {option.swatch ? (
                <span className={`schedule-swatch schedule-type--${option.swatch}`} aria-hidden="true" />
              ) : null}
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** The segment types the server lists, each with its colour. */
export const SegmentTypeSelect = observer(function SegmentTypeSelect(props: {
  label: string;
  value: SchedulableSegmentType;
  onChange(value: SchedulableSegmentType): void;
}) {
  const { schedule } = useStores();
  const typeLabel = useSegmentTypeLabel();
  return (
    <Picker
      {...props}
      options={schedule.segmentTypes.map((type) => ({
        id: type.name,
        label: typeLabel(type.name),
        swatch: type.colour_key,
      }))}
    />
  );
});

export function TutorSelect(props: {
  label: string;
  placeholder: string;
  tutors: readonly ScheduledTutor[];
  value: number | null;
  onChange(value: number): void;
}) {
  return (
    <Picker
      label={props.label}
      placeholder={props.placeholder}
      value={props.value}
      onChange={props.onChange}
      options={props.tutors.map((tutor) => ({ id: tutor.id, label: tutor.name }))}
    />
  );
}
