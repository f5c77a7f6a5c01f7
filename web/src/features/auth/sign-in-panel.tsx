import { SignInForm, signInFailure } from '@lantern/shared/ui/sign-in-form';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Destination } from '../../stores/redirect-store.js';
import { useStores } from '../../stores/stores-context.js';
import { SignedInNotice } from './signed-in-notice.js';
import { SsoButtons } from './sso-buttons.js';

interface SignInPanelProps {
  troubleHref: string;
  /** The sign-in link's district and school, whose single sign-on providers are offered. */
  district?: string;
  school?: string;
}

/** The sign-in form wired to the session, or a notice when someone is already signed in. */
function SignInPanelView({ troubleHref, district, school }: SignInPanelProps) {
  const { session, redirect, env, flags } = useStores();
  const { t } = useTranslation('web');
  const navigate = useNavigate();

  if (session.signedIn) return <SignedInNotice />;

  const go = (destination: Destination | null) => {
    if (!destination) return;
    if (destination.kind === 'console') env.assign(destination.url);
    else void navigate(destination.path, { replace: true });
  };

  return (
    <>
      {flags.maintenance ? (
        <p className="lt-alert lt-alert--warning" role="status">
          {t('auth.maintenanceNotice')}
        </p>
      ) : null}
      <SignInForm
        pending={session.signingIn}
        failure={
          session.signInError
            ? signInFailure(session.signInError)
            : // Banned while signed in: the page says why before they try again.
              session.endReason === 'suspended'
              ? { kind: 'suspended', showForgotPasswordLink: false }
              : null
        }
        forgotPasswordHref={troubleHref}
        onNavigate={(path) => void navigate(path)}
        onSubmit={(credentials) =>
          void session
            .signIn(credentials)
            .then((signedIn) => go(signedIn ? redirect.postLoginDestination() : null))
        }
      />
      <SsoButtons district={district} school={school} />
    </>
  );
}

export const SignInPanel = observer(SignInPanelView);
