import type { ApiClient } from '@lantern/shared/client/http-client';
import type { RiskLevels, SubjectLeaderboard, TutorLoadList } from '@lantern/shared/contracts/analytics';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';

export type LeaderboardSort = 'score' | 'load';

/**
 * The managers' analytics: subjects by risk and tutor load for a date range (the last month
 * unless chosen), and one subject's leaderboard. Made by the analytics page, for as long as it is open.
 */
export class AnalyticsStore {
  startDate: string | null = null;
  endDate: string | null = null;
  risk: RiskLevels | null = null;
  load: TutorLoadList | null = null;
  subjectId: number | null = null;
  sort: LeaderboardSort = 'score';
  leaderboard: SubjectLeaderboard | null = null;
  private readonly numbers: OnceLoader<[RiskLevels, TutorLoadList]>;
  private readonly board: OnceLoader<SubjectLeaderboard>;

  constructor(private readonly api: ApiClient) {
    this.numbers = new OnceLoader(
      () =>
        Promise.all([
          this.api.call('analyticsRiskLevels', { query: this.range }),
          this.api.call('analyticsTutorLoad', { query: this.range }),
        ]),
      ([risk, load]) => this.takeNumbers(risk, load),
    );
    this.board = new OnceLoader(
      () =>
        this.api.call('analyticsSubjectLeaderboard', {
          params: { id: this.subjectId ?? 0 },
          query: { ...this.range, sort: this.sort },
        }),
      (board) => {
        this.leaderboard = board;
      },
    );
    makeAutoObservable<AnalyticsStore, 'api' | 'numbers' | 'board'>(
      this,
      { api: false, numbers: false, board: false },
      { autoBind: true },
    );
  }

  get state(): LoadStatus {
    return this.numbers.status;
  }

  get leaderboardState(): LoadStatus {
    return this.board.status;
  }

  private get range() {
    return {
      ...(this.startDate ? { start_date: this.startDate } : {}),
      ...(this.endDate ? { end_date: this.endDate } : {}),
    };
  }

  /** The numbers for the range shown, then the chosen subject's leaderboard. */
  async reload(): Promise<void> {
    await this.numbers.load(true);
    if (this.numbers.status === 'loaded') await this.reloadLeaderboard();
  }

  /** The chosen subject's leaderboard; the subject or order chosen last wins. */
  reloadLeaderboard(): Promise<void> {
    if (this.subjectId === null) {
      this.board.reset();
      this.leaderboard = null;
      return Promise.resolve();
    }
    return this.board.load(true);
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

  private takeNumbers(risk: RiskLevels, load: TutorLoadList): void {
    this.risk = risk;
    this.load = load;
    this.startDate = risk.range.start_date;
    this.endDate = risk.range.end_date;
    // The riskiest subject's leaderboard first: where a manager looks for tutors to move.
    if (this.subjectId === null || !risk.subjects.some((subject) => subject.subject_id === this.subjectId))
      this.subjectId = risk.subjects[0]?.subject_id ?? null;
  }
}
