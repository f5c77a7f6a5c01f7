import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/stores-context.js';

/** Hours and minutes of a unix-seconds instant, in the tutor's language and timezone. */
export function useShiftTime({ withDay = false }: { withDay?: boolean } = {}): (
  unixSeconds: number,
) => string {
  const { i18n } = useTranslation();
  const { user } = useStores();
  const language = i18n.language;
  const timeZone = user.current?.timezone;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, {
      ...(withDay ? { weekday: 'short' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone && knownZone(timeZone) ? { timeZone } : {}),
    });
    return (unixSeconds) => format.format(new Date(unixSeconds * 1000));
  }, [language, timeZone, withDay]);
}

export interface ShiftDay {
  /** The weekday of an instant, in the tutor's language and timezone: "Tuesday". */
  weekday(unixSeconds: number): string;
  /** Whether two instants fall on the same calendar day in the tutor's timezone. */
  sameDay(a: number, b: number): boolean;
}

/** Days as the tutor's shifts are planned: in their own timezone. */
export function useShiftDay(): ShiftDay {
  const { i18n } = useTranslation();
  const { user } = useStores();
  const language = i18n.language;
  const timeZone = user.current?.timezone;
  return useMemo(() => {
    const zone = timeZone && knownZone(timeZone) ? { timeZone } : {};
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', ...zone });
    const date = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...zone,
    });
    const day = (unixSeconds: number) => date.format(new Date(unixSeconds * 1000));
    return {
      weekday: (unixSeconds) => weekday.format(new Date(unixSeconds * 1000)),
      sameDay: (a, b) => day(a) === day(b),
    };
  }, [language, timeZone]);
}

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
