import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/stores-context.js';

/** Hours and minutes of a unix-seconds instant, in the tutor's language and timezone. */
export function useShiftTime(): (unixSeconds: number) => string {
  const { i18n } = useTranslation();
  const { user } = useStores();
  const language = i18n.language;
  const timeZone = user.current?.timezone;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone && knownZone(timeZone) ? { timeZone } : {}),
    });
    return (unixSeconds) => format.format(new Date(unixSeconds * 1000));
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
