import { parseTime, type Time } from '@internationalized/date';
import { DateInput, FieldError, I18nProvider, Label, TimeField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { dateSegments, DayField, type DayFieldClasses } from '@lantern/shared/ui/day-field';
import './form-field.css';

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
        <DateInput className="console-field__input">{dateSegments}</DateInput>
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

const CONSOLE_CLASSES: DayFieldClasses = {
  field: 'console-field',
  input: 'console-field__input',
  error: 'console-field__error',
};

/** A day kept as "YYYY-MM-DD", typed in the person's language: the shared `DayField`, dressed as the console's fields. */
export function DayInput(props: FieldProps<string> & { isRequired?: boolean }) {
  return <DayField {...props} classes={CONSOLE_CLASSES} />;
}
