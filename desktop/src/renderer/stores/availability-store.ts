import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  AvailabilityBatchItem,
  AvailabilityView,
  OpenWeek,
} from '@lantern/shared/contracts/availability';
import type { AvailabilityOperation } from '@lantern/shared/domain/availability/availability-errors';
import {
  type Availability,
  hasUnsavedAvailabilityChanges,
  isNewAvailability,
} from '@lantern/shared/domain/availability/availability-items';
import { isWithinWeek, type Week, weekAfter } from '@lantern/shared/domain/availability/availability-week';
import {
  exceedsMaxWeeklyHours,
  isValidMaxWeeklyHours,
  weeklyHours,
} from '@lantern/shared/domain/availability/weekly-hours';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export const HOUR = 3600;

/** A span as the editor holds it: saved ones keep the server's id, new ones a temporary id. */
export type LocalAvailability = Required<Pick<Availability, 'id' | 'start_time' | 'end_time'>> & {
  is_deleted: boolean;
};

const toLocal = (item: AvailabilityView): LocalAvailability => ({
  id: item.id,
  start_time: item.start_time,
  end_time: item.end_time,
  is_deleted: item.is_deleted,
});

const overlaps = (item: LocalAvailability, from: number, to: number) =>
  !item.is_deleted && item.start_time < to && item.end_time > from;

/**
 * What one batch save sends: the current week's spans added, moved or withdrawn since the last
 * save. A withdrawn saved span goes as `is_deleted` (the server leaves unnamed spans alone); a new
 * span withdrawn again before saving is not sent at all.
 */
export function batchChanges(
  saved: readonly AvailabilityView[],
  local: readonly LocalAvailability[],
  week: Week,
): AvailabilityBatchItem[] {
  const savedById = new Map(saved.map((item) => [item.id, item]));
  return local
    .filter((item) => {
      if (isNewAvailability(item)) return !item.is_deleted && isWithinWeek(week, item.start_time);
      const before = savedById.get(Number(item.id));
      if (!before || !isWithinWeek(week, before.start_time)) return false;
      return (
        before.start_time !== item.start_time ||
        before.end_time !== item.end_time ||
        before.is_deleted !== item.is_deleted
      );
    })
    .map(({ id, start_time, end_time, is_deleted }) => ({
      id,
      start_time,
      end_time,
      ...(is_deleted ? { is_deleted } : {}),
    }));
}

/**
 * The tutor's open week of availability: hour cells toggled locally, saved in one batch, the week's
 * total against the maximum weekly hours, and the open week's confirmation. Other weeks can be
 * looked at, not changed (the spec limits what is submitted to the current week). A failed call
 * keeps every local edit and names the operation for the spec's snackbar text.
 */
export class AvailabilityStore {
  week: Week | null = null;
  /** The week the server offers for changes, learnt from the first load. */
  openWeekStart: number | null = null;
  saved: AvailabilityView[] = [];
  local: LocalAvailability[] = [];
  maxWeeklyHours = 0;
  isConfirmed = false;
  /** The request running, so its button waits; null when idle. */
  busy: 'save' | 'confirm' | 'maxHours' | null = null;
  /** The last operation that failed; the snackbar shows its text until dismissed. */
  error: AvailabilityOperation | null = null;
  private nextTemporaryId = 1;
  /** The week asked for last (undefined: the open week); the week shown stays while another loads. */
  private askedWeek: number | undefined = undefined;
  private readonly loader: OnceLoader<{ week: OpenWeek; open: boolean }>;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.loader = new OnceLoader(
      async () => {
        const weekStart = this.askedWeek;
        const week = await this.api.call('tutorOpenWeek', {
          params: { id: this.tutorId ?? 0 },
          ...(weekStart === undefined ? {} : { query: { week_start: weekStart } }),
        });
        return { week, open: weekStart === undefined };
      },
      ({ week, open }) => {
        if (open) this.openWeekStart = week.week.start;
        this.applyWeek(week);
      },
      {
        quiet: true,
        failed: () => {
          this.error = 'retrieve';
        },
      },
    );
    makeAutoObservable<AvailabilityStore, 'api' | 'nextTemporaryId' | 'askedWeek' | 'loader'>(this, {
      root: false,
      api: false,
      nextTemporaryId: false,
      askedWeek: false,
      loader: false,
    });
  }

  get state(): LoadStatus {
    return this.loader.status;
  }

  get totalHours(): number {
    return weeklyHours(this.local);
  }

  get exceedsMax(): boolean {
    return exceedsMaxWeeklyHours(this.local, this.maxWeeklyHours);
  }

  get hasUnsavedChanges(): boolean {
    return hasUnsavedAvailabilityChanges(this.saved, this.local);
  }

  get canSave(): boolean {
    return this.isOpenWeek && this.hasUnsavedChanges && !this.exceedsMax && this.busy === null;
  }

  /** Whether the week shown is the one that can be changed and confirmed. */
  get isOpenWeek(): boolean {
    return this.week !== null && this.week.start === this.openWeekStart;
  }

  /** Moving to another week would lose edits, so it waits for a save or a discard. */
  get canChangeWeek(): boolean {
    return this.week !== null && !this.hasUnsavedChanges && this.busy === null;
  }

  private get tutorId(): number | null {
    return this.root.user.current?.id ?? null;
  }

  isSelected(from: number): boolean {
    return this.local.some((item) => overlaps(item, from, from + HOUR));
  }

  /** The open week, or the week holding `weekStart`. */
  load(weekStart?: number): Promise<void> {
    if (this.tutorId === null) return Promise.resolve();
    this.askedWeek = weekStart;
    return this.loader.load(true);
  }

  /** The week `steps` weeks from the one shown; back to the open week with 0. */
  async showWeek(steps: number): Promise<void> {
    if (!this.week || !this.canChangeWeek) return;
    await this.load(steps === 0 ? undefined : weekAfter(this.week, steps).start);
  }

  /** Selects the hour starting at `from`, or clears it, cutting any span that covers it. */
  toggleHour(from: number): void {
    if (!this.isOpenWeek) return;
    const to = from + HOUR;
    if (this.isSelected(from)) this.clearRange(from, to);
    else this.selectRange(from, to);
  }

  private selectRange(from: number, to: number): void {
    // Joins the neighbours so adjacent hours save as one span.
    const before = this.local.find((item) => !item.is_deleted && item.end_time === from);
    const after = this.local.find((item) => !item.is_deleted && item.start_time === to);
    if (before && after) {
      before.end_time = after.end_time;
      this.withdraw(after);
    } else if (before) before.end_time = to;
    else if (after) after.start_time = from;
    else this.local.push({ id: this.temporaryId(), start_time: from, end_time: to, is_deleted: false });
  }

  private clearRange(from: number, to: number): void {
    for (const item of this.local.filter((candidate) => overlaps(candidate, from, to))) {
      const head = item.start_time < from ? { start: item.start_time, end: from } : null;
      const tail = item.end_time > to ? { start: to, end: item.end_time } : null;
      const kept = head ?? tail;
      if (!kept) {
        this.withdraw(item);
        continue;
      }
      item.start_time = kept.start;
      item.end_time = kept.end;
      if (head && tail)
        this.local.push({ id: this.temporaryId(), start_time: to, end_time: tail.end, is_deleted: false });
    }
  }

  private withdraw(item: LocalAvailability): void {
    if (isNewAvailability(item)) this.local.splice(this.local.indexOf(item), 1);
    else item.is_deleted = true;
  }

  private temporaryId(): string {
    return `new-${this.nextTemporaryId++}`;
  }

  /** Puts back the last saved week, dropping the local edits. */
  discardChanges(): void {
    this.local = this.saved.map(toLocal);
  }

  async save(): Promise<boolean> {
    if (!this.week || !this.canSave) return false;
    this.busy = 'save';
    try {
      const result = await this.api.call('saveAvailabilitiesBatch', {
        body: { availabilities: batchChanges(this.saved, this.local, this.week) },
      });
      runInAction(() => this.applyWeek(result));
      return true;
    } catch {
      runInAction(() => (this.error = 'update'));
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  async confirmOpenWeek(): Promise<void> {
    const tutorId = this.tutorId;
    if (tutorId === null || !this.isOpenWeek || this.hasUnsavedChanges || this.busy !== null) return;
    this.busy = 'confirm';
    try {
      const week = await this.api.call('tutorAvailabilityAction', {
        params: { id: tutorId },
        body: { action: 'confirm-open-week' },
      });
      runInAction(() => this.applyWeek(week));
    } catch {
      runInAction(() => (this.error = 'openWeek'));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Saves a new maximum; false when the value is not a valid one (nothing is sent then). */
  async setMaxWeeklyHours(value: number): Promise<boolean> {
    const tutorId = this.tutorId;
    if (tutorId === null || !isValidMaxWeeklyHours(value)) return false;
    this.busy = 'maxHours';
    try {
      const result = await this.api.call('setMaxWeeklyHours', {
        params: { id: tutorId },
        body: { max_weekly_hours: value },
      });
      runInAction(() => (this.maxWeeklyHours = result.max_weekly_hours));
      return true;
    } catch {
      runInAction(() => (this.error = 'updateMaxHours'));
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  dismissError(): void {
    this.error = null;
  }

  clear(): void {
    this.loader.reset();
    this.week = null;
    this.openWeekStart = null;
    this.saved = [];
    this.local = [];
    this.isConfirmed = false;
    this.busy = null;
    this.error = null;
  }

  private applyWeek(week: OpenWeek): void {
    this.week = week.week;
    this.saved = week.availabilities.filter((item) => !item.is_deleted);
    this.local = this.saved.map(toLocal);
    this.maxWeeklyHours = week.max_weekly_hours;
    this.isConfirmed = week.is_confirmed;
  }
}
