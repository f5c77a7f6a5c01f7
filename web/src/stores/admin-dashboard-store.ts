import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  DashboardFilterData,
  QuickStats,
  SessionsAndTopics,
  TotalUsage,
  UsageBySchool,
} from '@lantern/shared/contracts/admin-dashboard';
import type { Reach } from '@lantern/shared/contracts/admin-reach';
import type { StudentGroupFilters } from '@lantern/shared/contracts/student-groups';
import { type DashboardFilters, dashboardQuery } from '@lantern/shared/domain/analytics/dashboard-filters';
import { OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.js';

export function openAdminDashboard(stores: RootStore): AdminDashboardStore {
  stores.adminDashboard ??= new AdminDashboardStore(stores.api);
  return stores.adminDashboard;
}

/** One widget's answer and where asking for it stands: each widget loads, fails and retries on its own. */
export class DashboardWidget<T> {
  value: T | null = null;
  readonly loader: OnceLoader<T>;

  constructor(fetch: () => Promise<T>) {
    this.loader = new OnceLoader(fetch, (value) => {
      this.value = value;
    });
    makeAutoObservable(this, { loader: false });
  }

  get status() {
    return this.loader.status;
  }

  retry(): void {
    void this.loader.load(true);
  }
}

/**
 * The administrator's and district manager's dashboard: the filter choices, and the widgets
 * for the filters the page's address names.
 */
export class AdminDashboardStore {
  filters: DashboardFilters | null = null;
  readonly filterData: DashboardWidget<DashboardFilterData>;
  /** The viewer's own student groups, offered as a filter. */
  readonly groups: DashboardWidget<StudentGroupFilters>;
  readonly quickStats: DashboardWidget<QuickStats>;
  readonly totalUsage: DashboardWidget<TotalUsage>;
  readonly usageBySchool: DashboardWidget<UsageBySchool>;
  readonly sessionsAndTopics: DashboardWidget<SessionsAndTopics>;
  readonly reach: DashboardWidget<Reach>;

  constructor(private readonly api: ApiClient) {
    const query = () => ({ query: dashboardQuery(this.filters!) });
    this.filterData = new DashboardWidget(() => this.api.call('dashboardFilterData'));
    this.groups = new DashboardWidget(() => this.api.call('studentGroupFilters'));
    this.quickStats = new DashboardWidget(() => this.api.call('dashboardQuickStats', query()));
    this.totalUsage = new DashboardWidget(() => this.api.call('dashboardTotalUsage', query()));
    this.usageBySchool = new DashboardWidget(() => this.api.call('dashboardUsageBySchool', query()));
    this.sessionsAndTopics = new DashboardWidget(() => this.api.call('dashboardSessionsAndTopics', query()));
    this.reach = new DashboardWidget(() => this.api.call('dashboardReach', query()));
    makeAutoObservable<AdminDashboardStore, 'api'>(this, {
      api: false,
      filterData: false,
      groups: false,
      quickStats: false,
      totalUsage: false,
      usageBySchool: false,
      sessionsAndTopics: false,
      reach: false,
    });
  }

  get widgets() {
    return [
      this.quickStats,
      this.totalUsage,
      this.usageBySchool,
      this.sessionsAndTopics,
      this.reach,
    ] as const;
  }

  /** The view an address names: the widgets ask again only when the filters changed. */
  show(filters: DashboardFilters): void {
    void this.filterData.loader.load();
    // Asked again each time: a group may have been made or filled on the groups page since.
    void this.groups.loader.load(true);
    const same = this.filters && JSON.stringify(this.filters) === JSON.stringify(filters);
    if (same && this.widgets.every((widget) => widget.status !== 'error')) return;
    this.filters = filters;
    for (const widget of this.widgets) void widget.loader.load(true);
  }

  clear(): void {
    this.filters = null;
    for (const widget of [this.filterData, this.groups, ...this.widgets]) {
      widget.loader.reset();
      widget.value = null;
    }
  }
}
