import { type PasswordError, validatePassword } from '@lantern/shared/domain/auth/password-rules';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../app/router-link.js';
import { NewPasswordFields, PasswordErrorAlert } from './new-password-fields.js';
import './auth.css';

/**
 * `/password/reset/:token`. The API has no reset endpoint yet, so a valid form does not pretend
 * to succeed: it says plainly that the school admin handles resets for now.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('web');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<PasswordError[]>([]);
  const [submitted, setSubmitted] = useState(false);
  usePageTitle(t('auth.reset.title'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validatePassword(password, confirmation);
    setErrors(problems);
    setSubmitted(problems.length === 0);
  };

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <div className="auth-card__intro">
        <h1 id="reset-title">{t('auth.reset.heading')}</h1>
        <p>{t('auth.reset.lead')}</p>
      </div>
      <form className="stack" onSubmit={submit} noValidate>
        <NewPasswordFields
          ids={{ password: 'new-password', rules: 'password-rules', confirmation: 'confirm-password' }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
          hints
        />
        <PasswordErrorAlert errors={errors} />
        {submitted ? (
          <p className="lt-alert lt-alert--info" role="status">
            {t('auth.reset.notAvailable')}
          </p>
        ) : null}
        <button type="submit" className="lt-button lt-button--primary lt-button--large lt-button--block">
          {t('auth.reset.submit')}
        </button>
      </form>
      <RouterLink href="/trouble-logging-in">{t('auth.reset.help')}</RouterLink>
    </section>
  );
}
