import { homePathForRole } from '@lantern/shared/domain/roles/roles';
import { validatePassword } from '@lantern/shared/domain/auth/password-rules';
import type { AccountFailure } from '@lantern/shared/state/account-store';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import { NewPasswordFields, PasswordErrorAlert, TextField } from '@lantern/shared/ui/account/password-fields';
import '../auth/auth.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `/fulton-account-library-completion`: school 285 accounts arrive without an email or their own
 * password. Both are saved together, and then the student goes on to their dashboard.
 */
function LibraryCompletionPage() {
  const { session, user, accountCompletion: store } = useStores();
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [email, setEmail] = useState(user.current?.email ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [emailInvalid, setEmailInvalid] = useState(false);
  const [errors, setErrors] = useState<AccountFailure[]>([]);
  usePageTitle(t('library.title'));
  if (!store) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const badEmail = !EMAIL_PATTERN.test(email.trim());
    const problems = validatePassword(password, confirmation);
    setEmailInvalid(badEmail);
    setErrors(problems);
    if (badEmail || problems.length > 0) return;
    const refused = await store.completeLibrary(email, password, confirmation);
    if (refused) {
      setErrors(refused);
      return;
    }
    void navigate(homePathForRole('student'), { replace: true });
  };
  const logout = async () => {
    await session.signOut();
    void navigate('/login/student', { replace: true });
  };

  return (
    <section className="auth-card" aria-labelledby="library-title">
      <div className="auth-card__intro">
        <h1 id="library-title">{t('library.heading')}</h1>
        <p>{t('library.lead', { school: user.current?.school?.name ?? '' })}</p>
      </div>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="library-email"
          label={t('library.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          invalid={emailInvalid || errors.includes('email_taken')}
        />
        <NewPasswordFields
          ids={{
            password: 'library-password',
            rules: 'library-password-rule',
            confirmation: 'library-confirmation',
          }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors.filter((error) => error !== 'email_taken')}
        />
        <PasswordErrorAlert errors={errors} others={emailInvalid ? [t('library.emailInvalid')] : []} />
        <button
          type="submit"
          className="lt-button lt-button--primary lt-button--large lt-button--block"
          disabled={store.saving}
        >
          {store.saving ? t('library.saving') : t('library.submit')}
        </button>
        <button
          type="button"
          className="lt-button lt-button--secondary lt-button--block"
          onClick={() => void logout()}
        >
          {t('onboarding.logout')}
        </button>
      </form>
    </section>
  );
}

export default observer(LibraryCompletionPage);
