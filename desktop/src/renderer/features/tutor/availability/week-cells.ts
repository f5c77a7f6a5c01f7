import type { Week } from '@lantern/shared/domain/availability/availability-week';
import { WEEK_TIME_ZONE } from '@lantern/shared/domain/availability/availability-week';
import { localeFormat } from '@lantern/shared/i18n/format/locale-format';

export const DAYS_IN_WEEK = 7;
export const HOURS_IN_DAY = 24;
const HOUR = 3600;

/** Where a grid cell sits: its day column and hour row. */
export interface CellPosition {
  day: number;
  hour: number;
}

/**
 * The first second of a cell. Cells count whole hours from the week's start, so in the two weeks
 * a year that change the clock one day holds 23 or 25 hours; the labels, read at each cell's own
 * instant, stay true.
 */
export function cellStart(week: Week, { day, hour }: CellPosition): number {
  return week.start + (day * HOURS_IN_DAY + hour) * HOUR;
}

/** The cell the arrow keys lead to, staying inside the grid. */
export function movedCell({ day, hour }: CellPosition, key: string): CellPosition | null {
  switch (key) {
    case 'ArrowLeft':
      return { day: Math.max(0, day - 1), hour };
    case 'ArrowRight':
      return { day: Math.min(DAYS_IN_WEEK - 1, day + 1), hour };
    case 'ArrowUp':
      return { day, hour: Math.max(0, hour - 1) };
    case 'ArrowDown':
      return { day, hour: Math.min(HOURS_IN_DAY - 1, hour + 1) };
    case 'Home':
      return { day, hour: 0 };
    case 'End':
      return { day, hour: HOURS_IN_DAY - 1 };
    default:
      return null;
  }
}

/** Where the grid opens when the week has no hours offered yet: the start of a working morning. */
export const DEFAULT_FIRST_HOUR = 8;

/**
 * The hour row the grid opens on: the earliest hour offered on any day of the week, or the
 * morning when none is, so the tutor sees their hours rather than an empty night.
 */
export function firstShownHour(week: Week, isSelected: (from: number) => boolean): number {
  for (let hour = 0; hour < HOURS_IN_DAY; hour += 1) {
    for (let day = 0; day < DAYS_IN_WEEK; day += 1) {
      if (isSelected(cellStart(week, { day, hour }))) return hour;
    }
  }
  return DEFAULT_FIRST_HOUR;
}

/** Day names (short for the header, long for screen readers) and hour labels in the week's zone. */
export function weekLabels(week: Week, locale: string) {
  const format = localeFormat(locale, WEEK_TIME_ZONE);
  // Noon stands for the day, clear of any clock change at night.
  const noon = (day: number) => cellStart(week, { day, hour: 12 });
  return {
    shortDay: (day: number) => format.weekdayDay(noon(day)),
    longDay: (day: number) => format.longDay(noon(day)),
    time: format.time,
    /** The short row label; the cells' own names carry the full time. */
    hour: format.hour,
    from: format.monthDay(noon(0)),
    to: format.monthDay(noon(DAYS_IN_WEEK - 1)),
  };
}
