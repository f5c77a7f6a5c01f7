import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from './stores-context.js';

export interface LocaleFormat {
  time(date: Date): string;
  date(date: Date): string;
  number(value: number): string;
  percent(fraction: number): string;
  /** A language code ('fr') as its name in the reader's language ('French'). */
  language(code: string): string;
  /** Names joined as the language joins them ("Ana, Ben and Cleo"). */
  list(items: readonly string[]): string;
}

/** Times, dates and numbers in the reader's language; times in their own timezone, where shifts are planned. */
export function useLocaleFormat(): LocaleFormat {
  const { i18n } = useTranslation();
  const { user } = useStores();
  const language = i18n.language;
  const timeZone = user.current?.timezone;
  return useMemo(() => {
    const zone = timeZone && isKnownZone(timeZone) ? { timeZone } : {};
    const time = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      ...zone,
    });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', ...zone });
    const number = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const languages = new Intl.DisplayNames(language, { type: 'language', fallback: 'code' });
    const list = new Intl.ListFormat(language, { type: 'conjunction' });
    return {
      time: (d) => time.format(d),
      date: (d) => date.format(d),
      number: (n) => number.format(n),
      percent: (f) => percent.format(f),
      language: (code) => {
        try {
          return languages.of(code) ?? code;
        } catch {
          // Not a well-formed language tag: show what the server sent.
          return code;
        }
      },
      list: (items) => list.format(items),
    };
  }, [language, timeZone]);
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
