import { type ReactNode, useId } from 'react';
import './form-field.css';

/** What a field gives its control: the id its label names, and the hint and error tied to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A console form field: its label, the control it names, a hint and the rule it broke, tied
 * together for screen readers. The control (an input, a select, a textarea) is the caller's, so it
 * keeps its own value, events and classes.
 */
export function FormField(props: {
  label: ReactNode;
  children(control: FieldControl): ReactNode;
  /** A fixed id; one of React's own otherwise. */
  id?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** Invalid with no words of its own here: the form says why in one list. */
  invalid?: boolean;
  /** The error is said aloud when it appears, as one that follows an action rather than a submit. */
  alert?: boolean;
  /** The field's own layout; `lt-field` unless given. */
  className?: string;
}) {
  const generated = useId();
  const id = props.id ?? generated;
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={props.className ?? 'lt-field'}>
      <label className="lt-label" htmlFor={id}>
        {props.label}
      </label>
      {props.children({
        id,
        'aria-invalid': props.error || props.invalid ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {props.hint ? (
        <p id={`${id}-hint`} className="lt-hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="console-field__error" role={props.alert ? 'alert' : undefined}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
