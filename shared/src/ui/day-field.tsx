import { parseDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, FieldError, I18nProvider, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './day-field.css';

/** One part of a typed date or time, each its own target. */
export const dateSegments = (segment: Parameters<typeof DateSegment>[0]['segment']) => (
  <DateSegment segment={segment} className="lt-date-segment" />
);

/** The classes of a field, its box and its error, as each app styles its forms. */
export interface DayFieldClasses {
  field: string;
  input: string;
  error: string;
}

const WEB_CLASSES: DayFieldClasses = { field: 'lt-field', input: 'lt-input', error: 'lt-field-error' };

/**
 * A day kept as "YYYY-MM-DD" ('' while none is whole), typed part by part in the order and words of
 * the person's language: a native date input follows the browser's instead ("mm/dd/yyyy" for a
 * French reader of an English browser).
 */
export function DayField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The rule the value broke, said under the field. */
  error?: string | undefined;
  /** Marked wrong with words said elsewhere, tied by `describedBy`. */
  invalid?: boolean;
  describedBy?: string | undefined;
  isRequired?: boolean;
  /** Each app's own field classes; the web's when not given. */
  classes?: DayFieldClasses;
}) {
  const { i18n } = useTranslation();
  const classes = props.classes ?? WEB_CLASSES;
  return (
    <I18nProvider locale={i18n.language}>
      <DateField
        className={classes.field}
        value={props.value ? parseDate(props.value) : null}
        isRequired={props.isRequired ?? false}
        isInvalid={(props.invalid ?? false) || Boolean(props.error)}
        // The caller says why a value is refused; native validation would block the submit that fixes it.
        validationBehavior="aria"
        {...(props.describedBy ? { 'aria-describedby': props.describedBy } : {})}
        onChange={(next) => props.onChange(next ? next.toString() : '')}
        // Enter sends the form, as it does from a text input: the segments are not inputs to a browser.
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.target as HTMLElement).closest('form')?.requestSubmit();
        }}
      >
        <Label className="lt-label">{props.label}</Label>
        <DateInput className={`${classes.input} lt-day-input`}>{dateSegments}</DateInput>
        <FieldError className={classes.error}>{props.error}</FieldError>
      </DateField>
    </I18nProvider>
  );
}
