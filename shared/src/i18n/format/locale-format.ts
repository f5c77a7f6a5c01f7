import { languageName } from './language-name.js';

/**
 * Every date, time, number, list and language name the apps show, through `Intl` in the reader's
 * language and time zone. Instants are unix seconds, as the API sends them, or a `Date`.
 *
 * Times follow the locale (no seconds; "5:17 PM" in English, "9:05" in Spanish, "09:05" in French: a
 * leading zero only where the locale's own short time has one), alone or beside a date. Formatters
 * are costly to build and cheap to use, so each is built once per language, zone and shape, and kept.
 */

export type Instant = Date | number;

export interface LocaleFormat {
  readonly locale: string;
  /** The zone times are shown in; undefined is the device's own. */
  readonly timeZone: string | undefined;
  /** "5:17 PM", "17:17". */
  time(at: Instant): string;
  /** A ticking clock's face, with its seconds: "5:17:03 PM". */
  clock(at: Instant): string;
  /** The hour alone, for a day's axis: "9 AM", "09 h". */
  hour(at: Instant): string;
  /** "Tue 5:17 PM": a time within the coming week. */
  weekdayTime(at: Instant): string;
  /** "Fri 15, 9:30 AM": a time in a week's calendar. */
  dayTime(at: Instant): string;
  /** "Jan 15, 2027, 5:17 PM". */
  dateTime(at: Instant): string;
  /** "January 15, 2027". */
  date(at: Instant): string;
  /** "Jan 15, 2027". */
  mediumDate(at: Instant): string;
  /** "Friday, January 15, 2027". */
  fullDate(at: Instant): string;
  /** "Friday". */
  weekday(at: Instant): string;
  /** "Fri 15", as a calendar heads a day. */
  weekdayDay(at: Instant): string;
  /** "Fri, Jan 15", a day of a list of offers. */
  weekdayDate(at: Instant): string;
  /** "Friday, January 15": a day of this year. */
  longDay(at: Instant): string;
  /** "January 15". */
  monthDay(at: Instant): string;
  /** "Jan 15 – 21, 2027". */
  dateRange(from: Instant, to: Instant): string;
  /** "9:00 – 10:30 AM". */
  timeRange(from: Instant, to: Instant): string;
  /** "Tue, Jan 15, 3:00 – 4:00 PM": a span within one day, the day named. */
  dayTimeRange(from: Instant, to: Instant): string;
  /** "in 5 minutes", "2 hours ago". */
  relative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  /** The day an instant falls on in the zone, "2027-01-15": for grouping and comparing days. */
  dayKey(at: Instant): string;
  /** "12,345". */
  number(value: number): string;
  /** "340 kB", "1.3 MB" (in French "1,3 Mo"): kilobytes below a megabyte, never zero. */
  fileSize(bytes: number): string;
  /** A count of bytes in words, for small limits: "200 bytes", "200 octets". */
  bytes(count: number): string;
  /** 0.125 as "12.5%". */
  percent(fraction: number): string;
  /** "Ana, Ben and Cleo". */
  list(items: readonly string[]): string;
  /** "Ana, Ben or Cleo". */
  orList(items: readonly string[]): string;
  /** A language code ("fr") as its name in the reader's language ("French", "français"). */
  language(code: string): string;
  /** The plural category of a count ("one", "other"), as the locale counts. */
  plural(count: number): Intl.LDMLPluralRule;
  /** A wall-clock time that belongs to no zone (a school's opening hour): "8:00 AM". */
  wallTime(hours: number, minutes: number): string;
  /** A zone's name in the reader's language at that instant: "Eastern Time". */
  zoneName(timeZone: string, at: Instant): string;
  /** For `<time dateTime>`. */
  iso(at: Instant): string;
}

type Options = Intl.DateTimeFormatOptions;

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

type Hour = 'numeric' | '2-digit';

/**
 * Every shape, with the hour as the locale writes it in its own short time: "6:22 AM", "6:22",
 * but "06:22" in French. `hour: 'numeric'` alone would drop French's zero beside a date that keeps it.
 */
function shapesFor(hour: Hour) {
  const time: Options = { hour, minute: '2-digit' };
  return {
    time,
    clock: { ...time, second: '2-digit' },
    hour: { hour: 'numeric' },
    weekdayTime: { weekday: 'short', ...time },
    dayTime: { weekday: 'short', day: 'numeric', ...time },
    dateTime: { year: 'numeric', month: 'short', day: 'numeric', ...time },
    date: { dateStyle: 'long' },
    mediumDate: { dateStyle: 'medium' },
    fullDate: { dateStyle: 'full' },
    weekday: { weekday: 'long' },
    weekdayDay: { weekday: 'short', day: 'numeric' },
    weekdayDate: { weekday: 'short', day: 'numeric', month: 'short' },
    longDay: { weekday: 'long', month: 'long', day: 'numeric' },
    monthDay: { month: 'long', day: 'numeric' },
    dayTimeRange: { weekday: 'short', day: 'numeric', month: 'short', ...time },
  } satisfies Record<string, Options>;
}

const DAY_KEY: Options = { year: 'numeric', month: '2-digit', day: '2-digit' };

const kept = new Map<string, unknown>();

/** One formatter per constructor, language and options, built on first use. */
function keep<T>(key: string, make: () => T): T {
  if (kept.has(key)) return kept.get(key) as T;
  const made = make();
  kept.set(key, made);
  return made;
}

/** The zone itself when `Intl` knows it; otherwise the device's zone (undefined). */
function knownZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined;
  return keep(`zone|${timeZone}`, () => {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      return timeZone;
    } catch {
      return undefined;
    }
  });
}

function dateTimeFormat(locale: string, timeZone: string | undefined, options: Options): Intl.DateTimeFormat {
  return keep(
    `dt|${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options),
  );
}

const toDate = (at: Instant): Date => (typeof at === 'number' ? new Date(at * 1000) : at);

/**
 * The formats of one reader: `locale` is their interface language ("fr"), `timeZone` their own
 * (an unknown or missing zone falls back to the device's).
 */
export function localeFormat(locale: string, timeZone?: string | null): LocaleFormat {
  const zone = knownZone(timeZone);
  return keep(`format|${locale}|${zone ?? ''}`, () => build(locale, zone));
}

/** The hour as the locale's short time writes it: "01:05" pads it, "1:05" does not. */
function hourOf(locale: string): Hour {
  const oneAm = Date.UTC(2000, 0, 1, 1, 5);
  const parts = dateTimeFormat(locale, 'UTC', { timeStyle: 'short' }).formatToParts(oneAm);
  return parts.find((part) => part.type === 'hour')?.value.length === 2 ? '2-digit' : 'numeric';
}

function build(locale: string, timeZone: string | undefined): LocaleFormat {
  const SHAPES = shapesFor(hourOf(locale));
  const shaped = (shape: keyof typeof SHAPES) => {
    const format = dateTimeFormat(locale, timeZone, SHAPES[shape]);
    return (at: Instant) => format.format(toDate(at));
  };
  const number = keep(`nf|${locale}`, () => new Intl.NumberFormat(locale));
  const percent = keep(
    `pct|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
  );
  const kilobytes = keep(
    `kb|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
  );
  const megabytes = keep(
    `mb|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
  );
  const byteCount = keep(
    `b|${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }),
  );
  const relative = keep(`rtf|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const and = keep(`and|${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));
  const or = keep(`or|${locale}`, () => new Intl.ListFormat(locale, { type: 'disjunction' }));
  const plurals = keep(`pr|${locale}`, () => new Intl.PluralRules(locale));
  const wallClock = dateTimeFormat(locale, 'UTC', SHAPES.time);
  const dayParts = dateTimeFormat('en-US', timeZone, DAY_KEY);
  return {
    locale,
    timeZone,
    time: shaped('time'),
    clock: shaped('clock'),
    hour: shaped('hour'),
    weekdayTime: shaped('weekdayTime'),
    dayTime: shaped('dayTime'),
    dateTime: shaped('dateTime'),
    date: shaped('date'),
    mediumDate: shaped('mediumDate'),
    fullDate: shaped('fullDate'),
    weekday: shaped('weekday'),
    weekdayDay: shaped('weekdayDay'),
    weekdayDate: shaped('weekdayDate'),
    longDay: shaped('longDay'),
    monthDay: shaped('monthDay'),
    dateRange: (from, to) =>
      dateTimeFormat(locale, timeZone, SHAPES.mediumDate).formatRange(toDate(from), toDate(to)),
    timeRange: (from, to) =>
      dateTimeFormat(locale, timeZone, SHAPES.time).formatRange(toDate(from), toDate(to)),
    dayTimeRange: (from, to) =>
      dateTimeFormat(locale, timeZone, SHAPES.dayTimeRange).formatRange(toDate(from), toDate(to)),
    relative: (value, unit) => relative.format(value, unit),
    dayKey: (at) => {
      const parts = Object.fromEntries(dayParts.formatToParts(toDate(at)).map((p) => [p.type, p.value]));
      return `${parts.year}-${parts.month}-${parts.day}`;
    },
    number: (value) => number.format(value),
    fileSize: (bytes) =>
      bytes < MEGABYTE
        ? kilobytes.format(Math.max(1, Math.round(bytes / KILOBYTE)))
        : megabytes.format(bytes / MEGABYTE),
    bytes: (count) => byteCount.format(count),
    percent: (fraction) => percent.format(fraction),
    list: (items) => and.format(items),
    orList: (items) => or.format(items),
    language: (code) => languageName(code, locale),
    plural: (count) => plurals.select(count),
    wallTime: (hours, minutes) => wallClock.format(Date.UTC(2000, 0, 1, hours, minutes)),
    zoneName: (zone, at) => {
      const known = knownZone(zone);
      if (!known) return zone;
      const named = dateTimeFormat(locale, known, { timeZoneName: 'longGeneric' });
      return named.formatToParts(toDate(at)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
    },
    iso: (at) => toDate(at).toISOString(),
  };
}
