import { parseDate } from '@internationalized/date';
import { DateField, DateInput, DateSegment, I18nProvider, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './day-field.css';

/** One part of a typed date or time, each its own target. */
export const dateSegments = (segment: Parameters<typeof DateSegment>[0]['segment']) => (
  <DateSegment segment={segment} className="lt-date-segment" />
);

/**
 * A day kept as "YYYY-MM-DD" ('' while none is whole), typed part by part in the order and words of
 * the person's language: a native date input follows the browser's instead ("mm/dd/yyyy" for a
 * French reader of an English browser).
 */
export function DayField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Marked wrong; the words saying why are the caller's, tied by `describedBy`. */
  invalid?: boolean;
  describedBy?: string | undefined;
  isRequired?: boolean;
  className?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={i18n.language}>
      <DateField
        className={props.className ?? 'lt-field'}
        value={props.value ? parseDate(props.value) : null}
        isRequired={props.isRequired ?? false}
        isInvalid={props.invalid ?? false}
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
        <DateInput className="lt-input lt-day-input">{dateSegments}</DateInput>
      </DateField>
    </I18nProvider>
  );
}
