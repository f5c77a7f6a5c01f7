import { validatePassword } from '../../domain/auth/password-rules.js';
import type { AccountFailure, AccountStore } from '../../state/account-store.js';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, PasswordErrorAlert, TextField } from './password-fields.js';

/** The current password and a new one twice, checked with the spec's rules before and by the API. */
function ChangePasswordFormView({ store }: { store: AccountStore }) {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<AccountFailure[]>([]);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const problems: AccountFailure[] = validatePassword(password, confirmation);
    setErrors(problems);
    if (problems.length) return;
    const failures = await store.changePassword(current, password, confirmation);
    if (failures === null) {
      setSaved(true);
      setCurrent('');
      setPassword('');
      setConfirmation('');
    } else
      setErrors(
        failures.map((failure) => (failure === 'something_wrong' ? 'something_wrong_password' : failure)),
      );
  };

  return (
    <form
      className="account-card lt-account-stack"
      aria-labelledby="password-heading"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="lt-account-stack account-card__intro">
        <h2 id="password-heading">{t('settings.passwordHeading')}</h2>
        <p>{t('settings.passwordLead')}</p>
      </div>
      <TextField
        id="current-password"
        label={t('settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        invalid={errors.includes('password_incorrect')}
      />
      <NewPasswordFields
        ids={{ password: 'new-password', rules: 'password-rules', confirmation: 'confirm-password' }}
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        errors={errors.filter((error) => error !== 'password_incorrect')}
        hints
      />
      <PasswordErrorAlert errors={errors} />
      {saved ? (
        <p className="lt-alert lt-alert--success" role="status">
          {t('settings.passwordSaved')}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className="lt-button lt-button--primary"
          disabled={store.pending === 'password'}
        >
          {t('settings.passwordSubmit')}
        </button>
      </div>
    </form>
  );
}

export const ChangePasswordForm = observer(ChangePasswordFormView);
