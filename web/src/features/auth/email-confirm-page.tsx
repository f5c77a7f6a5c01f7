import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouterLink } from '../../app/router-link.js';
import { useStores } from '../../stores/stores-context.js';
import './auth.css';

/**
 * `/email/confirm/:token/:newEmail`, from the link sent to a new address: its loader confirms it on
 * arrival (whoever is signed in on this browser, if anyone: the link is the proof); then sign in.
 */
function EmailConfirmPage() {
  const { account, session } = useStores();
  const { t } = useTranslation('account');
  const { newEmail = '' } = useParams();
  const outcome = account!.confirmation;
  usePageTitle(t('confirm.title'));

  return (
    <section className="auth-card" aria-labelledby="confirm-title">
      <div className="auth-card__intro">
        <h1 id="confirm-title">{t('confirm.title')}</h1>
      </div>
      {outcome === 'confirming' ? (
        <p role="status">{t('confirm.confirming', { email: newEmail })}</p>
      ) : outcome === 'done' ? (
        <p className="lt-alert lt-alert--success" role="status">
          {t('confirm.done', { email: newEmail })}
        </p>
      ) : (
        <p className="lt-alert lt-alert--error" role="alert">
          {t(`errors.${outcome}`)}
        </p>
      )}
      {outcome === 'confirming' ? null : (
        <RouterLink
          className="lt-button lt-button--primary lt-button--large lt-button--block"
          href={session.signedIn ? '/' : '/login'}
        >
          {session.signedIn ? t('confirm.continue') : t('confirm.signIn')}
        </RouterLink>
      )}
    </section>
  );
}

export default observer(EmailConfirmPage);
