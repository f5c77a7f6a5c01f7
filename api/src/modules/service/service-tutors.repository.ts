import type { AwayReason } from '@lantern/shared/contracts/presence';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import {
  PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS,
  SHIFT_STATE_IDS,
} from '@lantern/shared/domain/shifts/shift-constants';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** The shift states of a tutor who is punched in and has not left. */
export const PUNCHED_IN_STATES = [
  SHIFT_STATE_IDS.IN_PROGRESS,
  SHIFT_STATE_IDS.IN_TRANSITION,
  SHIFT_STATE_IDS.BIO_BREAK_LATE,
  SHIFT_STATE_IDS.ON_HOLD_FOR_NEW_ACTIVITY,
  SHIFT_STATE_IDS.BIO_BREAK_ACTIVE,
];
const REVIEW_SEGMENT_TYPES = ['Writing Review', 'Essay Review'];
/**
 * A tutor may punch in up to 15 minutes before the start: their first segment is the one they
 * are at work for, though it has not begun.
 */
const soon = (now: Date) => new Date(now.getTime() + PUNCH_WINDOW_OPENS_BEFORE_START_SECONDS * 1000);

export interface LiveTutorRecord {
  user_id: number;
  first_name: string;
  last_name: string;
  shift_id: number;
  state_id: number;
  punch_in: Date;
  shift_end: Date;
  segment_type: string | null;
  segment_start: Date | null;
  segment_end: Date | null;
  open_sessions: number;
  away_reason: AwayReason | null;
  away_since: Date | null;
}

export interface LiveSessionRecord {
  id: number;
  tutor_id: number;
  student_first_name: string;
  student_last_name: string;
  subject_id: number;
  subject: string;
  matched_at: Date;
  quarantined: boolean;
}

export interface SubjectScoreRecord {
  tutor_id: number;
  subject_id: number;
  subject: string;
  score: number;
}

export interface UpcomingTutorRecord {
  user_id: number;
  first_name: string;
  last_name: string;
  shift_id: number;
  start_time: Date;
  end_time: Date;
  first_segment: string | null;
}

export interface EssayTutorRecord {
  user_id: number;
  first_name: string;
  last_name: string;
  segment_end: Date;
  in_progress: number;
  reviewed: number;
}

export interface TutorManagerRecord {
  user_id: number;
  first_name: string;
  last_name: string;
  shift_end: Date | null;
}

/**
 * The services summary's people lists, each one query over the shifts that matter now (open
 * shifts, found through the shift-state and start-time indexes), so they stay cheap with hundreds
 * of tutors at work and thousands of sessions.
 */
@Injectable()
export class ServiceTutorsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  live(now: Date): Promise<LiveTutorRecord[]> {
    return this.em.execute<LiveTutorRecord[]>(
      `select sh.user_id, u.first_name, u.last_name, sh.id as shift_id, st.state_id, sh.punch_in,
              sh.end_time as shift_end, seg.type_name as segment_type, seg.start_time as segment_start,
              seg.end_time as segment_end, coalesce(held.n, 0)::int as open_sessions,
              p.away_reason, p.away_since
         from shift_states st
         join shifts sh on sh.id = st.shift_id
         join users u on u.id = sh.user_id
         left join lateral (select type_name, start_time, end_time from shift_segments s
                             where s.shift_id = sh.id and s.start_time <= ? and s.end_time > ?
                             order by s.start_time limit 1) seg on true
         left join (select tutor_id, count(*) as n from sessions where status = 'matched' group by tutor_id) held
           on held.tutor_id = sh.user_id
         left join tutor_presence p on p.user_id = sh.user_id
        where st.state_id in (?) and sh.punch_in is not null and sh.punch_out is null
        order by u.last_name, u.first_name, sh.id`,
      [soon(now), now, PUNCHED_IN_STATES],
    );
  }

  /** The tutors' sessions in chat now (found through the tutor index), the oldest match first. */
  sessionsInChat(tutorIds: number[]): Promise<LiveSessionRecord[]> {
    if (tutorIds.length === 0) return Promise.resolve([]);
    return this.em.execute<LiveSessionRecord[]>(
      `select s.id, s.tutor_id, st.first_name as student_first_name, st.last_name as student_last_name,
              s.subject_id, sub.name as subject, s.matched_at, coalesce(h.state = 'quarantined', false) as quarantined
         from sessions s
         join users st on st.id = s.student_id
         join subjects sub on sub.id = s.subject_id
         left join content_holds h on h.kind = 'session' and h.target_id = s.id
        where s.status = 'matched' and s.tutor_id in (?)
        order by s.matched_at, s.id`,
      [tutorIds],
    );
  }

  /** Sessions each tutor took per subject since `since`. */
  subjectScores(tutorIds: number[], since: Date): Promise<SubjectScoreRecord[]> {
    if (tutorIds.length === 0) return Promise.resolve([]);
    return this.em.execute<SubjectScoreRecord[]>(
      `select s.tutor_id, s.subject_id, sub.name as subject, count(*)::int as score
         from sessions s join subjects sub on sub.id = s.subject_id
        where s.tutor_id in (?) and s.matched_at > ?
        group by s.tutor_id, s.subject_id, sub.name
        order by s.tutor_id, score desc, sub.name`,
      [tutorIds, since],
    );
  }

  upcoming(now: Date, until: Date, lockedOutBefore: Date): Promise<UpcomingTutorRecord[]> {
    return this.em.execute<UpcomingTutorRecord[]>(
      `select sh.user_id, u.first_name, u.last_name, sh.id as shift_id, sh.start_time, sh.end_time,
              (select type_name from shift_segments s where s.shift_id = sh.id
                order by s.start_time limit 1) as first_segment
         from shifts sh
         join shift_states st on st.shift_id = sh.id
         join users u on u.id = sh.user_id
        where sh.start_time > ? and sh.start_time <= ? and sh.end_time > ?
          and sh.punch_in is null and st.state_id = ?
          and not exists (select 1 from shift_segments s where s.shift_id = sh.id and s.type_name = 'Tutor Manager')
        order by sh.start_time, u.last_name, u.first_name`,
      [lockedOutBefore, until, now, SHIFT_STATE_IDS.UPCOMING],
    );
  }

  essay(now: Date, since: Date): Promise<EssayTutorRecord[]> {
    return this.em.execute<EssayTutorRecord[]>(
      `select sh.user_id, u.first_name, u.last_name, seg.end_time as segment_end,
              coalesce(held.in_progress, 0)::int as in_progress, coalesce(held.reviewed, 0)::int as reviewed
         from shift_states st
         join shifts sh on sh.id = st.shift_id
         join users u on u.id = sh.user_id
         join lateral (select end_time from shift_segments s
                        where s.shift_id = sh.id and s.type_name in (?)
                          and s.start_time <= ? and s.end_time > ?
                        order by s.start_time limit 1) seg on true
         left join (select tutor_id, count(*) filter (where status = ?) as in_progress,
                           count(*) filter (where reviewed_at > ?) as reviewed
                      from essays where status = ? or reviewed_at > ? group by tutor_id) held
           on held.tutor_id = sh.user_id
        where st.state_id in (?) and sh.punch_in is not null and sh.punch_out is null
        order by u.last_name, u.first_name`,
      [
        REVIEW_SEGMENT_TYPES,
        soon(now),
        now,
        ESSAY_STATUS.ASSIGNED,
        since,
        ESSAY_STATUS.ASSIGNED,
        since,
        PUNCHED_IN_STATES,
      ],
    );
  }

  managers(now: Date): Promise<TutorManagerRecord[]> {
    return this.em.execute<TutorManagerRecord[]>(
      `select u.id as user_id, u.first_name, u.last_name,
              (select max(sh.end_time) from shifts sh
                where sh.user_id = u.id and sh.start_time <= ? and sh.end_time > ? and sh.punch_out is null)
                as shift_end
         from users u
        where 'tutor-manager' = any(u.roles) and u.suspended_at is null
        order by u.last_name, u.first_name`,
      [now, now],
    );
  }
}
