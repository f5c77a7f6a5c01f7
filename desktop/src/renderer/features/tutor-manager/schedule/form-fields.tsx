import type { CalendarDate, Time } from '@internationalized/date';
import { SCHEDULABLE_SEGMENT_TYPES, type SchedulableSegmentType } from '@lantern/shared/contracts/schedules';
import type { ScheduledTutor } from '@lantern/shared/contracts/schedules';
import type { Key } from 'react-aria-components';
import {
  Button,
  DateField,
  DateInput,
  DateSegment,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  TimeField,
} from 'react-aria-components';
import { segmentTypeSlug, useSegmentTypeLabel } from './segment-type.js';

const segments = (segment: Parameters<typeof DateSegment>[0]['segment']) => (
  <DateSegment segment={segment} className="schedule-field__segment" />
);

export function TimeInput(props: { label: string; value: Time; onChange(value: Time): void }) {
  return (
    <TimeField
      className="schedule-field"
      value={props.value}
      granularity="minute"
      onChange={(next) => {
        if (next) props.onChange(next);
      }}
    >
      <Label className="lt-label">{props.label}</Label>
      <DateInput className="schedule-field__input">{segments}</DateInput>
    </TimeField>
  );
}

export function DateInputField(props: {
  label: string;
  value: CalendarDate;
  onChange(value: CalendarDate): void;
}) {
  return (
    <DateField
      className="schedule-field"
      value={props.value}
      onChange={(next) => {
        if (next) props.onChange(next);
      }}
    >
      <Label className="lt-label">{props.label}</Label>
      <DateInput className="schedule-field__input">{segments}</DateInput>
    </DateField>
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
      className="schedule-field"
      value={value}
      placeholder={placeholder}
      onChange={(key) => {
        const chosen = options.find((option) => option.id === key);
        if (chosen) onChange(chosen.id);
      }}
    >
      <Label className="lt-label">{label}</Label>
      <Button className="schedule-field__input schedule-select">
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

export function SegmentTypeSelect(props: {
  label: string;
  value: SchedulableSegmentType;
  onChange(value: SchedulableSegmentType): void;
}) {
  const typeLabel = useSegmentTypeLabel();
  return (
    <Picker
      {...props}
      options={SCHEDULABLE_SEGMENT_TYPES.map((type) => ({
        id: type,
        label: typeLabel(type),
        swatch: segmentTypeSlug(type),
      }))}
    />
  );
}

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
