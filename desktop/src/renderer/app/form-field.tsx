import { type ReactNode, useId } from 'react';
import {
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
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

/** A plain text input with its label, hint and the rule it broke, tied together for screen readers. */
export function TextField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** A fixed id (also the input's name); one of React's own otherwise. */
  id?: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'url' | 'date' | 'time' | 'search' | 'tel';
  hint?: string | undefined;
  error?: string | undefined;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  className?: string;
}) {
  return (
    <FormField
      id={props.id}
      className={`console-field ${props.className ?? ''}`}
      label={props.label}
      hint={props.hint}
      error={props.error}
    >
      {(control) => (
        <input
          {...control}
          name={props.id}
          className="lt-input console-input"
          type={props.type ?? 'text'}
          value={props.value}
          required={props.required}
          maxLength={props.maxLength}
          min={props.min}
          max={props.max}
          autoComplete={props.autoComplete ?? 'off'}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export interface Option<K extends Key> {
  id: K;
  label: string;
}

/** A React Aria select: type to jump, arrows to move, Enter to choose. */
export function SelectField<K extends Key>(props: {
  label: string;
  // The options decide the key's type; a wider setter (a React state's) must not widen it.
  value: NoInfer<K> | null;
  options: readonly Option<K>[];
  onChange(value: NoInfer<K>): void;
  placeholder?: string;
  error?: string | undefined;
  className?: string;
}) {
  return (
    <Select
      className={`console-field ${props.className ?? ''}`}
      value={props.value}
      placeholder={props.placeholder}
      isInvalid={Boolean(props.error)}
      onChange={(key) => {
        const chosen = props.options.find((option) => option.id === key);
        if (chosen) props.onChange(chosen.id);
      }}
    >
      <Label className="lt-label">{props.label}</Label>
      <Button className="console-field__input console-select">
        <SelectValue className="console-select__value" />
        <span aria-hidden="true">▾</span>
      </Button>
      {props.error ? <FieldError className="console-field__error">{props.error}</FieldError> : null}
      <Popover className="console-popover">
        <ListBox className="console-listbox">
          {props.options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} textValue={option.label} className="console-option">
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
