import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { getI18n } from 'react-i18next';
import { openRecognitions } from '../../stores/recognitions-store.js';
import type { RootStore } from '../../stores/root-store.js';

// Loaded lazily by the student dashboard's loader: the recognitions' store and strings (in the
// classroom catalogue, with the sessions they come from) stay off the sign-in page.

/** Before the student dashboard renders: its recognitions start loading, with their strings. */
export async function enterRecognitions(stores: RootStore): Promise<void> {
  openRecognitions(stores);
  await loadNamespace(getI18n(), 'classroom');
}
