import type { ShiftAbsence, TutorAway } from '@lantern/shared/contracts/presence';
import type { PresenceChangeKind } from '@lantern/shared/domain/presence/presence-change';
import {
  type AbsenceShift,
  PRESENCE_TRAIL_ACTIONS,
  shiftAbsences,
} from '@lantern/shared/domain/presence/shift-absences';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { PresenceRepository } from './presence.repository.js';

/** Who a presence change is recorded as on the trail: the tutor's console, or the server. */
export type PresenceActor = Pick<ShiftEvent, 'actorUserId' | 'actingAsUserId' | 'actingAsRole'>;
export const SYSTEM_PRESENCE_ACTOR: PresenceActor = {
  actorUserId: null,
  actingAsUserId: null,
  actingAsRole: 'system',
};

/**
 * Tutors' absences on their shifts' trails: written as they go away and come back, and read back
 * as the spans the managers' schedule draws.
 */
@Injectable()
export class PresenceTrail {
  constructor(@Inject(PresenceRepository) private readonly presence: PresenceRepository) {}

  /**
   * Appends a going away or a coming back to the shift's trail (a new reason within one absence is
   * no new entry), and answers the shift's absence as it now stands.
   */
  async record(
    em: EntityManager,
    input: {
      shift: AbsenceShift;
      kind: Exclude<PresenceChangeKind, 'unchanged'>;
      away: TutorAway | null;
      /** The absence that ends, when the tutor is back. */
      ended: TutorAway | null;
      actor: PresenceActor;
      at: Date;
    },
  ): Promise<ShiftAbsence | null> {
    const { shift, kind, actor, at } = input;
    const entry = kind === 'went_away' ? input.away : kind === 'came_back' ? input.ended : null;
    if (entry)
      em.create(ShiftEvent, {
        shiftId: shift.id,
        tutorUserId: shift.user_id,
        ...actor,
        at,
        app: null,
        action: kind === 'went_away' ? PRESENCE_TRAIL_ACTIONS.away : PRESENCE_TRAIL_ACTIONS.back,
        before: null,
        after: null,
        details: { event: kind, reason: entry.reason, since: entry.since },
      });
    await em.flush();
    const absences = await this.absences([shift], Math.floor(at.getTime() / 1000), em);
    return absences.at(-1) ?? null;
  }

  /** The shifts' absences, each shift's in the order they began. */
  async absences(shifts: readonly AbsenceShift[], now: number, em?: EntityManager): Promise<ShiftAbsence[]> {
    const trails = await this.presence.trailOf(
      shifts.map((shift) => shift.id),
      em,
    );
    return shifts.flatMap((shift) => shiftAbsences(trails.get(shift.id) ?? [], shift, now));
  }
}
