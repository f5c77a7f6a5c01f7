import { PrivacyStore } from '@lantern/shared/state/privacy-store';
import type { RootStore } from '../../stores/root-store.js';

// Loaded by the privacy page's loader: its store stays off the sign-in page.

/**
 * The district manager's own district opens with its schools, from the home they already read; a
 * link may name a student (`?student=<Lantern id>`), who opens with it.
 */
export async function enterPrivacy(stores: RootStore, url: URL): Promise<void> {
  stores.privacy ??= new PrivacyStore(stores.api);
  await stores.home.load();
  const home = stores.home.of('district-manager');
  if (!home?.district) return;
  stores.privacy.setSchools(home.schools);
  stores.privacy.openDistrict(home.district.id);
  const student = Number(url.searchParams.get('student'));
  if (Number.isInteger(student) && student > 0) stores.privacy.openStudent(student);
}
