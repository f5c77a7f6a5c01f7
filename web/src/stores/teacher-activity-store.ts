import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { NeverUsedList, TeacherActivity } from '@lantern/shared/contracts/teacher-activity';
import { type AnalyticsRange, analyticsRange } from '@lantern/shared/domain/service-analytics/subject-risk';
import { OnceLoader, type LoadStatus } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export function openTeacherActivity(stores: RootStore): TeacherActivityStore {
  stores.teacherActivity ??= new TeacherActivityStore(stores.api);
  return stores.teacherActivity;
}

/** Where one student's nudge stands on this screen. */
export type NudgeState = 'sending' | 'sent' | 'too_soon' | 'unreachable' | 'failed';

/**
 * Whether the teacher's students use Lantern: their sessions and essays over a range (the spec's
 * default, the last month), and the students who never did, each of whom the teacher may invite
 * by e-mail once a week.
 */
export class TeacherActivityStore {
  range: AnalyticsRange = analyticsRange(Math.floor(Date.now() / 1000), {});
  activity: TeacherActivity | null = null;
  neverUsed: NeverUsedList | null = null;
  readonly nudges = observable.map<number, NudgeState>();
  private readonly usageLoader: OnceLoader<TeacherActivity>;
  private readonly neverUsedLoader: OnceLoader<NeverUsedList>;

  constructor(private readonly api: ApiClient) {
    this.usageLoader = new OnceLoader(
      () => this.api.call('teacherActivity', { query: { ...this.range } }),
      (activity) => (this.activity = activity),
    );
    this.neverUsedLoader = new OnceLoader(
      () => this.api.call('teacherNeverUsed'),
      (list) => (this.neverUsed = list),
    );
    makeAutoObservable<TeacherActivityStore, 'api' | 'usageLoader' | 'neverUsedLoader'>(
      this,
      { api: false, usageLoader: false, neverUsedLoader: false, nudges: false },
      { autoBind: true },
    );
  }

  get usageStatus(): LoadStatus {
    return this.usageLoader.status;
  }

  get neverUsedStatus(): LoadStatus {
    return this.neverUsedLoader.status;
  }

  loadUsage(force = false): Promise<void> {
    return this.usageLoader.load(force);
  }

  loadNeverUsed(force = false): Promise<void> {
    return this.neverUsedLoader.load(force);
  }

  /** A new range asks again; one that ends before it starts waits for the other end to be fixed. */
  setRange(range: AnalyticsRange): void {
    this.range = range;
    if (range.start_date && range.end_date && range.start_date <= range.end_date) void this.loadUsage(true);
  }

  async nudge(studentId: number): Promise<void> {
    if (this.nudges.get(studentId) === 'sending') return;
    this.nudges.set(studentId, 'sending');
    try {
      const sent = await this.api.call('nudgeStudent', { params: { id: studentId } });
      runInAction(() => {
        this.nudges.set(studentId, 'sent');
        const row = this.neverUsed?.data.find((student) => student.id === studentId);
        if (row) Object.assign(row, { nudged_at: sent.nudged_at, next_nudge_at: sent.next_nudge_at });
      });
    } catch (error) {
      const state: NudgeState =
        error instanceof ApiError && error.status === 409
          ? 'too_soon'
          : error instanceof ApiError && error.status === 422
            ? 'unreachable'
            : 'failed';
      runInAction(() => this.nudges.set(studentId, state));
      // Refused as too soon or as already used: the list shows where things stand now.
      if (state === 'too_soon') void this.loadNeverUsed(true);
    }
  }

  clear(): void {
    this.usageLoader.reset();
    this.neverUsedLoader.reset();
    this.activity = null;
    this.neverUsed = null;
    this.nudges.clear();
    this.range = analyticsRange(Math.floor(Date.now() / 1000), {});
  }
}
