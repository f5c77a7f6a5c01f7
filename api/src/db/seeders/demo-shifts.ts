import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import type { EntityManager } from '@mikro-orm/core';
import { ShiftEvent } from '../../modules/schedules/entities/shift-event.entity.js';
import { ShiftSegment } from '../../modules/schedules/entities/shift-segment.entity.js';
import { ShiftState } from '../../modules/schedules/entities/shift-state.entity.js';
import { Shift } from '../../modules/schedules/entities/shift.entity.js';
import { scheduleShift } from '../../modules/schedules/shift-factory.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { type DemoShift, demoShiftEnd, demoShiftPlan } from './demo-shifts.plan.js';

/** Today's planned shifts leave this much room around them, so the punch window is not crowded. */
const MARGIN_SECONDS = 15 * 60;
const at = (seconds: number) => new Date(seconds * 1000);

/**
 * Runs on every start of a demo world: each planned shift is created unless the tutor already has
 * one overlapping it, so a demo world made last week still shows a punch window today and a
 * restart the same day adds nothing twice.
 */
export async function placeDemoShifts(em: EntityManager, now: number): Promise<number> {
  let created = 0;
  for (const plan of demoShiftPlan(now)) {
    const user = await em.findOne(User, { username: plan.username });
    if (!user) continue;
    const overlapping = await em.count(Shift, {
      user,
      startTime: { $lt: at(demoShiftEnd(plan) + MARGIN_SECONDS) },
      endTime: { $gt: at(plan.start - MARGIN_SECONDS) },
    });
    if (overlapping > 0) continue;
    const shift = scheduleShift(em, {
      user,
      start: at(plan.start),
      segments: plan.segments,
      createdAt: at(now),
    });
    if (plan.punchedInBefore !== undefined) await punchIn(em, shift, plan, now);
    created += 1;
  }
  await em.flush();
  return created;
}

/** An ongoing shift is punched in like any other: the punch is on the shift, its segment and the trail. */
async function punchIn(em: EntityManager, shift: Shift, plan: DemoShift, now: number) {
  await em.flush();
  const punchedAt = at(plan.start - (plan.punchedInBefore ?? 0));
  const [first] = await em.find(ShiftSegment, { shift }, { orderBy: { startTime: 'asc' }, limit: 1 });
  const state = await em.findOneOrFail(ShiftState, { shift });
  shift.punchIn = punchedAt;
  if (first) first.punchIn = punchedAt;
  state.stateId = SHIFT_STATE_IDS.IN_PROGRESS;
  state.segmentId = first?.id ?? null;
  state.updatedAt = at(now);
  em.create(ShiftEvent, {
    shiftId: shift.id,
    tutorUserId: shift.user.id,
    actorUserId: shift.user.id,
    actingAsUserId: shift.user.id,
    actingAsRole: 'tutor',
    at: punchedAt,
    action: 'punch_in',
    before: { state_id: SHIFT_STATE_IDS.UPCOMING, modifier_id: null, segment_id: null },
    after: { state_id: SHIFT_STATE_IDS.IN_PROGRESS, modifier_id: null, segment_id: first?.id ?? null },
    details: { event: 'punched_in', at: Math.floor(punchedAt.getTime() / 1000), minutes_late: 0, demo: true },
  });
}
