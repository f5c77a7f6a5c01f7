import type { CalendarDate } from '@internationalized/date';
import type { CalendarWindow } from './calendar-layout.js';
import { useLocaleFormat } from '@lantern/shared/i18n/format/use-locale-format';

export interface ScheduleFormat {
  time(unixSeconds: number): string;
  /** A time with its day, where a week is shown: "Fri 15, 9:30 AM". */
  dayTime(unixSeconds: number): string;
  /** The hour alone, for the day's axis: "9 AM". */
  hour(unixSeconds: number): string;
  /** A day as the calendar heads it: "Fri 15". */
  weekday(date: CalendarDate): string;
  /** The whole day: "Friday, January 15, 2027". */
  longDate(unixSeconds: number): string;
  /** The dates shown: one day, or the first and last day of the week. */
  range(window: CalendarWindow): string;
}

/** Times and dates in the reader's language, in the timezone the schedule is laid out in. */
export function useScheduleFormat(timeZone: string): ScheduleFormat {
  const format = useLocaleFormat(timeZone);
  return {
    time: format.time,
    dayTime: format.dayTime,
    hour: format.hour,
    weekday: (date) => format.weekdayDay(date.toDate(timeZone)),
    longDate: format.fullDate,
    range: (window) => {
      const first = window.days[0];
      const last = window.days.at(-1);
      if (!first || !last || first === last) return format.fullDate(window.from);
      return format.dateRange(first.date.toDate(timeZone), last.date.toDate(timeZone));
    },
  };
}
