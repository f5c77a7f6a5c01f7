import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  SchoolStudentList,
  SchoolStudentSort,
  StudentsAggregate,
} from '@lantern/shared/contracts/school-students';
import type {
  StudentAnalyticsFilters,
  StudentAnalyticsList,
} from '@lantern/shared/contracts/student-analytics';
import {
  type StudentAnalyticsView,
  studentAnalyticsQuery,
} from '@lantern/shared/domain/analytics/student-analytics-view';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { saveInBrowser } from '@lantern/shared/ui/save-file';
import { makeAutoObservable, runInAction } from 'mobx';
import { DashboardWidget } from './admin-dashboard-store.js';
import type { RootStore } from './root-store.js';
import { TeacherStudentsStore } from './teacher-students-store.js';

export function openLeaderStudents(stores: RootStore): LeaderStudentsStore {
  stores.leaderStudents ??= new LeaderStudentsStore(stores.api);
  return stores.leaderStudents;
}

const NO_STUDENTS: StudentAnalyticsList = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 } },
};

/**
 * An administrator's or district manager's students: who they reach (the district and its schools),
 * the student accounts of one school or the whole district, student analytics for the view the
 * address names with its CSV export, and a student's page with transcripts (the teacher's, widened).
 */
export class LeaderStudentsStore {
  readonly reach: DashboardWidget<StudentAnalyticsFilters>;
  readonly analytics: DashboardWidget<StudentAnalyticsList>;
  readonly aggregate: DashboardWidget<StudentsAggregate>;
  readonly roster: PagedRead<SchoolStudentList>;
  readonly records: TeacherStudentsStore;
  view: StudentAnalyticsView | null = null;
  exporting: 'idle' | 'exporting' | 'failed' = 'idle';
  /** The roster: one school (an administrator's choice; every school of the district for its manager when none). */
  schoolId: number | null = null;
  search = '';
  sort: SchoolStudentSort = 'name';
  direction: 'asc' | 'desc' = 'asc';
  expired = false;
  /** District managers list the whole district; an administrator one school at a time. */
  mayListDistrict = false;

  constructor(private readonly api: ApiClient) {
    this.reach = new DashboardWidget(() => this.api.call('studentAnalyticsFilters'));
    this.analytics = new DashboardWidget(async () => {
      const district = await this.district();
      if (!district || !this.view) return NO_STUDENTS;
      return this.api.call('studentAnalytics', {
        params: { id: district },
        query: studentAnalyticsQuery(this.view),
      });
    });
    this.aggregate = new DashboardWidget(async () => {
      const target = await this.rosterTarget();
      if (target.school) return this.api.call('schoolStudentsAggregate', { params: { id: target.school } });
      return this.api.call('districtStudentsAggregate', { params: { id: target.district! } });
    });
    this.roster = new PagedRead(async (page) => {
      const target = await this.rosterTarget();
      const query = {
        page,
        sort: this.sort,
        orderBy: this.direction,
        expired: this.expired ? ('true' as const) : ('false' as const),
        ...(this.search.trim() ? { search: this.search.trim() } : {}),
      };
      if (target.school) return this.api.call('schoolStudents', { params: { id: target.school }, query });
      return this.api.call('districtStudents', { params: { id: target.district! }, query });
    });
    this.records = new TeacherStudentsStore(api, 'leader');
    makeAutoObservable<LeaderStudentsStore, 'api'>(
      this,
      { api: false, reach: false, analytics: false, aggregate: false, roster: false, records: false },
      { autoBind: true },
    );
  }

  get schools(): StudentAnalyticsFilters['schools'] {
    return this.reach.value?.schools ?? [];
  }

  /** The district the caller's tables are for (an administrator's schools' district). */
  private async district(): Promise<number | null> {
    await this.reach.loader.load();
    return this.reach.value?.district?.id ?? null;
  }

  /**
   * The roster's school, or the whole district: a district manager starts with the district, an
   * administrator (who may not list a district) with their first school.
   */
  private async rosterTarget(): Promise<{ school: number | null; district: number | null }> {
    await this.reach.loader.load();
    const reach = this.reach.value;
    if (this.schoolId !== null) return { school: this.schoolId, district: null };
    if (reach?.district && this.mayListDistrict) return { school: null, district: reach.district.id };
    const first = reach?.schools[0]?.id;
    if (first === undefined) throw new Error('No school to list');
    return { school: first, district: null };
  }

  /** The roster as it was left, asked for again; `districtWide`: whether this role may list a district. */
  openRoster(districtWide: boolean): void {
    this.mayListDistrict = districtWide;
    void this.reach.loader.load();
    this.roster.open();
    void this.aggregate.loader.load(true);
  }

  chooseSchool(schoolId: number | null): void {
    this.schoolId = schoolId;
    void this.roster.load(1);
    void this.aggregate.loader.load(true);
  }

  setSearch(search: string): void {
    this.search = search;
    void this.roster.load(1);
  }

  showExpired(expired: boolean): void {
    this.expired = expired;
    void this.roster.load(1);
  }

  sortRoster(sort: SchoolStudentSort): void {
    if (this.sort === sort) this.direction = this.direction === 'asc' ? 'desc' : 'asc';
    else {
      this.sort = sort;
      this.direction = sort === 'created_at' ? 'desc' : 'asc';
    }
    void this.roster.load(1);
  }

  /** The analytics for the view an address names: asked again when the view changed or failed. */
  showAnalytics(view: StudentAnalyticsView): void {
    void this.reach.loader.load();
    const same = this.view && JSON.stringify(this.view) === JSON.stringify(view);
    if (same && this.analytics.status !== 'error') return;
    this.view = view;
    void this.analytics.loader.load(true);
  }

  /** Every page of the view's table as a CSV file, streamed by the API and saved the way a browser saves a file. */
  async exportCsv(): Promise<void> {
    const view = this.view;
    if (!view || this.exporting === 'exporting') return;
    this.exporting = 'exporting';
    try {
      const district = await this.district();
      if (!district) throw new Error('No district');
      const { page: _page, ...query } = studentAnalyticsQuery(view);
      const file = await this.api.download('studentAnalyticsCsv', { params: { id: district }, query });
      saveInBrowser(file.blob, file.name ?? `lantern-students-${view.start_date}-${view.end_date}.csv`);
      runInAction(() => (this.exporting = 'idle'));
    } catch {
      runInAction(() => (this.exporting = 'failed'));
    }
  }

  clear(): void {
    for (const widget of [this.reach, this.analytics, this.aggregate]) {
      widget.loader.reset();
      widget.value = null;
    }
    this.roster.clear();
    this.records.clear();
    this.view = null;
    this.exporting = 'idle';
    this.schoolId = null;
    this.search = '';
    this.sort = 'name';
    this.direction = 'asc';
    this.expired = false;
  }
}
