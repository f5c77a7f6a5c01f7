import type { AccountFailure, AccountStore } from '../../state/account-store.js';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordErrorAlert, TextField } from './password-fields.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address on file, any one waiting for its link, and a new one sent a confirmation link. */
function ChangeEmailFormView({ store }: { store: AccountStore }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AccountFailure[]>([]);
  const [local, setLocal] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const account = store.account;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentTo(null);
    setErrors([]);
    const problems = [
      ...(EMAIL_PATTERN.test(email.trim()) ? [] : [t('errors.email_invalid')]),
      ...(password ? [] : [t('errors.password_needed')]),
    ];
    setLocal(problems);
    if (problems.length) return;
    const failures = await store.changeEmail(email.trim(), password);
    if (failures === null) {
      setSentTo(email.trim());
      setEmail('');
      setPassword('');
    } else setErrors(failures);
  };

  return (
    <form
      className="account-card lt-account-stack"
      aria-labelledby="email-heading"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="lt-account-stack account-card__intro">
        <h2 id="email-heading">{t('settings.emailHeading')}</h2>
        <p>{t('settings.emailLead')}</p>
      </div>
      <dl className="account-facts">
        <dt>{t('settings.currentEmail')}</dt>
        <dd>{account?.email ?? t('settings.noEmail')}</dd>
      </dl>
      {account?.pending_email && !sentTo ? (
        <p className="lt-alert lt-alert--info" role="note">
          {t('settings.pendingEmail', { email: account.pending_email })}
        </p>
      ) : null}
      <TextField
        id="new-email"
        label={t('settings.newEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        invalid={local.length > 0 || errors.includes('email_taken') || errors.includes('email_same')}
      />
      <TextField
        id="email-password"
        label={t('settings.emailPassword')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        invalid={errors.includes('password_incorrect')}
      />
      <PasswordErrorAlert errors={errors} others={local} />
      {sentTo ? (
        <p className="lt-alert lt-alert--success" role="status">
          {t('settings.emailSent', { email: sentTo })}
        </p>
      ) : null}
      <div>
        <button type="submit" className="lt-button lt-button--primary" disabled={store.pending === 'email'}>
          {t('settings.emailSubmit')}
        </button>
      </div>
    </form>
  );
}

export const ChangeEmailForm = observer(ChangeEmailFormView);
