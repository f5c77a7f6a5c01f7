import { FormField } from '../../../app/form-field.js';

/** Why a GROW form was not sent, listed above its button and said aloud; nothing when all is well. */
export function FormProblems(props: {
  problems: readonly (string | null)[];
  id?: string;
  className?: string;
}) {
  const problems = props.problems.filter((problem) => problem !== null);
  if (problems.length === 0) return null;
  return (
    <div
      id={props.id}
      className={`grow-form__errors${props.className ? ` ${props.className}` : ''}`}
      role="alert"
    >
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** A session's number, typed: the forms check it is one before sending. */
export function SessionNumberField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
}) {
  return (
    <FormField label={props.label} invalid={props.invalid}>
      {(control) => (
        <input
          {...control}
          className="lt-input console-input grow-form__short"
          inputMode="numeric"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A GROW form's free text, up to 2,000 characters. */
export function GrowText(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  rows: number;
  invalid?: boolean;
  className?: string;
}) {
  return (
    <FormField className={props.className} label={props.label} invalid={props.invalid}>
      {(control) => (
        <textarea
          {...control}
          className="lt-input grow-form__text"
          rows={props.rows}
          maxLength={2000}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
