import { validatePassword } from '@lantern/shared/domain/auth/password-rules';
import type { AccountFailure } from '@lantern/shared/state/account-store';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouterLink } from '../../app/router-link.js';
import { useStores } from '../../stores/stores-context.js';
import { NewPasswordFields, PasswordErrorAlert } from '@lantern/shared/ui/account/password-fields';
import './auth.css';

const LINK_FAILURES = { expired: 'link_expired', used: 'link_used', unknown: 'link_unknown' } as const;

/**
 * `/password/reset/:token`, from a reset e-mail or a set-password link staff sent: its loader
 * checks the link, then the new password is set once, which signs the person out everywhere.
 */
function PasswordResetPage() {
  const { account } = useStores();
  const store = account!;
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<AccountFailure[]>([]);
  const [done, setDone] = useState(false);
  usePageTitle(t('reset.title'));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validatePassword(password, confirmation);
    setErrors(problems);
    if (problems.length) return;
    const failures = await store.setPassword(token, password, confirmation);
    if (failures === null) setDone(true);
    else
      setErrors(
        failures.map((failure) => (failure === 'something_wrong' ? 'something_wrong_password' : failure)),
      );
  };

  const { state, username } = store.link;
  const linkFailure =
    state in LINK_FAILURES
      ? LINK_FAILURES[state as keyof typeof LINK_FAILURES]
      : errors.find((error) => error.startsWith('link_'));

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <div className="auth-card__intro">
        <h1 id="reset-title">{t('reset.heading')}</h1>
        {state === 'valid' && !done ? <p>{t('reset.leadFor', { username })}</p> : null}
      </div>
      {state === 'checking' ? (
        <p role="status">{t('reset.checking')}</p>
      ) : state === 'failed' ? (
        <div className="stack">
          <p className="lt-alert lt-alert--error" role="alert">
            {t('reset.checkFailed')}
          </p>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => void store.checkLink(token)}
          >
            {t('reset.retry')}
          </button>
        </div>
      ) : done ? (
        <div className="stack">
          <p className="lt-alert lt-alert--success" role="status">
            {t('reset.done')}
          </p>
          <RouterLink
            className="lt-button lt-button--primary lt-button--large lt-button--block"
            href="/login"
          >
            {t('reset.signIn')}
          </RouterLink>
        </div>
      ) : linkFailure ? (
        <div className="stack">
          <p className="lt-alert lt-alert--error" role="alert">
            {t(`errors.${linkFailure}`)}
          </p>
          <RouterLink className="lt-button lt-button--primary" href="/trouble-logging-in">
            {t('reset.newLink')}
          </RouterLink>
        </div>
      ) : (
        <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
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
          <button
            type="submit"
            className="lt-button lt-button--primary lt-button--large lt-button--block"
            disabled={store.pending === 'link'}
          >
            {t('reset.submit')}
          </button>
        </form>
      )}
      <RouterLink href="/trouble-logging-in">{t('reset.help')}</RouterLink>
    </section>
  );
}

export default observer(PasswordResetPage);
