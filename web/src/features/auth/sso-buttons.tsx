import { isSsoProvider, type SsoProvider, ssoStartPath } from '@lantern/shared/domain/auth/sso-providers';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStores } from '../../stores/stores-context.js';

/** Brand names stay as they are; a team's own account (Auth0) is described instead. */
const BRANDS: Record<SsoProvider, string> = {
  google: 'Google',
  clever: 'Clever',
  classlink: 'ClassLink',
  auth0: '',
};

export function ssoProviderName(provider: SsoProvider, t: TFunction<'web'>): string {
  return BRANDS[provider] || t('auth.sso.team');
}

/**
 * "School or sports-team single sign-on": a plain link per provider the school allows, which the
 * API turns into the provider's sign-in. A sign-in that could not start comes back here saying so.
 */
function SsoButtonsView({ district, school }: { district?: string; school?: string }) {
  const { sso } = useStores();
  const { t } = useTranslation('web');
  const failed = useSearchParams()[0].get('sso_failed');
  useEffect(() => void sso.load(district, school), [sso, district, school]);

  if (sso.providers.length === 0) return null;
  return (
    <nav className="sso" aria-labelledby="sso-heading">
      <h2 id="sso-heading" className="sso__heading">
        {t('auth.sso.heading')}
      </h2>
      {isSsoProvider(failed) ? (
        <p className="lt-alert lt-alert--warning" role="alert">
          {t('auth.sso.failed', { name: ssoProviderName(failed, t) })}
        </p>
      ) : null}
      {sso.providers.map((provider) => (
        <a
          key={provider}
          className="lt-button lt-button--secondary lt-button--block"
          href={ssoStartPath(provider)}
        >
          {t('auth.sso.continue', { name: ssoProviderName(provider, t) })}
        </a>
      ))}
    </nav>
  );
}

export const SsoButtons = observer(SsoButtonsView);
