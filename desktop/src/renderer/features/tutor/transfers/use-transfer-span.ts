import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

/**
 * A segment's span as "Tue 15:00–16:00" in the tutor's language and timezone: offers may be on
 * another day than today, so the day is always named.
 */
export function useTransferSpan(): (start: number, end: number) => string {
  const { i18n } = useTranslation();
  const { user } = useStores();
  const language = i18n.language;
  const timeZone = user.current?.timezone;
  return useMemo(() => {
    const zone = timeZone && knownZone(timeZone) ? { timeZone } : {};
    const day = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...zone,
    });
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', ...zone });
    return (start, end) =>
      `${day.format(new Date(start * 1000))} ${time.format(new Date(start * 1000))}–${time.format(new Date(end * 1000))}`;
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
