import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { getI18n } from 'react-i18next';
import { openAccountCompletion } from '../../stores/account-completion-store.js';
import { openOnboarding } from '../../stores/onboarding-store.js';
import { openSectionRoster } from '../../stores/section-roster-store.js';
import type { RootStore } from '../../stores/root-store.js';

// Loaded by the loaders of onboarding, the account steps a student completes first and staff's
// section lists: their stores and strings stay off the sign-in page.

/** Onboarding asks the server what was saved before (a reload mid-way) as it opens. */
export async function enterOnboarding(stores: RootStore): Promise<void> {
  openOnboarding(stores);
  await loadNamespace(getI18n(), 'onboarding');
}

export async function enterAccountCompletion(stores: RootStore, withGrades: boolean): Promise<void> {
  const store = openAccountCompletion(stores);
  if (withGrades) void store.loadGrades();
  await loadNamespace(getI18n(), 'onboarding');
}

export async function enterSectionRoster(stores: RootStore, sectionId: number): Promise<void> {
  void openSectionRoster(stores).load(sectionId, true);
  await loadNamespace(getI18n(), 'onboarding');
}
