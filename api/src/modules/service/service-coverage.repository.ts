import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

/** Never punched in: still upcoming, or marked missing in action. */
const NOT_PUNCHED_IN = [SHIFT_STATE_IDS.UPCOMING, SHIFT_STATE_IDS.MIA];
// Tutor-manager shifts are clocked elsewhere: nobody punches into them.
/**
 * How far back a shift that could still be running may have begun: no schedule has a tutor on one
 * shift for a day, and the bound keeps the query on the start-time index instead of every shift ever.
 */
const LONGEST_SHIFT_MS = 24 * 3600 * 1000;
const NOT_A_MANAGER_SHIFT = `not exists (select 1 from shift_segments m
                                          where m.shift_id = sh.id and m.type_name = 'Tutor Manager')`;

export interface ShiftTimesRecord {
  start_time: Date;
  end_time: Date;
  state_id: number;
}

export interface UnpunchedShiftRecord extends ShiftTimesRecord {
  user_id: number;
  first_name: string;
  last_name: string;
  shift_id: number;
  segment_type: string | null;
}

export interface WaitingSessionRecord {
  session_id: number;
  student_first_name: string;
  subject_id: number;
  subject: string;
  requested_at: Date;
}

/**
 * What the Coverage tab is drawn from: shifts begun and not punched into, the next one to begin,
 * and the students waiting for a tutor. Each query starts from a small indexed set (open shift
 * states, start times, waiting sessions), so the feed can run it on every change.
 */
@Injectable()
export class ServiceCoverageRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Shifts begun by `now`, not ended and never punched into, with the segment due now (or the first). */
  unpunchedShifts(now: Date): Promise<UnpunchedShiftRecord[]> {
    return this.em.execute<UnpunchedShiftRecord[]>(
      `select sh.user_id, u.first_name, u.last_name, sh.id as shift_id, sh.start_time, sh.end_time,
              st.state_id, seg.type_name as segment_type
         from shifts sh
         join shift_states st on st.shift_id = sh.id
         join users u on u.id = sh.user_id
         left join lateral (select type_name from shift_segments s
                             where s.shift_id = sh.id and s.end_time > ?
                             order by s.start_time limit 1) seg on true
        where sh.start_time > ? and sh.start_time <= ? and sh.end_time > ? and sh.punch_in is null
          and st.state_id in (?) and ${NOT_A_MANAGER_SHIFT}
        order by sh.start_time, u.last_name, u.first_name, sh.id`,
      [now, new Date(now.getTime() - LONGEST_SHIFT_MS), now, now, NOT_PUNCHED_IN],
    );
  }

  /** The next shift to begin after `now` that nobody has punched into, for the clock to watch. */
  async nextStart(now: Date): Promise<ShiftTimesRecord | null> {
    const [row] = await this.em.execute<ShiftTimesRecord[]>(
      `select sh.start_time, sh.end_time, st.state_id
         from shifts sh
         join shift_states st on st.shift_id = sh.id
        where sh.start_time > ? and sh.punch_in is null and st.state_id = ? and ${NOT_A_MANAGER_SHIFT}
        order by sh.start_time limit 1`,
      [now, SHIFT_STATE_IDS.UPCOMING],
    );
    return row ?? null;
  }

  /** Students waiting for a live tutor now, longest first. */
  waitingSessions(): Promise<WaitingSessionRecord[]> {
    return this.em.execute<WaitingSessionRecord[]>(
      `select s.id as session_id, u.first_name as student_first_name, s.subject_id, sub.name as subject,
              s.requested_at
         from sessions s
         join users u on u.id = s.student_id
         join subjects sub on sub.id = s.subject_id
        where s.status = 'waiting' and s.chat_type = 'tutor'
        order by s.requested_at, s.id`,
    );
  }
}
