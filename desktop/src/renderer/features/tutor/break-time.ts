/**
 * A break's start as the native time field holds it ("HH:MM" on the tutor's wall clock), and
 * back. A shift can run past midnight, so a time is read as the first instant at or after the
 * start of the minute the window opens in.
 */

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

interface WallClock {
  /** Seconds since midnight on the wall clock. */
  secondOfDay: number;
}

function wallClockFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
  } catch {
    // A zone the browser does not know: its own clock, as the rest of the console does.
    return new Intl.DateTimeFormat('en-GB', options);
  }
}

function wallClock(unixSeconds: number, timeZone: string | undefined): WallClock {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(unixSeconds * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { secondOfDay: part('hour') * 3600 + part('minute') * MINUTE + part('second') };
}

/** "HH:MM" of an instant on the wall clock of `timeZone` (the browser's when absent). */
export function toTimeField(unixSeconds: number, timeZone?: string): string {
  const { secondOfDay } = wallClock(unixSeconds, timeZone);
  const hours = Math.floor(secondOfDay / 3600);
  const minutes = Math.floor((secondOfDay % 3600) / MINUTE);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The instant "HH:MM" names within a day from `from`'s minute; null when the text is no time. */
export function fromTimeField(value: string, from: number, timeZone?: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const wanted = hours * 3600 + minutes * MINUTE;
  const fromMinute = from - (wallClock(from, timeZone).secondOfDay % MINUTE);
  const ahead = (wanted - wallClock(fromMinute, timeZone).secondOfDay + DAY) % DAY;
  return fromMinute + ahead;
}

/** The first whole minute after `from`: a default start the tutor can keep. */
export function nextWholeMinute(from: number): number {
  return (Math.floor(from / MINUTE) + 1) * MINUTE;
}
