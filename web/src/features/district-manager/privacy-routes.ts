import { PrivacyStore } from '@lantern/shared/state/privacy-store';
import type { RootStore } from '../../stores/root-store.js';

// Loaded by the privacy page's loader: its store stays off the sign-in page.

/** The district manager's own district opens with its schools, from the home they already read. */
export async function enterPrivacy(stores: RootStore): Promise<void> {
  stores.privacy ??= new PrivacyStore(stores.api);
  await stores.home.load();
  const home = stores.home.of('district-manager');
  if (!home?.district) return;
  stores.privacy.setSchools(home.schools);
  stores.privacy.openDistrict(home.district.id);
}
