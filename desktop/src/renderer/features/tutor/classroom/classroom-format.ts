import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`.trim();
}

export interface ChatTimeFormat {
  /** Hours and minutes of a unix-seconds instant, in the tutor's timezone. */
  time(seconds: number): string;
  /** The day and time, for the history. */
  dateTime(seconds: number): string;
  iso(seconds: number): string;
}

/** Chat times in the console's language and the tutor's own timezone. */
export function useChatTimeFormat(): ChatTimeFormat {
  const { i18n } = useTranslation();
  const { user } = useStores();
  const language = i18n.language;
  const timeZone = user.current?.timezone;
  return useMemo(() => {
    const zone = timeZone && knownZone(timeZone) ? { timeZone } : {};
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', ...zone });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...zone });
    return {
      time: (seconds) => time.format(new Date(seconds * 1000)),
      dateTime: (seconds) => dateTime.format(new Date(seconds * 1000)),
      iso: (seconds) => new Date(seconds * 1000).toISOString(),
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
