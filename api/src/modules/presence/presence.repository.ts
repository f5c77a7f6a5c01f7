import type { AwayReason, TutorAway } from '@lantern/shared/contracts/presence';
import {
  type AbsenceShift,
  PRESENCE_TRAIL_ACTIONS,
  type PresenceTrailEntry,
} from '@lantern/shared/domain/presence/shift-absences';
import { PUNCHED_IN_STATES } from '@lantern/shared/domain/shifts/shift-states';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';

const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

type PresenceRow = { away_reason: AwayReason | null; away_since: Date | null };
const toAway = (row: PresenceRow | undefined): TutorAway | null =>
  row?.away_reason && row.away_since ? { reason: row.away_reason, since: seconds(row.away_since) } : null;

/** Queries only; the decisions are PresenceService's. */
@Injectable()
export class PresenceRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /**
   * The tutor's presence, its row made (present) if there was none and held until the transaction
   * ends, so two consoles reporting at once on two instances are applied one after the other.
   */
  async lock(em: EntityManager, userId: number, now: Date): Promise<TutorAway | null> {
    await em.execute(
      `insert into tutor_presence (user_id, changed_at) values (?, ?) on conflict (user_id) do nothing`,
      [userId, now],
    );
    const rows: PresenceRow[] = await em.execute(
      `select away_reason, away_since from tutor_presence where user_id = ? for update`,
      [userId],
    );
    return toAway(rows[0]);
  }

  async save(em: EntityManager, userId: number, away: TutorAway | null, now: Date): Promise<void> {
    await em.execute(
      `update tutor_presence set away_reason = ?, away_since = ?, changed_at = ? where user_id = ?`,
      [away?.reason ?? null, away ? new Date(away.since * 1000) : null, now, userId],
    );
  }

  /** The tutor's presence without holding it (null: present, or no console ever reported). */
  async awayOf(userId: number, em: EntityManager = this.em): Promise<TutorAway | null> {
    const rows: PresenceRow[] = await em.execute(
      `select away_reason, away_since from tutor_presence where user_id = ?`,
      [userId],
    );
    return toAway(rows[0]);
  }

  /** The shift the tutor is punched in to: where their absences go on the trail. */
  async punchedInShift(em: EntityManager, userId: number): Promise<AbsenceShift | null> {
    const rows: { id: number; end_time: Date; punch_out: Date | null }[] = await em.execute(
      `select sh.id, sh.end_time, sh.punch_out
         from shifts sh join shift_states st on st.shift_id = sh.id
        where sh.user_id = ? and st.state_id in (?) and sh.punch_in is not null and sh.punch_out is null
        order by sh.start_time desc limit 1`,
      [userId, PUNCHED_IN_STATES],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          user_id: userId,
          end_time: seconds(row.end_time),
          punch_out: row.punch_out ? seconds(row.punch_out) : null,
        }
      : null;
  }

  /** Tutors held present since before `before`: the sweep asks whether each still has a console. */
  async presentSince(before: Date): Promise<number[]> {
    const rows: { user_id: number }[] = await this.em.execute(
      `select user_id from tutor_presence where away_reason is null and changed_at < ?`,
      [before],
    );
    return rows.map((row) => row.user_id);
  }

  /** The presence entries on these shifts' trails, oldest first, by shift. */
  async trailOf(
    shiftIds: readonly number[],
    em: EntityManager = this.em,
  ): Promise<Map<number, PresenceTrailEntry[]>> {
    const trails = new Map<number, PresenceTrailEntry[]>();
    if (shiftIds.length === 0) return trails;
    const rows = await em.find(
      ShiftEvent,
      { shiftId: { $in: [...shiftIds] }, action: { $in: Object.values(PRESENCE_TRAIL_ACTIONS) } },
      { orderBy: { id: 'asc' } },
    );
    for (const row of rows)
      trails.set(row.shiftId, [
        ...(trails.get(row.shiftId) ?? []),
        { action: row.action, at: seconds(row.at), details: row.details },
      ]);
    return trails;
  }
}
