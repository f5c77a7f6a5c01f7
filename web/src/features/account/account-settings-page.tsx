import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ChangeEmailForm } from '@lantern/shared/ui/account/change-email-form';
import { ChangePasswordForm } from '@lantern/shared/ui/account/change-password-form';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context.js';
import '../../app/pages.css';

/**
 * `/{role}/settings`, its account part for every role: the username, a new password (with the
 * current one), a new e-mail address (confirmed from its link). Viewing as someone shows neither
 * form: the API refuses both.
 */
function AccountSettingsPage() {
  const { account, user } = useStores();
  const store = account!;
  const { t } = useTranslation('account');
  usePageTitle(t('settings.title'));

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('settings.heading')}</h1>
        <p className="page-header__lead">{t('settings.lead')}</p>
      </header>
      {store.status !== 'loaded' || !store.account ? (
        <PendingState
          failed={store.status === 'error'}
          onRetry={() => void store.load(true)}
          errorTitle={t('settings.loadFailed')}
        />
      ) : (
        <>
          <dl className="account-card account-facts">
            <dt>{t('settings.username')}</dt>
            <dd>{store.account.username}</dd>
          </dl>
          {user.isImpersonating ? (
            <p className="lt-alert lt-alert--info" role="note">
              {t('settings.viewingAs')}
            </p>
          ) : (
            <div className="account-forms">
              <ChangePasswordForm store={store} />
              <ChangeEmailForm store={store} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

export default observer(AccountSettingsPage);
