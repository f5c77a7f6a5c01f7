import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { AccountStore } from '@lantern/shared/state/account-store';
import { ProfileStore } from '@lantern/shared/state/profile-store';
import { SignInLinksStore } from '@lantern/shared/state/sign-in-links-store';
import { getI18n } from 'react-i18next';
import type { RootStore } from '../../stores/root-store.js';

// Loaded by the loaders of the pages about passwords and e-mail addresses (trouble signing in, the
// reset and confirmation links, settings): their store and strings stay off the sign-in page.

/** Before such a page renders: the account store exists and its strings are loaded. */
export async function enterAccount(stores: RootStore): Promise<AccountStore> {
  stores.account ??= new AccountStore(stores.api);
  await loadNamespace(getI18n(), 'account');
  return stores.account;
}

/** Settings: the account, the profile and the single sign-on links load with the page. */
export async function enterAccountSettings(stores: RootStore): Promise<void> {
  void (await enterAccount(stores)).load(true);
  stores.profile ??= new ProfileStore(stores.api);
  stores.signInLinks ??= new SignInLinksStore(stores.api, (url) => stores.env.assign(url));
  void stores.profile.load(true);
  void stores.signInLinks.load(true);
}

/** A password link: whether it still works is asked before the page shows. */
export async function enterPasswordLink(stores: RootStore, token: string): Promise<void> {
  void (await enterAccount(stores)).checkLink(token);
}

/** A confirmation link confirms on arrival, once per visit (the loader runs once, unlike an effect). */
export async function enterEmailConfirmation(
  stores: RootStore,
  token: string,
  newEmail: string,
): Promise<void> {
  void (await enterAccount(stores)).confirmEmail(token, newEmail);
}
