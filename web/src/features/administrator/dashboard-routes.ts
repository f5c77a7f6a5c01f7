import { filtersFromSearch } from '@lantern/shared/domain/analytics/dashboard-filters';
import { openAdminDashboard } from '../../stores/admin-dashboard-store.js';
import type { RootStore } from '../../stores/root-store.js';

// Loaded by the administrator's and district manager's dashboard loader: the widgets' store stays
// off the sign-in page.

/** The widgets for the view the address names (a new address, new filters: they ask again). */
export function enterAdminDashboard(stores: RootStore, url: URL): void {
  openAdminDashboard(stores).show(filtersFromSearch(url.searchParams, Math.floor(Date.now() / 1000)));
}
