export interface LanguageRow {
  id: number;
  abbreviation: string;
  name: string;
}

export const LANGUAGES: readonly LanguageRow[] = [
  { id: 1, abbreviation: 'en', name: 'English' },
  { id: 2, abbreviation: 'fr', name: 'Français' },
  { id: 3, abbreviation: 'zh', name: 'Mandarin' },
  { id: 4, abbreviation: 'es', name: 'Español' },
];

/** Mandarin: kept in the table for existing records, hidden from signed-in users and essays. */
export const HIDDEN_LANGUAGE_ID = 3;

export const SUPPORTED_LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The UI locale for a stored preference (cookie or profile), falling back to English. */
export function resolveLocale(preference: string | null | undefined): Locale {
  const normalized = preference?.trim().toLowerCase() ?? '';
  return isSupportedLocale(normalized) ? normalized : DEFAULT_LOCALE;
}

export function visibleLanguages<T extends { id: number }>(languages: readonly T[], signedIn: boolean): T[] {
  return signedIn ? languages.filter((language) => language.id !== HIDDEN_LANGUAGE_ID) : [...languages];
}

export function essayLanguages<T extends { id: number }>(languages: readonly T[]): T[] {
  return languages.filter((language) => language.id !== HIDDEN_LANGUAGE_ID);
}

/** The language to switch to, or null when the choice is the one already in use. */
export function pickLanguage(current: Locale, chosen: Locale): Locale | null {
  return chosen === current ? null : chosen;
}
