import { missingCharacterClasses } from '../../domain/auth/password-rules.js';
import type { AccountFailure } from '../../state/account-store.js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './account.css';

interface TextFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy?: string;
  /** Shown but not editable (viewing as someone: their profile is theirs). */
  readOnly?: boolean;
  /** Shown under the input, e.g. the rules it is described by. */
  children?: ReactNode;
}

export function TextField({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  invalid,
  describedBy,
  readOnly,
  children,
}: TextFieldProps) {
  return (
    <div className="lt-field">
      <label className="lt-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="lt-input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        readOnly={readOnly}
      />
      {children}
    </div>
  );
}

interface NewPasswordFieldsProps {
  /** Ids of the password input, of the rules under it, and of the confirmation input. */
  ids: { password: string; rules: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  errors: readonly AccountFailure[];
  /** Under the length rule, list the character classes the password still lacks as it is typed. */
  hints?: boolean;
}

/**
 * A new password and its confirmation, checked with the shared password rules on submit (strings in
 * the `account` catalogue, which the routes that show them load).
 */
export function NewPasswordFields({
  ids,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  hints = false,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  const missing = hints && password !== '' ? missingCharacterClasses(password) : [];
  return (
    <>
      <TextField
        id={ids.password}
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        invalid={errors.some((error) => error !== 'passwords_dont_match')}
        describedBy={ids.rules}
      >
        {hints ? (
          <ul id={ids.rules} className="password-hints">
            <li>{t('reset.ruleLength')}</li>
            {missing.map((hint) => (
              <li key={hint}>{t(`reset.hints.${hint}`)}</li>
            ))}
          </ul>
        ) : (
          <p id={ids.rules} className="lt-hint">
            {t('reset.ruleLength')}
          </p>
        )}
      </TextField>
      <TextField
        id={ids.confirmation}
        label={t('reset.confirmation')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmationChange}
        invalid={errors.includes('passwords_dont_match')}
      />
    </>
  );
}

interface PasswordErrorAlertProps {
  errors: readonly AccountFailure[];
  /** Problems with the form's other fields, listed first. */
  others?: readonly string[];
}

/** Every problem the submit found, in one alert; nothing while there is none. */
export function PasswordErrorAlert({ errors, others = [] }: PasswordErrorAlertProps) {
  const { t } = useTranslation('account');
  if (others.length === 0 && errors.length === 0) return null;
  return (
    <div className="lt-alert lt-alert--error" role="alert">
      <ul className="error-list">
        {others.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {errors.map((error) => (
          <li key={error}>{t(`errors.${error}`)}</li>
        ))}
      </ul>
    </div>
  );
}
