import type {
  BioBreaks,
  BreakDecision,
  BreakDecisionRecord,
  BreakDecisions,
  BreakDecisionsQuery,
  BreakRequestItem,
  BreakRequests,
  BreakRequestsQuery,
  ShiftSummary,
  ShiftSummaryQuery,
} from '@lantern/shared/contracts/breaks';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { ClientApp } from '@lantern/shared/contracts/schedules';
import { breakRequestsWindow, decideBreakRequest } from '@lantern/shared/domain/shifts/break-decision';
import {
  type BreakDecisionStep,
  breakDecisionEntries,
  undoBreakDecision,
} from '@lantern/shared/domain/shifts/break-decision-undo';
import { isBreakStanding } from '@lantern/shared/domain/shifts/shift-breaks';
import { isBioBreakState } from '@lantern/shared/domain/shifts/shift-states';
import { countByState, currentSummaryWindow } from '@lantern/shared/domain/shifts/shift-summary';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { BreakTimers } from '../schedules/break-timers.js';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { fromSeconds, toDomainBreak, toSeconds } from '../schedules/schedules.mapper.js';
import { SchedulesRepository, type ShiftRecordSet } from '../schedules/schedules.repository.js';
import { stateColumns } from '../schedules/shift-changes.js';
import type { ShiftBreak } from '../schedules/entities/shift-break.entity.js';
import { toBioBreakRow, toBreakRequestItem, toSummaryRow, toTutor } from './breaks.mapper.js';
import { BreaksRepository } from './breaks.repository.js';

const DECIDED_CODE = {
  break_request_decided: ErrorCode.breakRequestDecided,
  break_request_expired: ErrorCode.breakRequestExpired,
} as const;

/** The platform managers' breaks center and current summary. Access is the route's: managers only. */
@Injectable()
export class BreaksService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(BreaksRepository) private readonly breaks: BreaksRepository,
    @Inject(SchedulesRepository) private readonly shifts: SchedulesRepository,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(BreakTimers) private readonly breakTimers: BreakTimers,
  ) {}

  async requests(query: BreakRequestsQuery): Promise<BreakRequests> {
    const now = this.clock.now();
    const window = breakRequestsWindow(now);
    const found = await this.breaks.requests({
      kinds: query.kind ? [query.kind] : ['rest', 'meal'],
      status: query.status,
      from: fromSeconds(window.from),
      to: fromSeconds(window.to),
    });
    const states = await this.breaks.statesOf([...new Set(found.map((entity) => entity.shift.id))]);
    const stateOf = new Map(states.map((state) => [state.shift.id, state.stateId]));
    return {
      data: found.map((entity) => toBreakRequestItem(entity, stateOf.get(entity.shift.id) ?? 0)),
      server_time: now,
    };
  }

  /**
   * Approves or rejects a pending request while holding the shift's state row, as every change to
   * a shift does; the update itself only applies to a still-pending request, so of two managers
   * deciding at once exactly one succeeds and the other gets a 409.
   */
  async decide(
    auth: AuthContext,
    breakId: number,
    decision: BreakDecision,
    app: ClientApp | null,
  ): Promise<BreakRequestItem> {
    const now = this.clock.now();
    const { item, tutorId, decidedBreak } = await this.em.transactional(async (em) => {
      const { found, records, entity } = await this.lockRequest(breakId, em);
      const outcome = decideBreakRequest(toDomainBreak(entity), decision, now);
      if (!outcome.ok) throw new AppError(409, DECIDED_CODE[outcome.code], outcome.message);
      if (!(await this.breaks.decide(breakId, outcome.status, em)))
        throw new AppError(
          409,
          ErrorCode.breakRequestDecided,
          'This break request has already been decided.',
        );

      await this.recordBreakEvent(em, auth, app, records, entity, {
        action: `${decision}_break_request`,
        event: outcome.status === 'approved' ? 'break_approved' : 'break_rejected',
        from: entity.status,
        to: outcome.status,
      });
      return {
        item: toBreakRequestItem(found, records.state.stateId, outcome.status),
        tutorId: records.shift.user.id,
        // The row was changed by a conditional update, so the loaded entity still says pending.
        decidedBreak: { ...entity, status: outcome.status },
      };
    });

    this.announce(auth, tutorId, item, now);
    // An approved break begins and ends on the minute by its own jobs, queued once it is committed.
    if (decidedBreak.status === 'approved') await this.breakTimers.schedule(item.shift.id, [decidedBreak]);
    return item;
  }

  /**
   * Takes back a manager's approval or rejection of a break that has not begun: the request is
   * pending again, to be decided anew. Under the shift's lock like a decision, written to the
   * shift's trail with who undid it, and told to the tutor and the managers as a decision is.
   */
  async undo(auth: AuthContext, breakId: number, app: ClientApp | null): Promise<BreakRequestItem> {
    const now = this.clock.now();
    const { item, tutorId } = await this.em.transactional(async (em) => {
      const { found, records, entity } = await this.lockRequest(breakId, em);
      const steps = toSteps(await this.breaks.decisionSteps([records.shift.id], em));
      const lastStep = steps.filter((step) => step.break_id === breakId).at(-1)?.action ?? null;
      const outcome = undoBreakDecision(
        toDomainBreak(entity),
        lastStep,
        otherStandingOfKind(records.breaks, entity),
        now,
      );
      if (!outcome.ok) throw new AppError(409, ErrorCode.breakDecisionNotUndoable, outcome.message);
      const from = entity.status as 'approved' | 'rejected';
      if (!(await this.breaks.reopen(breakId, from, em)))
        throw new AppError(409, ErrorCode.breakDecisionNotUndoable, 'This decision has just changed.');

      await this.recordBreakEvent(em, auth, app, records, entity, {
        action: 'undo_break_decision',
        event: 'break_decision_undone',
        from,
        to: 'pending',
      });
      return {
        item: toBreakRequestItem(found, records.state.stateId, 'pending'),
        tutorId: records.shift.user.id,
      };
    });
    // The same event as a decision, now saying pending: the tutor's console shows it waiting again.
    this.announce(auth, tutorId, item, now);
    return item;
  }

  /** A rest or meal break request and its shift, the shift locked as every change to a shift is. */
  private async lockRequest(breakId: number, em: EntityManager) {
    const found = await this.breaks.findBreak(breakId, em);
    if (!found || found.kind === 'bio') throw new AppError(404, ErrorCode.notFound, 'No such break request');
    const records = await this.shifts.lockShift(found.shift.id, em);
    const entity = records?.breaks.find((candidate) => candidate.id === breakId);
    if (!records || !entity) throw new AppError(404, ErrorCode.notFound, 'No such break request');
    return { found, records, entity };
  }

  /** Writes a decision (or its undoing) to the shift's trail, with the real actor behind a view-as. */
  private async recordBreakEvent(
    em: EntityManager,
    auth: AuthContext,
    app: ClientApp | null,
    records: ShiftRecordSet,
    entity: ShiftBreak,
    change: { action: string; event: string; from: string; to: string },
  ): Promise<void> {
    const columns = stateColumns(records);
    em.create(ShiftEvent, {
      shiftId: records.shift.id,
      tutorUserId: records.shift.user.id,
      actorUserId: auth.impersonator?.userId ?? auth.userId,
      actingAsUserId: auth.userId,
      actingAsRole: auth.role,
      at: this.clock.date(),
      app,
      action: change.action,
      before: { ...columns, break_status: change.from },
      after: { ...columns, break_status: change.to },
      details: {
        event: change.event,
        break_id: entity.id,
        kind: entity.kind,
        start_time: toSeconds(entity.startTime),
      },
    });
    await em.flush();
  }

  /** Tells the tutor and every manager where the request now stands. */
  private announce(auth: AuthContext, tutorId: number, item: BreakRequestItem, now: number): void {
    const payload = { request: item, decided_by: auth.userId, at: now };
    this.realtime.toUser(tutorId, 'schedules.break-request.decided', payload);
    this.realtime.toManagers('schedules.break-request.decided', payload);
  }

  /** The decisions on breaks starting in the breaks center's window, newest first, with who took them. */
  async decisions(query: BreakDecisionsQuery): Promise<BreakDecisions> {
    const now = this.clock.now();
    const window = breakRequestsWindow(now);
    const found = await this.breaks.breaksStarting(
      query.kind ? [query.kind] : ['rest', 'meal'],
      fromSeconds(window.from),
      fromSeconds(window.to),
    );
    const byId = new Map(found.map((entity) => [entity.id, entity]));
    const steps = toSteps(
      await this.breaks.decisionSteps([...new Set(found.map((entity) => entity.shift.id))]),
    ).filter((step) => byId.has(step.break_id));
    const entries = breakDecisionEntries(steps);
    const people = await this.breaks.usersOf([
      ...new Set(
        entries.flatMap((entry) => [entry.decided_by, entry.undone?.by ?? null]).filter((id) => id !== null),
      ),
    ]);
    const person = (id: number | null) => {
      const user = people.find((candidate) => candidate.id === id);
      return user ? toTutor(user) : null;
    };
    const lastStepOf = new Map(steps.map((step) => [step.break_id, step.action]));
    const data = entries.flatMap((entry): BreakDecisionRecord[] => {
      const entity = byId.get(entry.break_id);
      if (!entity || entity.kind === 'bio') return [];
      const sameShift = found.filter((other) => other.shift.id === entity.shift.id);
      const undoable =
        entry.undone === null &&
        undoBreakDecision(
          toDomainBreak(entity),
          lastStepOf.get(entry.break_id) ?? null,
          otherStandingOfKind(sameShift, entity),
          now,
        ).ok;
      return [
        {
          break_id: entity.id,
          kind: entity.kind,
          decision: entry.decision,
          decided_by: person(entry.decided_by),
          decided_at: entry.decided_at,
          user: toTutor(entity.shift.user),
          start_time: toSeconds(entity.startTime),
          end_time: entity.endTime ? toSeconds(entity.endTime) : null,
          undone: entry.undone ? { by: person(entry.undone.by), at: entry.undone.at } : null,
          can_undo: undoable,
        },
      ];
    });
    return { data, server_time: now };
  }

  /** Tutors on a bio break now, the longest-running first. */
  async bioBreaks(): Promise<BioBreaks> {
    const now = this.clock.now();
    const states = (await this.currentStates(now)).filter((state) => isBioBreakState(state.stateId));
    const running = await this.breaks.runningBioBreaks(states.map((state) => state.shift.id));
    const rows = states.map((state) =>
      toBioBreakRow(
        state,
        running.find((entity) => entity.shift.id === state.shift.id),
      ),
    );
    rows.sort((a, b) => (a.started_at ?? now) - (b.started_at ?? now));
    return { data: rows, server_time: now };
  }

  async summary(query: ShiftSummaryQuery): Promise<ShiftSummary> {
    const now = this.clock.now();
    const states = await this.currentStates(now);
    const wanted = query.state_id ? new Set(query.state_id) : null;
    const kept = wanted ? states.filter((state) => wanted.has(state.stateId)) : states;
    const segments = await this.breaks.segmentsOf(kept.map((state) => state.shift.id));
    return {
      counts: countByState(states.map((state) => state.stateId)),
      total: states.length,
      data: kept.map((state) =>
        toSummaryRow(
          state,
          segments.filter((segment) => segment.shift.id === state.shift.id),
          now,
        ),
      ),
      server_time: now,
    };
  }

  private currentStates(now: number) {
    const window = currentSummaryWindow(now);
    return this.breaks.currentShiftStates(fromSeconds(window.startsBy), fromSeconds(window.endsAfter));
  }
}

function toSteps(events: readonly ShiftEvent[]): BreakDecisionStep[] {
  return events.map((event) => ({
    break_id: Number(event.details.break_id),
    action: event.action as BreakDecisionStep['action'],
    at: toSeconds(event.at),
    actor_user_id: event.actorUserId ?? null,
  }));
}

/** Another break of the same kind on the shift still asked for or approved. */
function otherStandingOfKind(breaks: readonly ShiftBreak[], entity: ShiftBreak): boolean {
  return breaks.some(
    (other) => other.id !== entity.id && other.kind === entity.kind && isBreakStanding(toDomainBreak(other)),
  );
}
