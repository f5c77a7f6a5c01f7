import {
  type EssayTutor,
  type LiveTutor,
  type LiveTutorState,
  type ServiceTutors,
  type TutorManagerRow,
  UPCOMING_TUTORS_WINDOW_SECONDS,
  type UpcomingTutor,
} from '@lantern/shared/contracts/service-tutors';
import { DEFAULT_MAX_CONCURRENT_SESSIONS } from '@lantern/shared/domain/live-help/tutor-routing';
import { LOCKOUT_AFTER_START_SECONDS, SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { SUMMARY_WINDOW_SECONDS } from './service-summary.service.js';
import {
  type LiveSessionRecord,
  ServiceTutorsRepository,
  type SubjectScoreRecord,
} from './service-tutors.repository.js';

const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);
const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

function liveState(stateId: number): LiveTutorState {
  switch (stateId) {
    case SHIFT_STATE_IDS.IN_TRANSITION:
      return 'in_transition';
    case SHIFT_STATE_IDS.ON_HOLD_FOR_NEW_ACTIVITY:
      return 'on_hold';
    case SHIFT_STATE_IDS.BIO_BREAK_ACTIVE:
    case SHIFT_STATE_IDS.BIO_BREAK_LATE:
      return 'bio_break';
    default:
      return 'working';
  }
}

/**
 * The services summary's people: who is punched in (state and load), who starts soon or is late,
 * who reviews essays now, and the platform managers. GET one list at a time, or all four for the
 * live push.
 */
@Injectable()
export class ServiceTutorsService {
  constructor(
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ServiceTutorsRepository) private readonly lists: ServiceTutorsRepository,
  ) {}

  async live(): Promise<LiveTutor[]> {
    const at = this.clock.now();
    const now = new Date(at * 1000);
    const rows = await this.lists.live(now);
    const tutorIds = rows.map((row) => row.user_id);
    const [scores, sessions] = await Promise.all([
      this.lists.subjectScores(tutorIds, new Date((at - SUMMARY_WINDOW_SECONDS) * 1000)),
      this.lists.sessionsInChat(tutorIds),
    ]);
    const byTutor = new Map<number, SubjectScoreRecord[]>();
    for (const score of scores) byTutor.set(score.tutor_id, [...(byTutor.get(score.tutor_id) ?? []), score]);
    const sessionsOf = new Map<number, LiveSessionRecord[]>();
    for (const session of sessions)
      sessionsOf.set(session.tutor_id, [...(sessionsOf.get(session.tutor_id) ?? []), session]);
    return rows.map((row) => ({
      user_id: row.user_id,
      name: fullName(row),
      shift_id: row.shift_id,
      state_id: row.state_id,
      state: liveState(row.state_id),
      punch_in: seconds(row.punch_in),
      shift_end: seconds(row.shift_end),
      segment:
        row.segment_type && row.segment_start && row.segment_end
          ? {
              type_name: row.segment_type,
              start_time: seconds(row.segment_start),
              end_time: seconds(row.segment_end),
            }
          : null,
      load: {
        user_id: row.user_id,
        total_sessions_load: row.open_sessions,
        max_sessions: DEFAULT_MAX_CONCURRENT_SESSIONS,
        subject_scores: (byTutor.get(row.user_id) ?? []).map((score) => ({
          subject_id: score.subject_id,
          subject: score.subject,
          score: score.score,
        })),
      },
      sessions: (sessionsOf.get(row.user_id) ?? []).map((session) => ({
        id: session.id,
        student: { first_name: session.student_first_name, last_name: session.student_last_name },
        subject: { id: session.subject_id, name: session.subject },
        matched_at: seconds(session.matched_at),
        quarantined: session.quarantined,
      })),
      away:
        row.away_reason && row.away_since
          ? { reason: row.away_reason, since: seconds(row.away_since) }
          : null,
    }));
  }

  async upcoming(): Promise<UpcomingTutor[]> {
    const at = this.clock.now();
    const rows = await this.lists.upcoming(
      new Date(at * 1000),
      new Date((at + UPCOMING_TUTORS_WINDOW_SECONDS) * 1000),
      new Date((at - LOCKOUT_AFTER_START_SECONDS) * 1000),
    );
    return rows.map((row) => ({
      user_id: row.user_id,
      name: fullName(row),
      shift_id: row.shift_id,
      start_time: seconds(row.start_time),
      end_time: seconds(row.end_time),
      first_segment: row.first_segment,
      late: seconds(row.start_time) <= at,
    }));
  }

  async essay(): Promise<EssayTutor[]> {
    const at = this.clock.now();
    const rows = await this.lists.essay(new Date(at * 1000), new Date((at - SUMMARY_WINDOW_SECONDS) * 1000));
    return rows.map((row) => ({
      user_id: row.user_id,
      name: fullName(row),
      segment_end: seconds(row.segment_end),
      in_progress: row.in_progress,
      reviewed: row.reviewed,
    }));
  }

  async managers(): Promise<TutorManagerRow[]> {
    const rows = await this.lists.managers(this.clock.date());
    return rows.map((row) => ({
      user_id: row.user_id,
      name: fullName(row),
      on_shift: row.shift_end !== null,
      shift_end: row.shift_end === null ? null : seconds(row.shift_end),
    }));
  }

  async all(): Promise<ServiceTutors> {
    const [live, upcoming, essay, managers] = await Promise.all([
      this.live(),
      this.upcoming(),
      this.essay(),
      this.managers(),
    ]);
    return { live, upcoming, essay, managers, at: this.clock.now() };
  }
}
