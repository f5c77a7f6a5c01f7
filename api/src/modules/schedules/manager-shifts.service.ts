import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  AddSegment,
  CreateShift,
  ExtendShift,
  SegmentDateChange,
  SegmentSessionableChange,
  SegmentTypeChange,
  ShiftDeleted,
  ShiftEdit,
  ShiftStatus,
} from '@lantern/shared/contracts/schedules';
import { addedSegmentIssues, planSegmentMove } from '@lantern/shared/domain/shifts/segment-edits';
import { segmentTypeMayTakeLiveSessions } from '@lantern/shared/domain/shifts/segment-types';
import { INITIAL_SHIFT_STATE_ID } from '@lantern/shared/domain/shifts/shift-constants';
import { isUntouched, shiftLayoutIssues, type Span } from '@lantern/shared/domain/shifts/shift-layout';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { ShiftTransferRequest } from '../transfers/entities/shift-transfer-request.entity.js';
import { User } from '../users/entities/user.entity.js';
import { ShiftBreak } from './entities/shift-break.entity.js';
import { ShiftEvent } from './entities/shift-event.entity.js';
import { ShiftSegment } from './entities/shift-segment.entity.js';
import { ShiftState } from './entities/shift-state.entity.js';
import { Shift } from './entities/shift.entity.js';
import { fromSeconds, toSeconds, toShiftStatus } from './schedules.mapper.js';
import { type ShiftRecordSet, SchedulesRepository } from './schedules.repository.js';
import {
  byStart,
  isBooked,
  type Layout,
  layoutError,
  layoutOf,
  punchInOf,
  segmentOf,
  untouchedSegment,
} from './shift-edit-records.js';
import { segmentTypeColumns } from './shift-factory.js';

/** What an edit did besides changing its shift: a segment moved clear of it became a shift of its own. */
type EditOutcome = { splitOff: ShiftRecordSet } | undefined;

/**
 * Managers schedule, change and delete tutors' shifts. Every change runs under the shift's state-row
 * lock (the one punches take), so a punch and an edit of the same shift never interleave: a delete
 * that loses the race to a punch-in sees the punch and is refused.
 */
@Injectable()
export class ManagerShiftsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SchedulesRepository) private readonly shifts: SchedulesRepository,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async create(auth: AuthContext, input: CreateShift): Promise<ShiftStatus> {
    const issues = shiftLayoutIssues(input, input.segments);
    if (issues.length) throw layoutError(issues, (segment) => `segments.${segment}`);
    const now = this.clock.now();
    const records = await this.em.transactional(async (em) => {
      const tutor = await em.findOne(User, { id: input.user_id });
      if (!tutor?.roles.includes('tutor'))
        throw new ValidationFailed([
          { field: 'user_id', rule: 'tutor', message: 'Shifts are scheduled for tutors only' },
        ]);
      await this.refuseOverlaps(em, tutor.id, [input], [], 'start_time');
      const at = this.clock.date();
      const shift = em.create(Shift, {
        user: tutor,
        startTime: fromSeconds(input.start_time),
        endTime: fromSeconds(input.end_time),
        createdAt: at,
      });
      const segments = input.segments.map((segment) =>
        em.create(ShiftSegment, {
          shift,
          user: tutor,
          ...segmentTypeColumns(segment.type),
          startTime: fromSeconds(segment.start_time),
          endTime: fromSeconds(segment.end_time),
        }),
      );
      const state = em.create(ShiftState, { shift, stateId: INITIAL_SHIFT_STATE_ID, updatedAt: at });
      await em.flush();
      const created: ShiftRecordSet = {
        shift,
        state,
        segments: [...segments].sort(byStart),
        breaks: [],
      };
      this.record(em, auth, created, 'shift_created', null, layoutOf(created));
      await em.flush();
      return created;
    });
    return this.announce(auth, records, 'shift_created', now);
  }

  async extend(auth: AuthContext, shiftId: number, input: ExtendShift): Promise<ShiftStatus> {
    return this.edit(auth, shiftId, 'shift_extended', (records) => {
      const { shift, segments } = records;
      if (shift.punchOut)
        throw new AppError(
          409,
          ErrorCode.shiftNotEditable,
          'This shift is over and can no longer be extended',
        );
      if (input.end_time <= toSeconds(shift.endTime))
        throw new ValidationFailed([
          { field: 'end_time', rule: 'later', message: 'The new end must be later than the current end' },
        ]);
      const last = segments.at(-1);
      // The last segment keeps running to the end of the shift, as it did before.
      if (last && last.endTime.getTime() === shift.endTime.getTime())
        last.endTime = fromSeconds(input.end_time);
      shift.endTime = fromSeconds(input.end_time);
    });
  }

  async setSegmentType(
    auth: AuthContext,
    shiftId: number,
    segmentId: number,
    input: SegmentTypeChange,
  ): Promise<ShiftStatus> {
    return this.edit(auth, shiftId, 'segment_type_changed', (records, now) => {
      const segment = untouchedSegment(records, segmentId, now);
      // A new type brings its live-session default; the same type keeps the manager's switch.
      if (segment.typeName !== input.type) Object.assign(segment, segmentTypeColumns(input.type));
    });
  }

  /**
   * Switches a segment's live sessions on or off. Unlike its type and times, this may change while
   * the segment runs (a manager takes a tutor off live help for a while), but not once it is over;
   * only a tutoring segment can be switched on.
   */
  async setSegmentSessionable(
    auth: AuthContext,
    shiftId: number,
    segmentId: number,
    input: SegmentSessionableChange,
  ): Promise<ShiftStatus> {
    return this.edit(auth, shiftId, 'segment_sessionable_changed', (records, now) => {
      const segment = segmentOf(records, segmentId);
      if (segment.punchOut || now >= toSeconds(segment.endTime))
        throw new AppError(409, ErrorCode.shiftNotEditable, 'This segment is over and can no longer change');
      if (input.is_sessionable && !segmentTypeMayTakeLiveSessions(segment.typeName))
        throw new ValidationFailed([
          {
            field: 'is_sessionable',
            rule: 'tutoring_only',
            message: 'Only a tutoring segment takes live sessions',
          },
        ]);
      segment.isSessionable = input.is_sessionable;
    });
  }

  /** Adds a segment to a shift, by the rules a new shift's segments follow, starting in the future. */
  async addSegment(auth: AuthContext, shiftId: number, input: AddSegment): Promise<ShiftStatus> {
    return this.edit(auth, shiftId, 'segment_added', async (records, now, em) => {
      const { shift } = records;
      if (shift.punchOut)
        throw new AppError(409, ErrorCode.shiftNotEditable, 'This shift is over: no segment can be added');
      const layout = layoutOf(records);
      const issues = addedSegmentIssues(layout, layout.segments, input, now);
      if (issues.length) throw layoutError(issues, () => null);
      const segment = em.create(ShiftSegment, {
        shift,
        user: shift.user,
        ...segmentTypeColumns(input.type),
        startTime: fromSeconds(input.start_time),
        endTime: fromSeconds(input.end_time),
      });
      // Flushed now so the trail names the new segment by its id.
      await em.flush();
      records.segments.push(segment);
      records.segments.sort(byStart);
    });
  }

  /**
   * Moves a segment to another time or day (`planSegmentMove`): inside its shift; with its shift
   * when it is the only segment; or, moved clear of a shift with other segments, into a shift of its
   * own for the same tutor, announced as created.
   */
  async setSegmentDate(
    auth: AuthContext,
    shiftId: number,
    segmentId: number,
    input: SegmentDateChange,
  ): Promise<ShiftStatus> {
    return this.edit(auth, shiftId, 'segment_date_changed', async (records, now, em) => {
      const segment = untouchedSegment(records, segmentId, now);
      const layout = layoutOf(records);
      const plan = planSegmentMove(
        { ...layout, punch_in: punchInOf(records) },
        layout.segments,
        records.segments.indexOf(segment),
        input,
        now,
      );
      // Only issues the edit causes, named by the body's fields.
      if (plan.kind === 'refused') throw layoutError(plan.issues, () => null);
      if (plan.kind === 'shift_started')
        throw new AppError(
          409,
          ErrorCode.shiftNotEditable,
          'This shift has started or been punched into, so its only segment can no longer leave it',
        );
      segment.startTime = fromSeconds(input.start_time);
      segment.endTime = fromSeconds(input.end_time);
      if (plan.kind === 'shift_follows') {
        if (records.breaks.some(isBooked))
          throw new AppError(
            409,
            ErrorCode.shiftNotEditable,
            'The tutor has a break booked in this shift: it cannot move to another time',
          );
        records.shift.startTime = fromSeconds(plan.shift.start_time);
        records.shift.endTime = fromSeconds(plan.shift.end_time);
      }
      if (plan.kind === 'split_off') return { splitOff: await this.splitOff(em, records, segment) };
      records.segments.sort(byStart);
      return undefined;
    });
  }

  /** A shift of its own for `segment`, spanning it, in the initial state; the segment leaves `records`. */
  private async splitOff(
    em: EntityManager,
    records: ShiftRecordSet,
    segment: ShiftSegment,
  ): Promise<ShiftRecordSet> {
    const at = this.clock.date();
    const shift = em.create(Shift, {
      user: records.shift.user,
      startTime: segment.startTime,
      endTime: segment.endTime,
      createdAt: at,
    });
    const state = em.create(ShiftState, { shift, stateId: INITIAL_SHIFT_STATE_ID, updatedAt: at });
    segment.shift = shift;
    records.segments.splice(records.segments.indexOf(segment), 1);
    await em.flush();
    return { shift, state, segments: [segment], breaks: [] };
  }

  async deleteSegment(auth: AuthContext, shiftId: number, segmentId: number): Promise<ShiftDeleted> {
    await this.edit(auth, shiftId, 'segment_deleted', async (records, now, em) => {
      const segment = untouchedSegment(records, segmentId, now);
      if (records.segments.length === 1)
        throw new AppError(
          409,
          ErrorCode.shiftNotEditable,
          'A shift keeps at least one segment: delete the shift',
        );
      // An offer of a segment that no longer exists means nothing; the trail keeps the history.
      await em.nativeDelete(ShiftTransferRequest, { segment: segment.id });
      em.remove(segment);
      records.segments.splice(records.segments.indexOf(segment), 1);
    });
    return { shift_id: shiftId, segment_id: segmentId };
  }

  async deleteShift(auth: AuthContext, shiftId: number): Promise<ShiftDeleted> {
    const now = this.clock.now();
    const records = await this.em.transactional(async (em) => {
      const locked = await this.lock(em, shiftId);
      if (!isUntouched({ start_time: toSeconds(locked.shift.startTime), punch_in: punchInOf(locked) }, now))
        throw new AppError(
          409,
          ErrorCode.shiftNotEditable,
          'This shift has started or been punched into and can no longer be deleted',
        );
      const before = layoutOf(locked);
      const segmentIds = locked.segments.map((segment) => segment.id);
      if (segmentIds.length) await em.nativeDelete(ShiftTransferRequest, { segment: { $in: segmentIds } });
      await em.nativeDelete(ShiftBreak, { shift: shiftId });
      await em.nativeDelete(ShiftSegment, { shift: shiftId });
      await em.nativeDelete(ShiftState, { shift: shiftId });
      await em.nativeDelete(Shift, { id: shiftId });
      this.record(em, auth, locked, 'shift_deleted', before, null);
      await em.flush();
      return locked;
    });
    this.push(auth, records, 'shift_deleted', null);
    return { shift_id: shiftId, segment_id: null };
  }

  /**
   * One locked edit: `change` mutates the loaded rows or throws a refusal; the trail gets the layout
   * before and after. A shift split off by the edit is recorded and announced as created.
   */
  private async edit(
    auth: AuthContext,
    shiftId: number,
    edit: ShiftEdit,
    change: (
      records: ShiftRecordSet,
      now: number,
      em: EntityManager,
    ) => EditOutcome | void | Promise<EditOutcome | void>,
  ): Promise<ShiftStatus> {
    const now = this.clock.now();
    const { records, splitOff } = await this.em.transactional(async (em) => {
      const locked = await this.lock(em, shiftId);
      const before = layoutOf(locked);
      const outcome = await change(locked, now, em);
      const after = layoutOf(locked);
      if (outcome || after.start_time !== before.start_time || after.end_time !== before.end_time) {
        const moved = outcome ? [after, layoutOf(outcome.splitOff)] : [after];
        const ids = [locked.shift.id, ...(outcome ? [outcome.splitOff.shift.id] : [])];
        const field = edit === 'shift_extended' ? 'end_time' : 'start_time';
        await this.refuseOverlaps(em, locked.shift.user.id, moved, ids, field);
      }
      this.record(em, auth, locked, edit, before, after);
      if (outcome)
        this.record(em, auth, outcome.splitOff, 'shift_created', null, layoutOf(outcome.splitOff), {
          split_from_shift_id: shiftId,
        });
      await em.flush();
      return { records: locked, splitOff: outcome?.splitOff };
    });
    if (splitOff) this.announce(auth, splitOff, 'shift_created', now);
    return this.announce(auth, records, edit, now);
  }

  /**
   * Refuses spans that would overlap another of the tutor's shifts: a tutor works one shift at a
   * time, and the punch clock, the coverage and the pay all count on it. Checked under the tutor's
   * schedule lock, which transfers take too, so two changes at once cannot both pass.
   */
  private async refuseOverlaps(
    em: EntityManager,
    userId: number,
    spans: readonly Span[],
    except: readonly number[],
    field: string,
  ): Promise<void> {
    await this.shifts.lockTutorSchedule(userId, em);
    for (const span of spans) {
      const others = await this.shifts.shiftsBetween(
        userId,
        fromSeconds(span.start_time),
        fromSeconds(span.end_time),
        em,
        except,
      );
      if (others.length)
        throw new ValidationFailed([
          { field, rule: 'tutor_busy', message: 'The tutor already has a shift at that time' },
        ]);
    }
  }

  private async lock(em: EntityManager, shiftId: number): Promise<ShiftRecordSet> {
    const locked = await this.shifts.lockShift(shiftId, em);
    if (!locked) throw new AppError(404, ErrorCode.notFound, 'No such shift');
    return locked;
  }

  private record(
    em: EntityManager,
    auth: AuthContext,
    records: ShiftRecordSet,
    edit: ShiftEdit,
    before: Layout | null,
    after: Layout | null,
    details: Record<string, unknown> = {},
  ) {
    em.create(ShiftEvent, {
      shiftId: records.shift.id,
      tutorUserId: records.shift.user.id,
      actorUserId: auth.impersonator?.userId ?? auth.userId,
      actingAsUserId: auth.userId,
      actingAsRole: auth.role,
      app: null,
      at: this.clock.date(),
      action: edit,
      before,
      after,
      details: { event: edit, ...details },
    });
  }

  private announce(auth: AuthContext, records: ShiftRecordSet, edit: ShiftEdit, now: number): ShiftStatus {
    const status = toShiftStatus(records, now);
    this.push(auth, records, edit, status.shift);
    return status;
  }

  private push(
    auth: AuthContext,
    records: ShiftRecordSet,
    edit: ShiftEdit,
    shift: ShiftStatus['shift'] | null,
  ) {
    const payload = {
      shift_id: records.shift.id,
      user_id: records.shift.user.id,
      edit,
      shift,
      edited_by: auth.userId,
      at: this.clock.now(),
    };
    this.realtime.toUser(records.shift.user.id, 'schedules.shift.edited', payload);
    this.realtime.toManagers('schedules.shift.edited', payload);
  }
}
