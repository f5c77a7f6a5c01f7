import type { ApiClient } from '@lantern/shared/client/http-client';
import type { RiskLevels, SubjectLeaderboard, TutorLoadList } from '@lantern/shared/contracts/analytics';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';

export type LeaderboardSort = 'score' | 'load';

/**
 * The managers' analytics: subjects by risk and tutor load for a date range (the last month
 * unless chosen), and one subject's leaderboard. Made by the analytics page, for as long as it is open.
 */
export class AnalyticsStore {
  startDate: string | null = null;
  endDate: string | null = null;
  state: LoadState = 'idle';
  risk: RiskLevels | null = null;
  load: TutorLoadList | null = null;
  subjectId: number | null = null;
  sort: LeaderboardSort = 'score';
  leaderboard: SubjectLeaderboard | null = null;
  leaderboardState: LoadState = 'idle';

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<AnalyticsStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  private get range() {
    return {
      ...(this.startDate ? { start_date: this.startDate } : {}),
      ...(this.endDate ? { end_date: this.endDate } : {}),
    };
  }

  async reload(): Promise<void> {
    this.state = 'loading';
    try {
      const [risk, load] = await Promise.all([
        this.api.call('analyticsRiskLevels', { query: this.range }),
        this.api.call('analyticsTutorLoad', { query: this.range }),
      ]);
      runInAction(() => {
        this.risk = risk;
        this.load = load;
        this.startDate = risk.range.start_date;
        this.endDate = risk.range.end_date;
        this.state = 'loaded';
        // The riskiest subject's leaderboard first: where a manager looks for tutors to move.
        if (
          this.subjectId === null ||
          !risk.subjects.some((subject) => subject.subject_id === this.subjectId)
        )
          this.subjectId = risk.subjects[0]?.subject_id ?? null;
      });
      await this.reloadLeaderboard();
    } catch {
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  async reloadLeaderboard(): Promise<void> {
    const subjectId = this.subjectId;
    if (subjectId === null) {
      this.leaderboard = null;
      return;
    }
    this.leaderboardState = 'loading';
    try {
      const board = await this.api.call('analyticsSubjectLeaderboard', {
        params: { id: subjectId },
        query: { ...this.range, sort: this.sort },
      });
      runInAction(() => {
        if (this.subjectId !== subjectId) return;
        this.leaderboard = board;
        this.leaderboardState = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.leaderboardState = 'error';
      });
    }
  }

  setRange(startDate: string, endDate: string): void {
    if (!startDate || !endDate || startDate > endDate) return;
    this.startDate = startDate;
    this.endDate = endDate;
    void this.reload();
  }

  chooseSubject(subjectId: number): void {
    this.subjectId = subjectId;
    void this.reloadLeaderboard();
  }

  chooseSort(sort: LeaderboardSort): void {
    this.sort = sort;
    void this.reloadLeaderboard();
  }
}
