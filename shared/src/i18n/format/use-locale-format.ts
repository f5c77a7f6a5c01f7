import { useTranslation } from 'react-i18next';
import { type LocaleFormat, localeFormat } from './locale-format.js';

/**
 * The formats in the interface's current language and the reader's own time zone (the apps pass
 * the signed-in person's; without one, the device's). Re-renders with a language switch.
 */
export function useLocaleFormat(timeZone?: string | null): LocaleFormat {
  const { i18n } = useTranslation();
  return localeFormat(i18n.resolvedLanguage ?? i18n.language, timeZone);
}
