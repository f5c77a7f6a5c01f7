import type {
  AnalyticsRangeQuery,
  LeaderboardRow,
  RiskLevels,
  SubjectLeaderboard,
  SubjectLeaderboardQuery,
  TutorLoadList,
} from '@lantern/shared/contracts/analytics';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  analyticsRange,
  SUBJECT_RISK_THRESHOLDS,
  subjectRiskLevel,
  subjectRiskScore,
  subjectScore,
} from '@lantern/shared/domain/service-analytics/subject-risk';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { AnalyticsRepository } from './analytics.repository.js';

const byName = (a: { last_name: string; first_name: string }, b: { last_name: string; first_name: string }) =>
  a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name);

@Injectable()
export class AnalyticsService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AnalyticsRepository) private readonly repository: AnalyticsRepository,
  ) {}

  private range(query: AnalyticsRangeQuery) {
    const range = analyticsRange(this.clock.now(), query);
    if (range.start_date > range.end_date)
      throw new ValidationFailed([
        {
          field: 'start_date',
          rule: 'not_after_end_date',
          message: 'start_date: must not be after end_date',
        },
      ]);
    return range;
  }

  async riskLevels(query: AnalyticsRangeQuery): Promise<RiskLevels> {
    const range = this.range(query);
    const rows = await this.repository.subjectRequests(range);
    const subjects = rows
      .map((row) => ({ ...row, score: subjectRiskScore(row), level: subjectRiskLevel(row) }))
      .sort(
        (a, b) =>
          b.score - a.score || b.sessions - a.sessions || a.subject_name.localeCompare(b.subject_name),
      );
    const counts = { low: 0, moderate: 0, high: 0 };
    for (const subject of subjects) counts[subject.level] += 1;
    return { range, thresholds: { ...SUBJECT_RISK_THRESHOLDS }, counts, subjects };
  }

  async tutorLoad(query: AnalyticsRangeQuery): Promise<TutorLoadList> {
    const range = this.range(query);
    const rows = await this.repository.tutorLoad(range);
    return {
      range,
      tutors: rows.map(({ rated, learned, ...row }) => ({
        ...row,
        learned_share: rated === 0 ? null : Math.round((learned / rated) * 1000) / 10,
      })),
    };
  }

  async subjectLeaderboard(subjectId: number, query: SubjectLeaderboardQuery): Promise<SubjectLeaderboard> {
    const range = this.range(query);
    const name = await this.repository.subjectName(subjectId);
    if (name === null) throw new AppError(404, ErrorCode.notFound, `No subject ${subjectId}`);
    const rows = await this.repository.subjectTutors(subjectId, range, query.special_requirements);
    const scored = rows.map((row) => ({
      user_id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      subject_score: subjectScore(row.ended, row.learned),
      total_sessions_load: row.total_sessions_load,
    }));
    const key = query.sort === 'load' ? 'total_sessions_load' : 'subject_score';
    const other = query.sort === 'load' ? 'subject_score' : 'total_sessions_load';
    scored.sort((a, b) => b[key] - a[key] || b[other] - a[other] || byName(a, b));
    const tutors: LeaderboardRow[] = scored
      .slice(0, query.limit)
      .map((row, index) => ({ rank: index + 1, ...row }));
    return { range, subject: { id: subjectId, name }, tutors };
  }
}
