import { type CalendarDate, fromAbsolute, getLocalTimeZone, toCalendarDate } from '@internationalized/date';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  AddSegment,
  CreateShift,
  SchedulableSegmentType,
  ScheduledTutor,
  SegmentDateChange,
  SegmentTypeView,
  ShiftEdit,
  ShiftSchedule,
  ShiftView,
} from '@lantern/shared/contracts/schedules';
import type { LayoutIssue } from '@lantern/shared/domain/shifts/shift-layout';
import type { QuickEditStep } from '@lantern/shared/domain/shifts/schedule-quick-edits';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import {
  type CalendarView,
  type CalendarWindow,
  calendarWindow,
  type ScheduleFilter,
  type ScheduleRow,
  scheduleRows,
  stepAnchor,
} from '../features/tutor-manager/schedule/calendar-layout.js';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import type { RootStore } from './root-store.js';
import { type EditProblem, problemOf } from './schedule-edit-problem.js';
import { ShiftAbsences } from './shift-absences.js';

/** The spec's quick-edit steps, each with what it is about. */
export type QuickEdit =
  | { step: 'none' }
  | { step: 'creating'; tutorId: number | null; date: CalendarDate }
  /** The shift's segments and actions; with a segment, that segment's form; adding, a new segment's form. */
  | { step: 'editing'; shiftId: number; segmentId: number | null; adding?: boolean }
  | { step: 'extending'; shiftId: number }
  | { step: 'deleting'; shiftId: number; segmentId: number | null }
  | { step: 'filtering' };

/** A change made elsewhere that closed the dialog a manager had open. */
export type ScheduleNotice = 'removedElsewhere';

const NONE: QuickEdit = { step: 'none' };

function knownZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The managers' shift schedule: every tutor's shifts in the day or week shown, the filters, and
 * the quick edit under way. Shifts stay current from the managers' socket events, so two managers
 * see each other's changes at once.
 */
export class ScheduleStore {
  view: CalendarView = 'day';
  /** The day shown (or inside the week shown); null follows today. */
  anchor: CalendarDate | null = null;
  tutors: ScheduledTutor[] = [];
  /** Every segment type, from the server's shared rule: the legend, the pickers and the filter list them. */
  segmentTypes: SegmentTypeView[] = [];
  readonly shifts = observable.map<number, ShiftView>();
  /** When the shifts' tutors were away from their consoles. */
  readonly absences = new ShiftAbsences();
  nameFilter = '';
  readonly typeFilter = observable.set<string>();
  quickEdit: QuickEdit = NONE;
  saving = false;
  problem: EditProblem | null = null;
  notice: ScheduleNotice | null = null;
  /** The last change this manager made, for the screen to announce. */
  done: ShiftEdit | null = null;
  /** The window whose shifts are on screen, as `from/to`. */
  private loadedWindow: string | null = null;
  /** The window asked for last wins: an answer for a view no longer shown is dropped. */
  private readonly loader: OnceLoader<{ key: string; schedule: ShiftSchedule; types: SegmentTypeView[] }>;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      async () => {
        const { from, to } = this.window;
        // The segment types never change while the console runs: fetched with the first window.
        const [schedule, types] = await Promise.all([
          this.api.call('shiftSchedule', { query: { from, to } }),
          this.segmentTypes.length ? this.segmentTypes : this.api.call('segmentTypes'),
        ]);
        return { key: `${from}/${to}`, schedule, types };
      },
      ({ key, schedule, types }) => {
        this.segmentTypes = types;
        this.tutors = schedule.tutors;
        this.shifts.replace(schedule.shifts.map((shift) => [shift.id, shift]));
        this.absences.replace(schedule.absences);
        this.loadedWindow = key;
      },
      { quiet: true },
    );
    makeAutoObservable<ScheduleStore, 'api' | 'loader'>(this, {
      root: false,
      api: false,
      loader: false,
      absences: false,
    });
  }

  get state(): LoadStatus {
    return this.loader.status;
  }

  /** Where days begin and end: the manager's own timezone, as shift times are shown. */
  get timeZone(): string {
    const zone = this.root.user.current?.timezone;
    return knownZone(zone) ? zone : getLocalTimeZone();
  }

  get now(): number {
    return Math.floor(this.root.clock.nowMs / 1000);
  }

  get today(): CalendarDate {
    return toCalendarDate(fromAbsolute(this.root.clock.nowMs, this.timeZone));
  }

  get day(): CalendarDate {
    return this.anchor ?? this.today;
  }

  get window(): CalendarWindow {
    return calendarWindow(this.view, this.day, this.timeZone);
  }

  get filter(): ScheduleFilter {
    return { name: this.nameFilter, types: this.typeFilter };
  }

  get filtering(): boolean {
    return this.nameFilter.trim() !== '' || this.typeFilter.size > 0;
  }

  get rows(): ScheduleRow[] {
    return scheduleRows(this.tutors, [...this.shifts.values()], this.filter);
  }

  get step(): QuickEditStep {
    return this.quickEdit.step;
  }

  /** The shift the quick edit is about, while it exists. */
  get editedShift(): ShiftView | null {
    return 'shiftId' in this.quickEdit ? (this.shifts.get(this.quickEdit.shiftId) ?? null) : null;
  }

  /** The class-name key of a type's colour; a type the list lacks gets the neutral colour. */
  colourKey(typeName: string): string {
    return this.segmentTypes.find((type) => type.name === typeName)?.colour_key ?? 'unknown';
  }

  tutorName(userId: number): string {
    return this.tutors.find((tutor) => tutor.id === userId)?.name ?? '';
  }

  /** Loads the window shown and follows it and the events; returns the stop, for the screen to call on leaving. */
  open(): () => void {
    const stopWindow = reaction(
      () => [this.window.from, this.window.to],
      () => void this.load(),
      { fireImmediately: true, equals: (a, b) => a[0] === b[0] && a[1] === b[1] },
    );
    const stopEdits = this.root.connection.on('schedules.shift.edited', ({ shift_id, shift }) =>
      this.apply(shift_id, shift),
    );
    // Punching in early makes a shift no longer editable: fetch it again. Other state changes move nothing here.
    const stopUpdates = this.root.connection.on('schedules.shift.updated', ({ shift_id, action }) => {
      if (this.shifts.has(shift_id) && (action === 'punch_in' || action === 'punch_out')) void this.load();
    });
    const stopPresence = this.root.connection.on('presence.tutor.changed', (change) =>
      this.absences.follow(change, (shiftId) => this.shifts.has(shiftId)),
    );
    return () => {
      stopWindow();
      stopEdits();
      stopUpdates();
      stopPresence();
      this.close();
    };
  }

  load(): Promise<void> {
    const { from, to } = this.window;
    // Refreshing the window shown keeps it on screen; another window is loading until it arrives.
    if (this.loadedWindow !== `${from}/${to}`) this.loader.reset();
    return this.loader.load(true);
  }

  /** Forgets everything shown, for the next person signing in. */
  clear(): void {
    this.loader.reset();
    this.tutors = [];
    this.shifts.clear();
    this.absences.clear();
    this.loadedWindow = null;
    this.anchor = null;
    this.clearFilters();
    this.close();
    this.notice = null;
    this.done = null;
  }

  setView(view: CalendarView): void {
    this.view = view;
  }

  previous(): void {
    this.anchor = stepAnchor(this.view, this.day, -1);
  }

  next(): void {
    this.anchor = stepAnchor(this.view, this.day, 1);
  }

  goToday(): void {
    this.anchor = null;
  }

  goTo(date: CalendarDate): void {
    this.anchor = date;
  }

  setNameFilter(name: string): void {
    this.nameFilter = name;
  }

  toggleType(type: string, shown: boolean): void {
    if (shown) this.typeFilter.add(type);
    else this.typeFilter.delete(type);
  }

  setTypes(types: Iterable<string>): void {
    this.typeFilter.replace([...types]);
  }

  clearFilters(): void {
    this.nameFilter = '';
    this.typeFilter.clear();
  }

  begin(edit: QuickEdit): void {
    this.quickEdit = edit;
    this.problem = null;
    this.notice = null;
    this.done = null;
  }

  close(): void {
    this.quickEdit = NONE;
    this.problem = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** Client-side layout issues, shown before anything is sent. */
  refuse(issues: readonly LayoutIssue[]): void {
    this.problem = { kind: 'issues', issues: issues.map(({ segment, rule }) => ({ segment, rule })) };
  }

  createShift(input: CreateShift): Promise<boolean> {
    return this.run('shift_created', async () => {
      const created = await this.api.call('createShift', { body: input });
      this.apply(created.shift.id, created.shift);
    });
  }

  /**
   * Retypes a segment, switches its live sessions and moves it (to another day too); each part is
   * sent only when it changes, the type first, since a new type brings its own live-session default.
   */
  changeSegment(
    shiftId: number,
    segmentId: number,
    change: { type?: SchedulableSegmentType; sessionable?: boolean; span?: SegmentDateChange },
  ): Promise<boolean> {
    const edit: ShiftEdit = change.span
      ? 'segment_date_changed'
      : change.type
        ? 'segment_type_changed'
        : 'segment_sessionable_changed';
    return this.run(edit, async () => {
      const params = { id: shiftId, segmentId };
      if (change.type) {
        const retyped = await this.api.call('setSegmentType', { params, body: { type: change.type } });
        this.apply(shiftId, retyped.shift);
      }
      if (change.sessionable !== undefined) {
        const body = { is_sessionable: change.sessionable };
        const switched = await this.api.call('setSegmentSessionable', { params, body });
        this.apply(shiftId, switched.shift);
      }
      if (change.span) {
        const moved = await this.api.call('setSegmentDate', { params, body: change.span });
        this.apply(shiftId, moved.shift);
        // Moved clear of its shift, the segment is a shift of its own now: fetch it.
        if (!moved.shift.shift_segments.some((segment) => segment.id === segmentId)) void this.load();
      }
    });
  }

  addSegment(shiftId: number, input: AddSegment): Promise<boolean> {
    return this.run('segment_added', async () => {
      const added = await this.api.call('addSegment', { params: { id: shiftId }, body: input });
      this.apply(shiftId, added.shift);
    });
  }

  extendShift(shiftId: number, endTime: number): Promise<boolean> {
    return this.run('shift_extended', async () => {
      const extended = await this.api.call('extendShift', {
        params: { id: shiftId },
        body: { end_time: endTime },
      });
      this.apply(shiftId, extended.shift);
    });
  }

  deleteSegment(shiftId: number, segmentId: number): Promise<boolean> {
    return this.run('segment_deleted', async () => {
      await this.api.call('deleteSegment', { params: { id: shiftId, segmentId } });
      const shift = this.shifts.get(shiftId);
      if (shift)
        this.apply(shiftId, {
          ...shift,
          shift_segments: shift.shift_segments.filter((segment) => segment.id !== segmentId),
        });
    });
  }

  deleteShift(shiftId: number): Promise<boolean> {
    return this.run('shift_deleted', async () => {
      await this.api.call('deleteShift', { params: { id: shiftId } });
      this.apply(shiftId, null);
    });
  }

  /** Whether all went through; on a refusal the dialog stays open with the problem. */
  private async run(edit: ShiftEdit, send: () => Promise<void>): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.problem = null;
    try {
      await send();
      runInAction(() => {
        this.quickEdit = NONE;
        this.done = edit;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.problem = problemOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** A shift as it is now (null: deleted), kept only while it overlaps the window shown. */
  private apply(shiftId: number, shift: ShiftView | null): void {
    const { from, to } = this.window;
    if (shift && shift.start_time < to && shift.end_time > from) this.shifts.set(shiftId, shift);
    else this.shifts.delete(shiftId);
    if (!this.saving && this.loses(shiftId, shift)) {
      this.quickEdit = NONE;
      this.notice = 'removedElsewhere';
    }
  }

  /** Whether the quick edit under way is about a shift or segment that this change removes. */
  private loses(shiftId: number, shift: ShiftView | null): boolean {
    const edit = this.quickEdit;
    if (!('shiftId' in edit) || edit.shiftId !== shiftId) return false;
    if (shift === null) return true;
    const segmentId = 'segmentId' in edit ? edit.segmentId : null;
    return segmentId !== null && !shift.shift_segments.some((segment) => segment.id === segmentId);
  }
}
