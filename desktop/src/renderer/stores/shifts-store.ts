import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  BreakRequestView,
  CurrentShift,
  ShiftStateAction,
  ShiftStateView,
  ShiftStatus,
  ShiftView,
} from '@lantern/shared/contracts/schedules';
import type { ServerEventPayload } from '@lantern/shared/realtime/events';
import {
  breakStartsSoon,
  canCancelBreak,
  canRequestMealBreak,
  canReturnToSegment,
  canScheduleRestBreak,
  canStartBioBreak,
} from '@lantern/shared/domain/shifts/break-eligibility';
import {
  type PunchButton,
  punchButton,
  punchInDestination,
  PUNCH_OUT_DESTINATION,
  segmentTypeMayPunchIn,
} from '@lantern/shared/domain/shifts/punch-button';
import {
  type PunchClockCountdown,
  punchClockCountdown,
} from '@lantern/shared/domain/shifts/punch-clock-tooltip';
import {
  isClientFacingSegmentType,
  type SegmentStatus,
  segmentStatus,
} from '@lantern/shared/domain/shifts/segment-status';
import { breakWindow } from '@lantern/shared/domain/shifts/eligible-actions';
import { breakEndTime, isBreakStanding } from '@lantern/shared/domain/shifts/shift-breaks';
import {
  BREAK_ACTION_DELAY_MS,
  PUNCH_ROLE_TYPES,
  SHIFT_STATE_IDS,
} from '@lantern/shared/domain/shifts/shift-constants';
import { segmentTakesLiveSessions } from '@lantern/shared/domain/shifts/segment-types';
import {
  isBioBreakState,
  isPunchedInState,
  stateTakesNewSessions,
} from '@lantern/shared/domain/shifts/shift-states';
import { shiftsInNext24Hours, userShiftsWindow } from '@lantern/shared/domain/shifts/shift-windows';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { TrayShift } from '../../common/desktop-api.js';
import type { PlannedBreak } from './break-alerts.js';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { clearPunchOutKeys, type KeyedStorage, windowStorages } from './punch-out-storage.js';
import type { RootStore } from './root-store.js';
import { dueShiftAlert, type ShiftAlert } from './shift-alerts.js';

/** How the console words a shift state: a catalogue key below `tutor.shiftState`. */
export type ShiftStateKey = 'upcoming' | 'inTransition' | 'inProgress' | 'bioBreak' | 'ended' | 'mia';

export function shiftStateKey(stateId: number): ShiftStateKey {
  if (isBioBreakState(stateId)) return 'bioBreak';
  switch (stateId) {
    case SHIFT_STATE_IDS.IN_TRANSITION:
      return 'inTransition';
    case SHIFT_STATE_IDS.IN_PROGRESS:
      return 'inProgress';
    case SHIFT_STATE_IDS.PUNCH_HIDDEN:
      return 'ended';
    case SHIFT_STATE_IDS.MIA:
      return 'mia';
    default:
      return 'upcoming';
  }
}

// The desktop tray's menu is English, as the main process writes the rest of it.
const TRAY_STATE_WORDS: Readonly<Record<ShiftStateKey, string>> = {
  upcoming: 'Upcoming',
  inTransition: 'In transition',
  inProgress: 'In progress',
  bioBreak: 'On a bio break',
  ended: 'Punched out',
  mia: 'Missing in action',
};

/** Whether live sessions reach the tutor now (the classroom's status line), and if not why. */
export type LiveSessionReadiness =
  | { kind: 'taking' }
  | { kind: 'startsAt'; time: number }
  | { kind: 'otherSegment' }
  | { kind: 'onBreak' }
  | { kind: 'notPunchedIn' };

/** The breaks a tutor plans ahead: rest breaks are booked, meal breaks wait for a manager. */
export type PlannedBreakKind = 'rest' | 'meal';
export const PLANNED_BREAK_KINDS: readonly PlannedBreakKind[] = ['rest', 'meal'];

const BOOKING_ACTION = {
  rest: 'schedule_rest_break',
  meal: 'request_meal_break',
} as const satisfies Record<PlannedBreakKind, ShiftStateAction>;

/**
 * A rest or meal break the console knows of: booked here, still pending on the server, or decided.
 * The id comes with a request the server listed; a rest break booked here has none to cancel by.
 */
export type KnownBreak = Pick<BreakRequestView, 'status' | 'start_time' | 'end_time'> & { id?: number };

/** Where cancelling a break stands: the request runs, or the server refused it. */
export type BreakCancelStep = 'cancelling' | 'failed';

/** Where a booking stands on screen: the request runs and settles, then the confirmation or the error. */
export type BreakBookingStep = 'saving' | 'confirmed' | 'failed';

/** What the tutor is told about a known break at a given second (the spec's break steps). */
export type BreakPhase =
  'pending' | 'rejected' | 'cancelled' | 'approved' | 'startsSoon' | 'inProgress' | 'late';

/** The window a break may start in, from the shift state's eligible actions. */
export interface BreakWindow {
  min: number;
  max: number;
}

const TUTOR_MANAGER_SEGMENT = 'Tutor Manager';
/** Where punching in may lead that this console has built: the review center is not built yet. */
const BUILT_PUNCH_DESTINATIONS: ReadonlySet<string> = new Set([
  punchInDestination(PUNCH_ROLE_TYPES.CLASSROOM),
  punchInDestination(PUNCH_ROLE_TYPES.REVIEW_CENTER),
]);
const NOTIFIED_KEY = 'lantern.console.notifiedShiftAlerts';

/**
 * The tutor's shifts: the current (or next) one from `GET /schedules/shifts/current`, kept up to
 * date by `schedules.shift.updated`, and what the punch clock shows for it at the clock's second.
 */
export class ShiftsStore {
  readonly shifts = new Map<number, ShiftView>();
  readonly states = new Map<number, ShiftStateView>();
  currentId: number | null = null;
  /** The action whose request is running; the buttons wait for it. */
  pendingAction: ShiftStateAction | null = null;
  /** The last action the server refused or that could not reach it; nothing changed. */
  failedAction: ShiftStateAction | null = null;
  /** The rest and meal breaks of the current shift the console knows of. */
  readonly knownBreaks = new Map<PlannedBreakKind, KnownBreak>();
  /** The booking step each break form shows; absent shows the form. */
  readonly bookingSteps = new Map<PlannedBreakKind, BreakBookingStep>();
  readonly cancelSteps = new Map<PlannedBreakKind, BreakCancelStep>();
  /** Read again on every change; what is shown stays meanwhile, and when a reading fails. */
  private readonly loader: OnceLoader<[CurrentShift, ShiftStatus[] | null]>;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    private readonly wait: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
    private readonly storages: () => readonly KeyedStorage[] = windowStorages,
  ) {
    this.loader = new OnceLoader(
      () => {
        const userId = this.root.user.current?.id;
        const { from, to } = userShiftsWindow(this.now);
        return Promise.all([
          this.api.call('currentShift'),
          // The punch clock needs only the current shift: without the list, the dashboard still works.
          userId === undefined
            ? null
            : this.api
                .call('shifts', { query: { user_id: userId, from, to } })
                .then((listed) => listed.shifts)
                .catch(() => null),
        ]);
      },
      ([current, listed]) => {
        this.setCurrent(current);
        if (listed) this.setListed(listed);
      },
      { quiet: true },
    );
    makeAutoObservable<ShiftsStore, 'api' | 'loader' | 'wait' | 'storages'>(this, {
      root: false,
      api: false,
      loader: false,
      wait: false,
      storages: false,
    });
  }

  get state(): LoadStatus {
    return this.loader.status;
  }

  /** Follows the socket and sends the notifications that fall due; returns the stop. */
  start(): () => void {
    const stopUpdates = this.root.connection.on('schedules.shift.updated', (update) =>
      this.applyUpdate(update),
    );
    const stopDecisions = this.root.connection.on('schedules.break-request.decided', ({ request }) =>
      this.applyDecision(request.shift.id, request),
    );
    // A manager created, moved, extended or deleted one of this tutor's shifts: the current one may change.
    const stopEdits = this.root.connection.on('schedules.shift.edited', ({ user_id }) => {
      if (this.root.user.role === 'tutor' && user_id === this.root.user.current?.id) void this.load();
    });
    const stopAlerts = reaction(
      () => this.dueAlert,
      (alert) => {
        if (alert) this.sendOnce(alert);
      },
      { fireImmediately: true },
    );
    return () => {
      stopUpdates();
      stopDecisions();
      stopEdits();
      stopAlerts();
    };
  }

  get now(): number {
    return Math.floor(this.root.clock.nowMs / 1000);
  }

  get current(): ShiftView | null {
    return this.currentId === null ? null : (this.shifts.get(this.currentId) ?? null);
  }

  get currentState(): ShiftStateView | null {
    return this.currentId === null ? null : (this.states.get(this.currentId) ?? null);
  }

  /** The dashboard's shifts: not over and starting within 24 hours, soonest first. */
  get upcoming(): ShiftView[] {
    return shiftsInNext24Hours([...this.shifts.values()], this.now);
  }

  /**
   * Whether the matcher may give this tutor a student now, and if not why: not punched in, on a
   * break, punched in before the tutoring segment begins, or in a segment without live sessions.
   */
  get liveSessions(): LiveSessionReadiness {
    const shift = this.current;
    if (!shift || !isPunchedInState(shift.state_id)) return { kind: 'notPunchedIn' };
    if (!stateTakesNewSessions(shift.state_id)) return { kind: 'onBreak' };
    const now = this.now;
    const segment = shift.shift_segments.find(
      (candidate) => candidate.start_time <= now && candidate.end_time > now,
    );
    if (segment && segmentTakesLiveSessions(segment)) return { kind: 'taking' };
    const next = shift.shift_segments.find((candidate) => candidate.start_time > now);
    return !segment && next && segmentTakesLiveSessions(next)
      ? { kind: 'startsAt', time: next.start_time }
      : { kind: 'otherSegment' };
  }

  get takesLiveSessions(): boolean {
    return this.liveSessions.kind === 'taking';
  }

  get punchButton(): PunchButton {
    const shift = this.current;
    if (!shift) return { shown: false };
    // The segment that decides is the one under way, or the first once the shift starts.
    const at = Math.max(this.now, shift.start_time);
    const segment = shift.shift_segments.find((candidate) => candidate.end_time > at);
    return punchButton({
      shift,
      isTutorManagerShift: shift.shift_segments.some((s) => s.type.name === TUTOR_MANAGER_SEGMENT),
      segmentTypeMayPunchIn: segment !== undefined && segmentTypeMayPunchIn(segment.type.id),
      now: this.now,
    });
  }

  /** The punch clock's countdown (to the start, minutes late, minutes left), or null after the shift. */
  get countdown(): PunchClockCountdown | null {
    return this.current ? punchClockCountdown(this.current, this.now) : null;
  }

  segmentStatus(segment: ShiftView['shift_segments'][number]): SegmentStatus {
    return segmentStatus(
      { ...segment, clientFacing: isClientFacingSegmentType(segment.type.name) },
      this.now,
    );
  }

  get canStartBioBreak(): boolean {
    const state = this.currentState;
    return state !== null && canStartBioBreak(state.eligible_actions, this.now);
  }

  get canReturnToSegment(): boolean {
    const state = this.currentState;
    return state !== null && canReturnToSegment(state.eligible_actions);
  }

  canBook(kind: PlannedBreakKind): boolean {
    const state = this.currentState;
    if (state === null) return false;
    return kind === 'rest'
      ? canScheduleRestBreak(state.eligible_actions, this.now)
      : canRequestMealBreak(state.eligible_actions, this.now);
  }

  /** When a break may start from now on, or null when it cannot be booked. */
  bookingWindow(kind: PlannedBreakKind): BreakWindow | null {
    const action = this.currentState?.eligible_actions[BOOKING_ACTION[kind]];
    if (!action || action.max_start_time == null || !this.canBook(kind)) return null;
    return { min: Math.max(this.now, action.min_start_time ?? this.now), max: action.max_start_time };
  }

  breakPhase(kind: PlannedBreakKind): BreakPhase | null {
    const known = this.knownBreaks.get(kind);
    if (!known) return null;
    if (known.status !== 'approved') return known.status;
    const shift = this.current;
    const now = this.now;
    if (known.end_time !== null && now >= known.end_time) {
      // Still off the segment once the break is over: the tutor should return.
      return shift?.state_id === SHIFT_STATE_IDS.IN_TRANSITION ? 'late' : null;
    }
    if (now >= known.start_time) return 'inProgress';
    return breakStartsSoon(known.start_time, now) ? 'startsSoon' : 'approved';
  }

  /**
   * The server's rule: a pending or approved break that has not begun, until the latest time a
   * break of its kind could start on this shift.
   */
  canCancel(kind: PlannedBreakKind): boolean {
    const known = this.knownBreaks.get(kind);
    const shift = this.current;
    if (!known?.id || !shift || !isBreakStanding({ ...known, id: known.id, kind })) return false;
    return this.now < known.start_time && canCancelBreak(breakWindow(kind, shift), this.now);
  }

  /** The current shift's approved rest and meal breaks with their times, for the break alerts. */
  get approvedBreaks(): PlannedBreak[] {
    const shiftId = this.currentId;
    if (shiftId === null) return [];
    return PLANNED_BREAK_KINDS.flatMap((kind) => {
      const known = this.knownBreaks.get(kind);
      if (known?.status !== 'approved' || known.id === undefined || known.end_time === null) return [];
      return [{ id: known.id, shiftId, kind, startTime: known.start_time, endTime: known.end_time }];
    });
  }

  /** What the tray is told; it counts down by itself, so this changes only with the shift. */
  get trayShift(): TrayShift | null {
    const shift = this.current;
    if (!shift) return null;
    return {
      startTime: shift.start_time,
      endTime: shift.end_time,
      stateId: shift.state_id,
      stateLabel: TRAY_STATE_WORDS[shiftStateKey(shift.state_id)],
    };
  }

  get dueAlert(): ShiftAlert | null {
    return this.current ? dueShiftAlert(this.current, this.now) : null;
  }

  load(): Promise<void> {
    return this.loader.load(true);
  }

  /** Punch in or out, or start or end a bio break. A refusal changes nothing but `failedAction`. */
  async act(action: ShiftStateAction): Promise<void> {
    const shift = this.current;
    if (!shift || this.pendingAction !== null) return;
    this.pendingAction = action;
    this.failedAction = null;
    try {
      const changed = await this.api.call('changeShiftState', {
        params: { id: shift.id },
        body: { action, app: 'console' },
      });
      runInAction(() => this.setStatus(changed));
      if (action === 'punch_in') this.followPunchIn(changed.destination);
      if (action === 'punch_out') this.followPunchOut();
    } catch {
      runInAction(() => {
        this.failedAction = action;
      });
    } finally {
      runInAction(() => {
        this.pendingAction = null;
      });
    }
  }

  /**
   * Book a rest break or ask for a meal break at `startTime`. After the answer the console waits
   * for the schedule to settle, then reloads the shift before it confirms (spec: ~2 seconds).
   */
  async bookBreak(kind: PlannedBreakKind, startTime: number): Promise<void> {
    const shift = this.current;
    if (!shift || this.pendingAction !== null) return;
    const action = BOOKING_ACTION[kind];
    this.pendingAction = action;
    this.bookingSteps.set(kind, 'saving');
    try {
      const changed = await this.api.call('changeShiftState', {
        params: { id: shift.id },
        body: { action, start_time: startTime, app: 'console' },
      });
      runInAction(() => {
        this.setStatus(changed);
        // A rest break needs nobody's approval, so the answer carries no request for it.
        if (kind === 'rest') {
          this.knownBreaks.set(kind, {
            status: 'approved',
            start_time: startTime,
            end_time: breakEndTime(kind, startTime),
          });
        }
      });
      await this.wait(BREAK_ACTION_DELAY_MS);
      await this.load();
      runInAction(() => this.bookingSteps.set(kind, 'confirmed'));
    } catch {
      runInAction(() => this.bookingSteps.set(kind, 'failed'));
    } finally {
      runInAction(() => {
        this.pendingAction = null;
      });
    }
  }

  /** Call off a rest or meal break; after the answer the shift settles and reloads as for a booking. */
  async cancelBreak(kind: PlannedBreakKind): Promise<void> {
    const shift = this.current;
    const known = this.knownBreaks.get(kind);
    if (!shift || known?.id === undefined || this.pendingAction !== null || !this.canCancel(kind)) return;
    this.pendingAction = 'cancel_break';
    this.cancelSteps.set(kind, 'cancelling');
    try {
      const changed = await this.api.call('changeShiftState', {
        params: { id: shift.id },
        body: { action: 'cancel_break', break_id: known.id, app: 'console' },
      });
      runInAction(() => {
        this.setStatus(changed);
        this.knownBreaks.set(kind, { ...known, status: 'cancelled' });
        // "Your rest break is scheduled" no longer holds once it is called off.
        this.bookingSteps.delete(kind);
      });
      await this.wait(BREAK_ACTION_DELAY_MS);
      await this.load();
      runInAction(() => this.cancelSteps.delete(kind));
    } catch {
      runInAction(() => this.cancelSteps.set(kind, 'failed'));
    } finally {
      runInAction(() => {
        this.pendingAction = null;
      });
    }
  }

  /**
   * Punching in leads to the segment's work (spec): the server names the classroom for a tutoring
   * segment (punch role type 1), the review center for writing (2), by `punchInDestination`. A
   * screen the console has not built yet leaves the tutor where they are.
   */
  private followPunchIn(destination: string | null): void {
    if (destination !== null && BUILT_PUNCH_DESTINATIONS.has(destination))
      this.root.desktop.navigate(destination);
  }

  /** Punching out (spec): hidden messages do not outlive the shift, and the tutor goes to `/`. */
  private followPunchOut(): void {
    clearPunchOutKeys(this.storages());
    this.root.desktop.navigate(PUNCH_OUT_DESTINATION);
  }

  dismissCancelFailure(kind: PlannedBreakKind): void {
    this.cancelSteps.delete(kind);
  }

  /** Back to the form after a confirmation or an error. */
  dismissBooking(kind: PlannedBreakKind): void {
    this.bookingSteps.delete(kind);
  }

  dismissFailure(): void {
    this.failedAction = null;
  }

  clear(): void {
    this.loader.reset();
    this.shifts.clear();
    this.states.clear();
    this.currentId = null;
    this.pendingAction = null;
    this.failedAction = null;
    this.knownBreaks.clear();
    this.bookingSteps.clear();
    this.cancelSteps.clear();
  }

  private setCurrent(current: CurrentShift): void {
    if (current.shift === null) {
      this.currentId = null;
      this.shifts.clear();
      this.states.clear();
      this.knownBreaks.clear();
    } else {
      this.setStatus(current);
    }
  }

  /** The tutor's other shifts around now, beside the current one, for the dashboard's list. */
  private setListed(listed: readonly ShiftStatus[]): void {
    const others = listed.filter((status) => status.shift.id !== this.currentId);
    const kept = new Set(others.map((status) => status.shift.id));
    for (const shiftId of [...this.shifts.keys()]) {
      if (shiftId !== this.currentId && !kept.has(shiftId)) {
        this.shifts.delete(shiftId);
        this.states.delete(shiftId);
      }
    }
    for (const status of others) {
      this.shifts.set(status.shift.id, status.shift);
      this.states.set(status.shift.id, status.state);
    }
  }

  private setStatus(status: ShiftStatus): void {
    // The punched-out shift gives way to the next one; the dashboard only lists what is current.
    if (this.currentId !== null && this.currentId !== status.shift.id) {
      this.shifts.delete(this.currentId);
      this.states.delete(this.currentId);
      this.knownBreaks.clear();
      this.bookingSteps.clear();
    }
    this.mergeBreaks(status.shift.planned_breaks);
    this.shifts.set(status.shift.id, status.shift);
    this.states.set(status.shift.id, status.state);
    this.currentId = status.shift.id;
  }

  /** The new state shows at once; the segments' punch times follow from a reload. */
  private applyUpdate(update: ServerEventPayload<'schedules.shift.updated'>): void {
    // Managers hear of every tutor's shifts; only a shift of the tutor's own is theirs to load.
    if (this.root.user.role !== 'tutor') return;
    const shift = this.shifts.get(update.shift_id);
    if (shift) {
      this.shifts.set(update.shift_id, { ...shift, state_id: update.state.state_id });
      this.states.set(update.shift_id, update.state);
    }
    void this.load();
  }

  /**
   * The server lists the shift's standing rest and meal breaks. One this console saw standing and
   * the server no longer lists was decided or cancelled elsewhere: the decision event says which
   * way, so it is dropped until then. A newer rejection or cancellation seen here stays on screen.
   */
  private mergeBreaks(planned: readonly BreakRequestView[]): void {
    for (const kind of PLANNED_BREAK_KINDS) {
      const listed = planned.filter((item) => item.kind === kind).at(-1);
      const known = this.knownBreaks.get(kind);
      const standing = known !== undefined && (known.status === 'pending' || known.status === 'approved');
      if (listed && (standing || known?.id === undefined || listed.id >= known.id)) {
        this.knownBreaks.set(kind, listed);
      } else if (!listed && standing) {
        this.knownBreaks.delete(kind);
      }
    }
  }

  private applyDecision(shiftId: number, request: BreakRequestView): void {
    if (shiftId !== this.currentId || request.kind === 'bio') return;
    this.knownBreaks.set(request.kind, request);
    // The booking's confirmation spoke of the request as it was; a decision (or its undoing) replaces it.
    this.bookingSteps.delete(request.kind);
    // A rejection frees the kind to be asked for again: the eligible actions follow from a reload.
    void this.load();
  }

  private sendOnce(alert: ShiftAlert): void {
    const storage = this.root.env.sessionStorage;
    const sent = (storage.getItem(NOTIFIED_KEY) ?? '').split(' ').filter(Boolean);
    if (sent.includes(alert.key)) return;
    // Remembered for the browser tab, so a reload does not announce the same moment again.
    storage.setItem(NOTIFIED_KEY, [...sent.slice(-19), alert.key].join(' '));
    this.root.desktop.notify(alert.notification);
  }
}
