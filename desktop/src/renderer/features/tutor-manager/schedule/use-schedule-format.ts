import type { CalendarDate } from '@internationalized/date';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarWindow } from './calendar-layout.js';

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
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone });
    const hour = new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone });
    const dayTime = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    const long = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone });
    const medium = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
    const at = (seconds: number) => new Date(seconds * 1000);
    return {
      time: (seconds) => time.format(at(seconds)),
      dayTime: (seconds) => dayTime.format(at(seconds)),
      hour: (seconds) => hour.format(at(seconds)),
      weekday: (date) => weekday.format(date.toDate(timeZone)),
      longDate: (seconds) => long.format(at(seconds)),
      range: (window) => {
        const first = window.days[0];
        const last = window.days.at(-1);
        if (!first || !last || first === last) return long.format(at(window.from));
        return medium.formatRange(first.date.toDate(timeZone), last.date.toDate(timeZone));
      },
    };
  }, [language, timeZone]);
}
