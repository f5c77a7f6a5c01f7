import { parseDate, parseTime, type Time } from '@internationalized/date';
import {
  DateField,
  DateInput,
  DateSegment,
  FieldError,
  I18nProvider,
  Label,
  TimeField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './form-field.css';

/** One part of a typed date or time, each its own target. */
export const fieldSegments = (segment: Parameters<typeof DateSegment>[0]['segment']) => (
  <DateSegment segment={segment} className="console-field__segment" />
);

/** What each field holds: its label, and the rule it broke, said under it. */
interface FieldProps<T> {
  label: string;
  value: T;
  onChange(value: T): void;
  error?: string | undefined;
}

/**
 * A time typed part by part, on the clock of the person's language ("7:00 AM", "07:00"), not the
 * browser's: a native time input follows the operating system's locale instead.
 */
export function TimeInput(props: FieldProps<Time>) {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language}>
      <TimeField
        className="console-field"
        value={props.value}
        granularity="minute"
        isInvalid={Boolean(props.error)}
        // The server's refusal marks the field; native validation would then block the very submit that fixes it.
        validationBehavior="aria"
        onChange={(next) => {
          if (next) props.onChange(next);
        }}
      >
        <Label className="lt-label">{props.label}</Label>
        <DateInput className="console-field__input">{fieldSegments}</DateInput>
        <FieldError className="console-field__error">{props.error}</FieldError>
      </TimeField>
    </I18nProvider>
  );
}

/** An hour of the day kept as "HH:MM", typed as a `TimeInput`. */
export function HourOfDayInput(props: FieldProps<string>) {
  return (
    <TimeInput
      label={props.label}
      value={parseTime(props.value)}
      onChange={(time) => props.onChange(time.toString().slice(0, 5))}
      error={props.error}
    />
  );
}

/**
 * A day kept as "YYYY-MM-DD" ('' while none is whole), typed part by part in the order and words of
 * the person's language, where a native date input would follow the browser's.
 */
export function DayInput(props: FieldProps<string> & { isRequired?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language}>
      <DateField
        className="console-field"
        value={props.value ? parseDate(props.value) : null}
        isRequired={props.isRequired ?? false}
        isInvalid={Boolean(props.error)}
        // The server's refusal marks the field; native validation would then block the very submit that fixes it.
        validationBehavior="aria"
        onChange={(next) => props.onChange(next ? next.toString() : '')}
      >
        <Label className="lt-label">{props.label}</Label>
        <DateInput className="console-field__input">{fieldSegments}</DateInput>
        <FieldError className="console-field__error">{props.error}</FieldError>
      </DateField>
    </I18nProvider>
  );
}
