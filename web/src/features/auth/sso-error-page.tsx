import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import { isSsoProvider, ssoStartPath } from '@lantern/shared/domain/auth/sso-providers';
import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { use } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../app/router-link.js';
import { ErrorPage } from '../errors/error-page.js';
import { ssoProviderName } from './sso-buttons.js';

// This page's words are a catalogue of their own, loaded with it, off the sign-in page's download.
const strings = loadNamespace(getI18n(), 'sso');

type Kind = 'forbidden' | 'identity_provider' | 'not_configured';

/** Why the account may not sign in, when the API said: the sign-in form's own words for it. */
function forbiddenReason(code: string | null): 'suspended' | 'expired' | 'no_account' {
  if (code === String(ErrorCode.loginSuspended)) return 'suspended';
  if (code === String(ErrorCode.loginExpired)) return 'expired';
  return 'no_account';
}

/**
 * `/error/google`: where every single sign-on refusal lands, for any provider. The spec's two
 * login errors (forbidden: 403 or 432; anything else: the identity provider's) and a provider
 * that is not set up, each with what the person can do next.
 */
export default function SsoErrorPage() {
  use(strings);
  const { t } = useTranslation('sso');
  const { t: tWeb } = useTranslation('web');
  const [params] = useSearchParams();
  const raw = params.get('provider');
  const provider = isSsoProvider(raw) ? raw : 'google';
  const kind: Kind =
    (['forbidden', 'not_configured'] as const).find((k) => k === params.get('error')) ?? 'identity_provider';
  const code = params.get('code');
  const name = ssoProviderName(provider, tWeb);
  const text =
    kind === 'forbidden' ? t(`forbidden.${forbiddenReason(code)}`, { name }) : t(`${kind}.text`, { name });
  usePageTitle(t('title'));
  return (
    <ErrorPage id="sso-error-title" heading={t(`${kind}.heading`, { name })} text={text}>
      <div className="error-page__actions">
        {kind === 'not_configured' ? null : (
          <a className="lt-button lt-button--primary" href={ssoStartPath(provider)}>
            {t('tryAgain', { name })}
          </a>
        )}
        <RouterLink className="lt-button lt-button--secondary" href="/login/student">
          {tWeb('auth.backToSignIn')}
        </RouterLink>
        <RouterLink className="lt-button lt-button--ghost" href="/trouble-logging-in">
          {t('help')}
        </RouterLink>
      </div>
      {code ? (
        <details className="error-page__details">
          <summary>{tWeb('errors.rateLimited.details')}</summary>
          <p>{t('code', { code })}</p>
        </details>
      ) : null}
    </ErrorPage>
  );
}
