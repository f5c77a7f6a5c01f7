import { AgreementForm } from '@lantern/shared/ui/agreement-form';
import { Wordmark } from '@lantern/shared/ui/brand';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { SignInForm, signInFailure } from '@lantern/shared/ui/sign-in-form';
import { LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accessStateOf, decideSignInStep } from '../../app/guards/access-decision.js';
import { peekPostLoginRedirect, takePostLoginRedirect } from '../../app/post-login-redirect.js';
import { useStores } from '../../app/stores-context.js';
import { SessionEndedNotice } from './session-ended-notice.js';
import { WebAppOnlyNotice } from './web-app-only-notice.js';
import './login-page.css';

/** Lives in the web app; the console has no password-reset screens of its own. */
const TROUBLE_SIGNING_IN_HREF = '/trouble-logging-in';

export const LoginPage = observer(function LoginPage() {
  const root = useStores();
  const { session, user } = root;
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const step = decideSignInStep(accessStateOf(root), peekPostLoginRedirect());
  const target = step.kind === 'enter' ? step.target : null;
  usePageTitle(t(step.kind === 'agreement' ? 'login.agreementTitle' : 'login.title'));

  useEffect(() => {
    if (target === null) return;
    takePostLoginRedirect();
    void navigate(target, { replace: true });
  }, [target, navigate]);

  return (
    <div className="console-login">
      <main className="console-login__panel lt-card">
        <div className="console-login__brand">
          <Wordmark size={36} />
          <span className="console-login__product">{t('login.product')}</span>
        </div>
        {step.kind === 'form' ? (
          <>
            <h1 className="console-login__title">{t('login.heading')}</h1>
            <p className="console-login__lead">{t('login.lead')}</p>
            <SessionEndedNotice reason={session.endReason} />
            <SignInForm
              pending={session.signingIn}
              failure={session.signInError ? signInFailure(session.signInError) : null}
              forgotPasswordHref={TROUBLE_SIGNING_IN_HREF}
              onSubmit={(credentials) => void session.signIn(credentials)}
            />
          </>
        ) : step.kind === 'agreement' ? (
          <AgreementForm
            pending={user.pending === 'accept-agreement'}
            failed={user.failed === 'accept-agreement'}
            onAccept={() => void user.acceptAgreement()}
            onLogout={() => void session.signOut()}
          />
        ) : step.kind === 'web-app-only' ? (
          <WebAppOnlyNotice name={user.displayName} onSignOut={() => void session.signOut()} />
        ) : (
          <LoadingState label={t(step.kind === 'enter' ? 'login.opening' : 'shell.loading')} />
        )}
      </main>
    </div>
  );
});
