import type { RefObject } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface QuestionFieldProps {
  value: string;
  onChange(value: string): void;
  maxLength: number;
  error: string | null;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The question itself, with its length limit in view. */
export function QuestionField({ value, onChange, maxLength, error, inputRef }: QuestionFieldProps) {
  const { t } = useTranslation('classroom');
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const nearLimit = value.length >= maxLength * 0.9;

  return (
    <div className="ask-field">
      <label className="ask-field__label" htmlFor={id}>
        {t('start.question')}
      </label>
      <p id={hintId} className="lt-hint">
        {t('start.questionHint')}
      </p>
      <textarea
        ref={inputRef}
        id={id}
        className="lt-input ask-question"
        rows={5}
        value={value}
        maxLength={maxLength}
        required
        aria-invalid={error !== null}
        aria-describedby={[hintId, error ? errorId : null, countId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="ask-question__footer">
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p id={countId} className={`ask-question__count${nearLimit ? ' ask-question__count--near' : ''}`}>
          {t('start.questionCount', { count: value.length, max: maxLength })}
        </p>
      </div>
    </div>
  );
}
