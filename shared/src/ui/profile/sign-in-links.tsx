import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SsoProvider } from '../../domain/auth/sso-providers.js';
import type { SignInLinksStore } from '../../state/sign-in-links-store.js';
import { ConfirmDialog } from '../confirm-dialog.js';
import { PendingState } from '../states.js';
import './profile.css';

/** Brand names stay as they are; a team's own account (Auth0) is described instead. */
const BRANDS: Record<SsoProvider, string | null> = {
  google: 'Google',
  clever: 'Clever',
  classlink: 'ClassLink',
  auth0: null,
};

/**
 * The person's single sign-on links: each provider configured here, linked or not, to link or
 * unlink (after a question: the provider stops signing them in).
 */
export const SignInLinks = observer(function SignInLinks({
  store,
  readOnly,
}: {
  store: SignInLinksStore;
  readOnly: boolean;
}) {
  const { t } = useTranslation('account');
  const name = (provider: SsoProvider) => BRANDS[provider] ?? t('signInLinks.team');
  const [confirming, setConfirming] = useState<SsoProvider | null>(null);
  const outcome = store.outcome;
  return (
    <section className="account-card lt-account-stack" aria-labelledby="sign-in-links-heading">
      <div className="lt-account-stack account-card__intro">
        <h2 id="sign-in-links-heading">{t('signInLinks.heading')}</h2>
        <p>{t('signInLinks.lead')}</p>
      </div>
      {store.status !== 'loaded' ? (
        <PendingState
          failed={store.status === 'error'}
          onRetry={() => void store.load(true)}
          errorTitle={t('signInLinks.loadFailed')}
        />
      ) : store.links.length === 0 ? (
        <p className="lt-hint">{t('signInLinks.none')}</p>
      ) : (
        <ul className="sign-in-links">
          {store.links.map((link) => (
            <li key={link.provider} className="sign-in-links__row">
              <span className="sign-in-links__name">{name(link.provider)}</span>
              <span className="sign-in-links__state">
                {link.linked
                  ? link.email
                    ? t('signInLinks.linked', { email: link.email })
                    : t('signInLinks.linkedNoEmail')
                  : t('signInLinks.notLinked')}
              </span>
              {readOnly ? null : (
                <button
                  type="button"
                  className="lt-button lt-button--secondary"
                  disabled={store.pending !== null}
                  onClick={() =>
                    link.linked ? setConfirming(link.provider) : void store.link(link.provider)
                  }
                >
                  {t(link.linked ? 'signInLinks.unlink' : 'signInLinks.link', {
                    provider: name(link.provider),
                  })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {outcome ? (
        <p
          className={`lt-alert lt-alert--${outcome.result === 'linked' || outcome.result === 'unlinked' ? 'success' : 'error'}`}
          role="alert"
        >
          {t(`signInLinks.outcome.${outcome.result}`, { provider: name(outcome.provider) })}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t('signInLinks.confirmHeading', { provider: confirming ? name(confirming) : '' })}
        text={t('signInLinks.confirmText', { provider: confirming ? name(confirming) : '' })}
        confirmLabel={t('signInLinks.confirm')}
        cancelLabel={t('signInLinks.cancel')}
        onConfirm={() => {
          if (confirming) void store.unlink(confirming);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
});
