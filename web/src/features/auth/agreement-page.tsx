import { AgreementForm } from '@lantern/shared/ui/agreement-form';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../app/router-link.js';
import type { Destination } from '../../stores/redirect-store.js';
import { useStores } from '../../stores/stores-context.js';
import './auth.css';

/** Stands in for the form when there is nothing to accept, saying why, with the way on. */
function AgreementNotice({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useTranslation('web');
  return (
    <section className="auth-card">
      <h1>{t('auth.agreement.title')}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}

/** `/code-of-conduct`: accepted once before anything else; the alternative is logging out. */
function AgreementPage() {
  const { session, user, redirect, env } = useStores();
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  usePageTitle(t('auth.agreement.title'));

  const go = (destination: Destination) => {
    if (destination.kind === 'console') env.assign(destination.url);
    else void navigate(destination.path, { replace: true });
  };
  const accept = async () => {
    if (await user.acceptAgreement()) go(redirect.postLoginDestination());
  };
  const logout = async () => {
    await session.signOut();
    void navigate('/login/student', { replace: true });
  };

  if (!session.signedIn || !user.current) {
    return (
      <AgreementNotice text={t('auth.agreement.signInFirst')}>
        <RouterLink className="lt-button lt-button--primary" href="/login/student">
          {t('auth.backToSignIn')}
        </RouterLink>
      </AgreementNotice>
    );
  }

  if (user.current.accepted_agreement) {
    return (
      <AgreementNotice text={t('auth.agreement.alreadyAccepted')}>
        <button
          type="button"
          className="lt-button lt-button--primary"
          onClick={() => go(redirect.postLoginDestination())}
        >
          {t('auth.continueHome')}
        </button>
      </AgreementNotice>
    );
  }

  return (
    <section className="auth-card auth-card--wide">
      <AgreementForm
        pending={user.pending === 'accept-agreement'}
        failed={user.failed === 'accept-agreement'}
        onAccept={() => void accept()}
        onLogout={() => void logout()}
      />
    </section>
  );
}

export default observer(AgreementPage);
