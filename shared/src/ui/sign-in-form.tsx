import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../client/api-error.js';
import { SignInErrorCode as ErrorCode } from '../contracts/sign-in-error-codes.js';
import {
  type EmptyLoginFields,
  emptyLoginFields,
  type LoginErrorKind,
  loginError,
} from '../domain/auth/login-errors.js';
import { AppLink, type Navigate } from './app-link.js';
import './sign-in-form.css';

export type SignInFailureKind = LoginErrorKind | 'affiliate' | 'rate_limited' | 'timeout' | 'network';

export interface SignInFailure {
  kind: SignInFailureKind;
  showForgotPasswordLink: boolean;
}

/** What a failed login (or a rejected session) means to the person signing in. */
export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof NetworkError)
    return { kind: error.timedOut ? 'timeout' : 'network', showForgotPasswordLink: false };
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.affiliateUnsupported)
      return { kind: 'affiliate', showForgotPasswordLink: false };
    if (error.status === 429 || error.code === ErrorCode.rateLimited) {
      return { kind: 'rate_limited', showForgotPasswordLink: false };
    }
    const known = loginError(typeof error.code === 'number' ? error.code : error.status);
    return { kind: known.kind, showForgotPasswordLink: known.showForgotPasswordLink };
  }
  return { kind: 'generic', showForgotPasswordLink: false };
}

export interface SignInCredentials {
  username: string;
  password: string;
}

interface SignInFormProps {
  pending: boolean;
  failure: SignInFailure | null;
  onSubmit(credentials: SignInCredentials): void;
  forgotPasswordHref: string;
  onNavigate?: Navigate;
}

export function SignInForm({ pending, failure, onSubmit, forgotPasswordHref, onNavigate }: SignInFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  // Set on submit only, so a field is not called empty while it is being typed into.
  const [empty, setEmpty] = useState<EmptyLoginFields | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const fieldErrorId = { username: `${id}-username-error`, password: `${id}-password-error` };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const fields = emptyLoginFields(username, password);
    if (fields.username || fields.password) {
      setEmpty(fields);
      return;
    }
    setEmpty(null);
    onSubmit({ username: username.trim(), password });
  };

  useEffect(() => {
    // Once its message is linked, the first field to fill in takes focus, so it is read with it.
    if (empty) (empty.username ? usernameRef : passwordRef).current?.focus();
  }, [empty]);

  // A refused sign-in concerns both fields; an empty field only itself.
  const failed = empty === null && failure !== null;
  const fieldProps = (field: keyof EmptyLoginFields) => {
    const isEmpty = empty?.[field] ?? false;
    return {
      'aria-invalid': isEmpty || failed,
      'aria-describedby': isEmpty ? fieldErrorId[field] : failed ? errorId : undefined,
    };
  };
  const fieldError = (field: keyof EmptyLoginFields) =>
    empty?.[field] ? (
      <p id={fieldErrorId[field]} className="lt-field-error">
        {t(field === 'username' ? 'login.usernameRequired' : 'login.passwordRequired')}
      </p>
    ) : null;

  return (
    <form className="lt-sign-in" onSubmit={submit} noValidate aria-busy={pending}>
      <div className="lt-field">
        <label className="lt-label" htmlFor={`${id}-username`}>
          {t('login.username')}
        </label>
        <input
          id={`${id}-username`}
          className="lt-input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          ref={usernameRef}
          onChange={(event) => setUsername(event.target.value)}
          {...fieldProps('username')}
        />
        {fieldError('username')}
      </div>
      <div className="lt-field">
        <label className="lt-label" htmlFor={`${id}-password`}>
          {t('login.password')}
        </label>
        <div className="lt-sign-in__password">
          <input
            id={`${id}-password`}
            className="lt-input"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            ref={passwordRef}
            onChange={(event) => setPassword(event.target.value)}
            {...fieldProps('password')}
          />
          <button
            type="button"
            className="lt-sign-in__reveal"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? t('login.hidePassword') : t('login.showPassword')}
          </button>
        </div>
        {fieldError('password')}
      </div>
      {failed ? (
        <div id={errorId} className="lt-alert lt-alert--error" role="alert">
          <p>
            {t(`login.error.${failure.kind}`)}{' '}
            {failure.showForgotPasswordLink ? (
              <AppLink href={forgotPasswordHref} onNavigate={onNavigate}>
                {t('login.forgotPassword')}
              </AppLink>
            ) : null}
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        className="lt-button lt-button--primary lt-button--large lt-button--block"
        disabled={pending}
      >
        {pending ? (
          <>
            <span className="lt-spinner" aria-hidden="true" /> {t('login.submitting')}
          </>
        ) : (
          t('login.submit')
        )}
      </button>
      <p className="lt-sign-in__help">
        <AppLink href={forgotPasswordHref} onNavigate={onNavigate}>
          {t('login.trouble')}
        </AppLink>
      </p>
    </form>
  );
}
