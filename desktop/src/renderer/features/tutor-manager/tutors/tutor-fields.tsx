import type { Key } from 'react-aria-components';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { FormField } from '../../../app/form-field.js';

export interface Option<K extends Key> {
  id: K;
  label: string;
}

/** A React Aria select: type to jump, arrows to move, Enter to choose. */
export function SelectField<K extends Key>(props: {
  label: string;
  value: K | null;
  options: readonly Option<K>[];
  onChange(value: K): void;
  placeholder?: string;
  error?: string | undefined;
  className?: string;
}) {
  return (
    <Select
      className={`tutors-field ${props.className ?? ''}`}
      value={props.value}
      placeholder={props.placeholder}
      isInvalid={Boolean(props.error)}
      onChange={(key) => {
        const chosen = props.options.find((option) => option.id === key);
        if (chosen) props.onChange(chosen.id);
      }}
    >
      <Label className="lt-label">{props.label}</Label>
      <Button className="tutors-field__input tutors-select">
        <SelectValue className="tutors-select__value" />
        <span aria-hidden="true">▾</span>
      </Button>
      {props.error ? <FieldError className="console-field__error">{props.error}</FieldError> : null}
      <Popover className="tutors-popover">
        <ListBox className="tutors-listbox">
          {props.options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} textValue={option.label} className="tutors-option">
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** Several choices from a short list, as checkboxes (Space toggles, Tab moves on). */
export function CheckList(props: {
  label: string;
  options: readonly Option<number>[];
  value: readonly number[];
  onChange(value: number[]): void;
  hint?: string;
  empty?: string;
  error?: string | undefined;
}) {
  return (
    <CheckboxGroup
      className="tutors-checklist"
      value={props.value.map(String)}
      isInvalid={Boolean(props.error)}
      onChange={(values) => props.onChange(values.map(Number))}
    >
      <Label className="lt-label">{props.label}</Label>
      {props.hint ? (
        <Text slot="description" className="lt-hint">
          {props.hint}
        </Text>
      ) : null}
      {props.options.length === 0 && props.empty ? <p className="lt-hint">{props.empty}</p> : null}
      <div className="tutors-checklist__options">
        {props.options.map((option) => (
          <Checkbox key={option.id} value={String(option.id)} className="tutors-checkbox">
            <span className="tutors-checkbox__box" aria-hidden="true">
              ✓
            </span>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {props.error ? <FieldError className="console-field__error">{props.error}</FieldError> : null}
    </CheckboxGroup>
  );
}

/** One yes-or-no flag, with what it means. */
export function FlagField(props: {
  label: string;
  hint: string;
  value: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <Checkbox className="tutors-checkbox tutors-flag" isSelected={props.value} onChange={props.onChange}>
      <span className="tutors-checkbox__box" aria-hidden="true">
        ✓
      </span>
      <span>
        {props.label}
        <span className="lt-hint tutors-flag__hint">{props.hint}</span>
      </span>
    </Checkbox>
  );
}

/** A plain text input with its label, hint and the rule it broke, tied together for screen readers. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'password' | 'number';
  hint?: string;
  error?: string | undefined;
  autoComplete?: string;
}) {
  return (
    <FormField
      id={props.id}
      className="tutors-field"
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
          autoComplete={props.autoComplete ?? 'off'}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
