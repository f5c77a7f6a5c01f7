import { ChangeEmailForm } from '@lantern/shared/ui/account/change-email-form';
import { ChangePasswordForm } from '@lantern/shared/ui/account/change-password-form';
import { SignInLinks } from '@lantern/shared/ui/profile/sign-in-links';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context.js';

/**
 * The account part of every role's settings: the username, a new password (with the current one),
 * a new e-mail address (confirmed from its link) and single sign-on links. Viewing as someone shows
 * no form: the API refuses them all.
 */
export const AccountSection = observer(function AccountSection() {
  const { account, signInLinks, user } = useStores();
  const { t } = useTranslation('account');
  const store = account!;
  return (
    <>
      <dl className="account-card account-facts">
        <dt>{t('settings.username')}</dt>
        <dd>{store.account?.username}</dd>
      </dl>
      {/* Viewing as someone: the page says why their password and e-mail forms are not here. */}
      {user.isImpersonating ? null : (
        <div className="account-forms">
          <ChangePasswordForm store={store} />
          <ChangeEmailForm store={store} />
        </div>
      )}
      <SignInLinks store={signInLinks!} readOnly={user.isImpersonating} />
    </>
  );
});
