import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import type { Option } from '../../../app/form-field.js';

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
