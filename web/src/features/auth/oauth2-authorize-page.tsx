import type { OAuth2AuthorizeQuery } from '@lantern/shared/contracts/oauth2';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../app/router-link.js';
import { useStores } from '../../stores/stores-context.js';
import './auth.css';

/**
 * `/login/oauth2/authorize`: a registered application (the browser extension) asks to use the
 * signed-in person's account. Allowing sends the request to the API, which checks the client and
 * its exact redirect URI; only then does the browser go there. Declining never follows a URI the
 * API has not checked: it goes home.
 */
function OAuth2AuthorizePage() {
  const { t } = useTranslation('sso');
  const { oauth2, user, env } = useStores();
  const [params] = useSearchParams();
  usePageTitle(t('authorize.title'));
  if (!oauth2) return null;
  const query = Object.fromEntries(params) as unknown as OAuth2AuthorizeQuery;
  const allow = async () => {
    const target = await oauth2.approve(query);
    if (target) env.assign(target);
  };
  return (
    <section className="auth-card" aria-labelledby="authorize-title">
      <div className="auth-card__intro">
        <h1 id="authorize-title">{t('authorize.heading')}</h1>
        <p>{t('authorize.lead', { name: user.current?.first_name ?? '' })}</p>
      </div>
      {oauth2.problem ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t(`authorize.${oauth2.problem}`)}
        </p>
      ) : null}
      <div className="stack">
        <button
          type="button"
          className="lt-button lt-button--primary lt-button--large lt-button--block"
          disabled={oauth2.approving}
          onClick={() => void allow()}
        >
          {t('authorize.allow')}
        </button>
        <RouterLink className="lt-button lt-button--secondary lt-button--block" href="/">
          {t('authorize.decline')}
        </RouterLink>
      </div>
    </section>
  );
}

export default observer(OAuth2AuthorizePage);
