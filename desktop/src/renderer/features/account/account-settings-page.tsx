import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { ChangeEmailForm } from '@lantern/shared/ui/account/change-email-form';
import { ChangePasswordForm } from '@lantern/shared/ui/account/change-password-form';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.js';
import { useStores } from '../../app/stores-context.js';

/**
 * `/{tutor|tutor-manager}/settings`, its account part: the username, a new password (with the
 * current one) and a new e-mail address (confirmed from its link), as on the web. Its strings are
 * the shared `account` catalogue, loaded with the page.
 */
export const AccountSettingsPage = observer(function AccountSettingsPage() {
  const { account, user } = useStores();
  const { t, i18n } = useTranslation('account');
  const [strings, setStrings] = useState(false);
  usePageTitle(t('settings.title'));

  useEffect(() => {
    void account.load(true);
    void loadNamespace(i18n, 'account').then(() => setStrings(true));
  }, [account, i18n]);

  if (!strings || account.status !== 'loaded' || !account.account)
    return (
      <div className="console-page">
        <PendingState failed={account.status === 'error'} onRetry={() => void account.load(true)} />
      </div>
    );
  return (
    <div className="console-page">
      <PageHeader title={t('settings.heading')} />
      <dl className="account-card account-facts">
        <dt>{t('settings.username')}</dt>
        <dd>{account.account.username}</dd>
      </dl>
      {user.isImpersonating ? (
        <p className="lt-alert lt-alert--info" role="note">
          {t('settings.viewingAs')}
        </p>
      ) : (
        <div className="account-forms">
          <ChangePasswordForm store={account} />
          <ChangeEmailForm store={account} />
        </div>
      )}
    </div>
  );
});
