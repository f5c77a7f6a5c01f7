import type { ServiceSummary } from '@lantern/shared/contracts/service';
import { REVIEW_TURNAROUND_HOURS } from '@lantern/shared/domain/constants';
import {
  ESSAY_AT_RISK_SECONDS_LEFT,
  ESSAY_CRITICAL_SECONDS_LEFT,
} from '@lantern/shared/domain/essays/essay-risk';
import { latestEssayReviewEta } from '@lantern/shared/domain/service/essay-review-eta';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { ServiceSummaryRepository } from './service-summary.repository.js';

/** The window the summary's "what happened" counts cover. */
export const SUMMARY_WINDOW_SECONDS = 24 * 3600;

/** GET /service/summary: how the service stands now, for platform managers. */
@Injectable()
export class ServiceSummaryService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ServiceSummaryRepository) private readonly counts: ServiceSummaryRepository,
  ) {}

  async summary(): Promise<ServiceSummary> {
    const at = this.clock.now();
    const window = { now: new Date(at * 1000), since: new Date((at - SUMMARY_WINDOW_SECONDS) * 1000) };
    const [essays, sessions, reviewersAtWork] = await Promise.all([
      this.counts.essays(window, ESSAY_CRITICAL_SECONDS_LEFT, ESSAY_AT_RISK_SECONDS_LEFT),
      this.counts.sessions(window),
      this.counts.reviewersAtWork(window.now),
    ]);
    return {
      current_late_essays: essays.late,
      critical_essays: essays.critical,
      at_risk_essays: essays.atRisk,
      queued_essays: essays.queued,
      new_essays: essays.created,
      in_progress_essays: essays.inProgress,
      reviewed_essays: essays.reviewed,
      reviewed_late_essays: essays.reviewedLate,
      missed_students: sessions.missedIds.length,
      missed_session_ids: sessions.missedIds,
      ongoing_sessions: sessions.ongoing,
      total_sessions: sessions.total,
      latest_essay_review_eta: latestEssayReviewEta({
        now: at,
        queued: essays.queued,
        reviewersAtWork,
        averageReviewSeconds: essays.averageReviewSeconds,
      }),
      thresholds: {
        turnaround_hours: REVIEW_TURNAROUND_HOURS,
        critical_seconds_left: ESSAY_CRITICAL_SECONDS_LEFT,
        at_risk_seconds_left: ESSAY_AT_RISK_SECONDS_LEFT,
      },
      since: at - SUMMARY_WINDOW_SECONDS,
      at,
    };
  }
}
