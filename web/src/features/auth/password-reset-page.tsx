import {
  missingCharacterClasses,
  type PasswordError,
  validatePassword,
} from '@lantern/shared/domain/auth/password-rules';
import { AppLink } from '@lantern/shared/ui/app-link';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './auth.css';

/**
 * `/password/reset/:token`. The API has no reset endpoint yet, so a valid form does not pretend
 * to succeed: it says plainly that the school admin handles resets for now.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordError[]>([]);
  const [submitted, setSubmitted] = useState(false);
  usePageTitle(t('auth.reset.title'));

  const hints = password === '' ? [] : missingCharacterClasses(password);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validatePassword(password, confirmation);
    setErrors(problems);
    setSubmitted(problems.length === 0);
  };
  const invalid = errors.length > 0;

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <div className="auth-card__intro">
        <h1 id="reset-title">{t('auth.reset.heading')}</h1>
        <p>{t('auth.reset.lead')}</p>
      </div>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="lt-field">
          <label className="lt-label" htmlFor="new-password">
            {t('auth.reset.password')}
          </label>
          <input
            id="new-password"
            className="lt-input"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={invalid}
            aria-describedby="password-rules"
          />
          <ul id="password-rules" className="password-hints">
            <li>{t('auth.reset.ruleLength')}</li>
            {hints.map((hint) => (
              <li key={hint}>{t(`auth.reset.hints.${hint}`)}</li>
            ))}
          </ul>
        </div>
        <div className="lt-field">
          <label className="lt-label" htmlFor="confirm-password">
            {t('auth.reset.confirmation')}
          </label>
          <input
            id="confirm-password"
            className="lt-input"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            aria-invalid={errors.includes('passwords_dont_match')}
          />
        </div>
        {invalid ? (
          <div className="lt-alert lt-alert--error" role="alert">
            <ul className="error-list">
              {errors.map((error) => (
                <li key={error}>{t(`auth.reset.errors.${error}`)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {submitted ? (
          <p className="lt-alert lt-alert--info" role="status">
            {t('auth.reset.notAvailable')}
          </p>
        ) : null}
        <button type="submit" className="lt-button lt-button--primary lt-button--large lt-button--block">
          {t('auth.reset.submit')}
        </button>
      </form>
      <AppLink href="/trouble-logging-in" onNavigate={(path) => void navigate(path)}>
        {t('auth.reset.help')}
      </AppLink>
    </section>
  );
}
