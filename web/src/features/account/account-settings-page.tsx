import { isSsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { avatarCharactersFor } from '@lantern/shared/domain/profile/avatars';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ProfileForm } from '@lantern/shared/ui/profile/profile-form';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import { AccountSection } from './account-section.js';
import { Language, StudentSettings } from './student-settings.js';
import './settings.css';
import '../../app/pages.css';

/**
 * `/{role}/settings`: a student's in the spec's tabs; another role's on one page: profile (name,
 * avatar), language, then the account (password, e-mail address, single sign-on).
 */
function AccountSettingsPage() {
  const { account, profile, signInLinks, user } = useStores();
  const { t } = useTranslation('account');
  usePageTitle(t('settings.title'));
  // A new identity settling after the loader ran (a reload) clears the stores: they load again.
  const idle = [account, profile, signInLinks].some((store) => store?.status === 'idle');
  useEffect(() => {
    if (!idle) return;
    for (const store of [account, profile, signInLinks]) if (store?.status === 'idle') void store.load();
  }, [idle, account, profile, signInLinks]);
  // Back from the provider after linking it: said once, and the address loses the marker.
  const [search, setSearch] = useSearchParams();
  const linked = search.get('sso_linked');
  useEffect(() => {
    if (!linked || !isSsoProvider(linked)) return;
    signInLinks?.linkedOnReturn(linked);
    setSearch(
      (current) => {
        current.delete('sso_linked');
        return current;
      },
      { replace: true },
    );
  }, [linked, signInLinks, setSearch]);
  const role = user.current?.role;
  const loaded = account?.status === 'loaded' && profile?.status === 'loaded' && profile.profile !== null;
  const failed = account?.status === 'error' || profile?.status === 'error';

  return (
    <div className="page settings-page">
      <header className="page-header">
        <h1>{t('settings.heading')}</h1>
      </header>
      {user.isImpersonating ? (
        <p className="lt-alert lt-alert--info" role="note">
          {t('switches.viewingAs')}
        </p>
      ) : null}
      {!loaded || !role ? (
        <PendingState
          failed={failed}
          onRetry={() => {
            void account?.load(true);
            void profile?.load(true);
          }}
          errorTitle={t('profile.loadFailed')}
        />
      ) : role === 'student' ? (
        <StudentSettings />
      ) : (
        <div className="settings-stack">
          <ProfileForm
            store={profile!}
            characters={avatarCharactersFor(role)}
            readOnly={user.isImpersonating}
          />
          <Language />
          <AccountSection />
        </div>
      )}
    </div>
  );
}

export default observer(AccountSettingsPage);
