import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  ClientApp,
  CurrentShift,
  ShiftStateAction,
  ShiftStateChange,
  ShiftStateChanged,
  ShiftStatus,
  TimedShiftAction,
} from '@lantern/shared/contracts/schedules';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import { pickCurrentShift } from '@lantern/shared/domain/shifts/current-shift';
import { punchInDestination } from '@lantern/shared/domain/shifts/punch-button';
import { FORCED_OUT_AFTER_END_SECONDS } from '@lantern/shared/domain/shifts/shift-constants';
import { nextShiftState } from '@lantern/shared/domain/shifts/shift-state-machine';
import type { ShiftRefusal } from '@lantern/shared/domain/shifts/shift-refusals';
import type {
  ShiftStateAction as DomainAction,
  ShiftTransitionAccepted,
} from '@lantern/shared/domain/shifts/shift-transition';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { ShiftStateSignal } from './shift-state-signal.js';
import { BreakTimers } from './break-timers.js';
import { ShiftEvent } from './entities/shift-event.entity.js';
import {
  segmentAt,
  shiftContext,
  toSeconds,
  toShiftStatus,
  toSnapshot,
  toStateView,
} from './schedules.mapper.js';
import { type ShiftRecordSet, SchedulesRepository } from './schedules.repository.js';
import { applyTransition, stateColumns, toDomainAction } from './shift-changes.js';
import { shiftRefusalError } from './shift-refusal-error.js';

/** The actions time takes on its own, as the state machine knows them. */
export type TimedDomainAction = Extract<DomainAction, { type: TimedShiftAction }>;

/** Who a change is recorded as on the trail, beside the tutor whose shift it is. */
type TrailActor = Pick<ShiftEvent, 'actorUserId' | 'actingAsUserId' | 'actingAsRole' | 'app'>;
/** The trail's acting-as role for what the clock did, with no person behind it. */
const SYSTEM_ACTOR = 'system';

@Injectable()
export class SchedulesService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SchedulesRepository) private readonly shifts: SchedulesRepository,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(BreakTimers) private readonly breakTimers: BreakTimers,
    @Inject(ShiftStateSignal) private readonly signal: ShiftStateSignal,
  ) {}

  /**
   * The shift in progress or the next one (`pickCurrentShift`). A shift stays current past its end
   * while the tutor is still punched in (until the forced-out time), so they can punch out of it.
   */
  async current(auth: AuthContext): Promise<CurrentShift> {
    const now = this.clock.now();
    const states = await this.shifts.openShiftStates(
      auth.userId,
      this.clock.date(),
      FORCED_OUT_AFTER_END_SECONDS,
    );
    const picked = pickCurrentShift(
      states.map((state) => ({ state, end_time: toSeconds(state.shift.endTime), state_id: state.stateId })),
      now,
    );
    if (!picked) return { shift: null, server_time: now };
    const current = picked.state;
    return toShiftStatus(await this.shifts.details(current), now);
  }

  async state(auth: AuthContext, shiftId: number): Promise<ShiftStatus> {
    const records = await this.shifts.findShift(shiftId);
    this.assertMayAccess(auth, records);
    return toShiftStatus(records, this.clock.now());
  }

  /**
   * Runs the action through the state machine while holding the shift's state row, so the same
   * tutor acting from two devices at once is applied once: the second sees the first's result and
   * is refused (or accepted, if the new state allows it), never recorded twice.
   */
  async change(
    auth: AuthContext,
    shiftId: number,
    input: ShiftStateChange,
    headerApp: ClientApp | null,
  ): Promise<ShiftStateChanged> {
    const now = this.clock.now();
    const applied = await this.applyLocked(
      shiftId,
      now,
      input.action,
      toDomainAction(input, now),
      {
        // A superuser viewing as a tutor is that tutor here, and the trail names the superuser.
        actorUserId: auth.impersonator?.userId ?? auth.userId,
        actingAsUserId: auth.userId,
        actingAsRole: auth.role,
        app: input.app ?? headerApp,
      },
      (locked) => {
        // Only the tutor punches their clock.
        if (locked.shift.user.id !== auth.userId)
          throw new AppError(403, ErrorCode.forbidden, 'Tutors act only on their own shifts');
      },
    );
    if (!applied.ok) throw shiftRefusalError(input.action, applied.refusal);
    const { records, transition } = applied;
    if (transition.record.event === 'break_planned')
      await this.breakTimers.schedule(records.shift.id, records.breaks);

    const segment = segmentAt(records.segments, Math.max(now, toSeconds(records.shift.startTime)));
    return {
      ...toShiftStatus(records, now),
      destination: input.action === 'punch_in' && segment ? punchInDestination(segment.roleType) : null,
    };
  }

  /**
   * What time does to a shift on its own (a break beginning or ending, MIA, forced out), through the
   * same locked path as a tutor's action and recorded as the system's. False when the state machine
   * refuses it: not due yet, or already done by another job or instance, which is what makes a second
   * delivery or a second instance's sweep change nothing. False too for a shift a manager deleted: its
   * break jobs are left behind, with nothing to do and nothing to retry.
   */
  async applyTimed(shiftId: number, action: TimedDomainAction): Promise<boolean> {
    try {
      const applied = await this.applyLocked(
        shiftId,
        this.clock.now(),
        action.type,
        action,
        { actorUserId: null, actingAsUserId: null, actingAsRole: SYSTEM_ACTOR, app: null },
        () => undefined,
      );
      return applied.ok;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return false;
      throw error;
    }
  }

  /**
   * Runs the action through the state machine while holding the shift's state row, so two requests
   * or jobs for the same shift at once are applied one after the other: the second sees the first's
   * result and is refused (or accepted, if the new state allows it), never recorded twice. An
   * accepted change is appended to the trail and sent to the tutor and the managers.
   */
  private async applyLocked(
    shiftId: number,
    now: number,
    action: ShiftStateAction | TimedShiftAction,
    domainAction: DomainAction,
    actor: TrailActor,
    mayAct: (locked: ShiftRecordSet) => void,
  ): Promise<
    | { ok: true; records: ShiftRecordSet; transition: ShiftTransitionAccepted }
    | { ok: false; refusal: ShiftRefusal }
  > {
    const outcome = await this.em.transactional(async (em) => {
      const locked = await this.shifts.lockShift(shiftId, em);
      if (!locked) throw new AppError(404, ErrorCode.notFound, 'No such shift');
      mayAct(locked);
      const transition = nextShiftState(toSnapshot(locked), domainAction, shiftContext(locked, now), now);
      if (!transition.ok) return { ok: false as const, refusal: transition };
      const before = stateColumns(locked);
      applyTransition(em, locked, transition, now);
      const event = em.create(ShiftEvent, {
        shiftId: locked.shift.id,
        tutorUserId: locked.shift.user.id,
        ...actor,
        at: this.clock.date(),
        action,
        before,
        after: stateColumns(locked),
        details: { ...transition.record },
      });
      await em.flush();
      return { ok: true as const, records: locked, transition, event };
    });
    if (!outcome.ok) return outcome;

    const { records, event } = outcome;
    const payload = {
      shift_id: records.shift.id,
      user_id: records.shift.user.id,
      action,
      state: toStateView(records, now),
      at: toSeconds(event.at),
    };
    this.realtime.toUser(records.shift.user.id, 'schedules.shift.updated', payload);
    this.realtime.toManagers('schedules.shift.updated', payload);
    this.signal.notify({
      shiftId: records.shift.id,
      userId: records.shift.user.id,
      stateId: records.state.stateId,
    });
    return { ok: true, records, transition: outcome.transition };
  }

  /** Tutors see their own shifts; managers see everyone's. */
  private assertMayAccess(
    auth: AuthContext,
    records: ShiftRecordSet | null,
  ): asserts records is ShiftRecordSet {
    if (!records) throw new AppError(404, ErrorCode.notFound, 'No such shift');
    if (records.shift.user.id !== auth.userId && !isManagerRole(auth.role))
      throw new AppError(403, ErrorCode.forbidden, 'This is not your shift');
  }
}
