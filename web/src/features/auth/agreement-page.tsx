import { AgreementForm } from '@lantern/shared/ui/agreement-form';
import { AppLink } from '@lantern/shared/ui/app-link';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Destination } from '../../stores/session-store.js';
import { useStores } from '../../stores/stores-context.js';
import './auth.css';

/** `/code-of-conduct`: accepted once before anything else; the alternative is logging out. */
function AgreementPage() {
  const { session, user, env } = useStores();
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  usePageTitle(t('auth.agreement.title'));

  const go = (destination: Destination) => {
    if (destination.kind === 'console') env.assign(destination.url);
    else void navigate(destination.path, { replace: true });
  };
  const accept = async () => {
    if (await user.acceptAgreement()) go(session.postLoginDestination());
  };
  const logout = async () => {
    await session.logout();
    void navigate('/login/student', { replace: true });
  };

  if (!session.signedIn || !user.current) {
    return (
      <section className="auth-card">
        <h1>{t('auth.agreement.title')}</h1>
        <p>{t('auth.agreement.signInFirst')}</p>
        <AppLink
          className="lt-button lt-button--primary"
          href="/login/student"
          onNavigate={(path) => void navigate(path)}
        >
          {t('auth.backToSignIn')}
        </AppLink>
      </section>
    );
  }

  if (user.current.accepted_agreement) {
    return (
      <section className="auth-card">
        <h1>{t('auth.agreement.title')}</h1>
        <p>{t('auth.agreement.alreadyAccepted')}</p>
        <button
          type="button"
          className="lt-button lt-button--primary"
          onClick={() => go(session.postLoginDestination())}
        >
          {t('auth.continueHome')}
        </button>
      </section>
    );
  }

  return (
    <section className="auth-card auth-card--wide">
      <AgreementForm
        pending={user.agreementStatus === 'saving'}
        failed={user.agreementStatus === 'error'}
        onAccept={() => void accept()}
        onLogout={() => void logout()}
      />
    </section>
  );
}

export default observer(AgreementPage);
