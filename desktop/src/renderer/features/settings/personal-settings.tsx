import { isSsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { avatarCharactersFor } from '@lantern/shared/domain/profile/avatars';
import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { ChangeEmailForm } from '@lantern/shared/ui/account/change-email-form';
import { ChangePasswordForm } from '@lantern/shared/ui/account/change-password-form';
import { LanguageChoice } from '@lantern/shared/ui/profile/language-choice';
import { ProfileForm } from '@lantern/shared/ui/profile/profile-form';
import { SignInLinks } from '@lantern/shared/ui/profile/sign-in-links';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStores } from '../../app/stores-context.js';
import { TutorSettingsPanel } from './tutor-settings-panel.js';
import './console-settings.css';

/** True once the settings' strings (the shared `account` catalogue) are loaded. */
export function useAccountStrings(): boolean {
  const { i18n } = useTranslation('account');
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void loadNamespace(i18n, 'account').then(() => setLoaded(true)), [i18n]);
  return loaded;
}

/**
 * What every console role's settings page holds: profile (name, avatar), a tutor's own settings,
 * language, then the account (username, password, e-mail address, single sign-on); rendered once
 * `useAccountStrings` says its strings are there. Viewing as someone shows, and changes, nothing
 * of theirs: the API refuses it.
 */
export const PersonalSettings = observer(function PersonalSettings() {
  const { account, profile, signInLinks, user } = useStores();
  const { t } = useTranslation('account');

  useEffect(() => {
    void account.load(true);
    void profile.load(true);
    void signInLinks.load(true);
  }, [account, profile, signInLinks]);
  // The identity settling after a reload clears the stores (`followIdentity`): they load again.
  const idle = [account, profile, signInLinks].some((store) => store.status === 'idle');
  useEffect(() => {
    if (!idle) return;
    for (const store of [account, profile, signInLinks]) if (store.status === 'idle') void store.load();
  }, [idle, account, profile, signInLinks]);

  // The console in a browser comes back from the provider here (the desktop app's window does not).
  const [search, setSearch] = useSearchParams();
  const linked = search.get('sso_linked');
  useEffect(() => {
    if (!linked || !isSsoProvider(linked)) return;
    signInLinks.linkedOnReturn(linked);
    setSearch(
      (current) => {
        current.delete('sso_linked');
        return current;
      },
      { replace: true },
    );
  }, [linked, signInLinks, setSearch]);

  const role = user.current?.role;
  if (!role || account.status !== 'loaded' || !account.account || !profile.profile)
    return (
      <PendingState
        failed={account.status === 'error' || profile.status === 'error'}
        onRetry={() => {
          void account.load(true);
          void profile.load(true);
        }}
      />
    );
  const readOnly = user.isImpersonating;
  return (
    <div className="console-settings">
      {readOnly ? (
        <p className="lt-alert lt-alert--info" role="note">
          {t('switches.viewingAs')}
        </p>
      ) : null}
      <ProfileForm store={profile} characters={avatarCharactersFor(role)} readOnly={readOnly} />
      {role === 'tutor' ? <TutorSettingsPanel /> : null}
      <LanguageChoice
        value={user.language}
        saving={user.languageStatus === 'saving'}
        failed={user.languageStatus === 'error'}
        readOnly={readOnly}
        onChange={(chosen) => void user.changeLanguage(chosen, user.language)}
      />
      <dl className="account-card account-facts">
        <dt>{t('settings.username')}</dt>
        <dd>{account.account.username}</dd>
      </dl>
      {readOnly ? null : (
        <div className="account-forms">
          <ChangePasswordForm store={account} />
          <ChangeEmailForm store={account} />
        </div>
      )}
      <SignInLinks store={signInLinks} readOnly={readOnly} />
    </div>
  );
});
