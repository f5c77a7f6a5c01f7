import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  essayLanguages,
  isSupportedLocale,
  LANGUAGES,
  pickLanguage,
  resolveLocale,
  SUPPORTED_LOCALES,
  visibleLanguages,
} from './languages.js';

describe('language table', () => {
  it('holds English 1, Français 2, Español 4 with their abbreviations', () => {
    const byId = new Map(LANGUAGES.map((language) => [language.id, language]));
    expect(byId.get(1)).toMatchObject({ abbreviation: 'en', name: 'English' });
    expect(byId.get(2)).toMatchObject({ abbreviation: 'fr', name: 'Français' });
    expect(byId.get(4)).toMatchObject({ abbreviation: 'es', name: 'Español' });
  });
});

describe('visibleLanguages', () => {
  it('hides language 3 from a signed-in user', () => {
    expect(visibleLanguages(LANGUAGES, true).map((language) => language.id)).toEqual([1, 2, 4]);
  });

  it('keeps language 3 for a signed-out visitor', () => {
    expect(visibleLanguages(LANGUAGES, false).map((language) => language.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('essayLanguages', () => {
  it('excludes language 3', () => {
    expect(essayLanguages([{ id: 1 }, { id: 3 }, { id: 4 }])).toEqual([{ id: 1 }, { id: 4 }]);
  });
});

describe('UI locales', () => {
  it('supports en, fr and es with en as default', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'fr', 'es']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('does not offer Mandarin as a UI locale', () => {
    expect(isSupportedLocale('zh')).toBe(false);
  });

  it('resolves a stored preference, ignoring case and spaces', () => {
    expect(resolveLocale('fr')).toBe('fr');
    expect(resolveLocale(' ES ')).toBe('es');
  });

  it('falls back to English for a missing or unsupported preference', () => {
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale('de')).toBe('en');
  });
});

describe('pickLanguage', () => {
  it('does nothing when the chosen language is the current one', () => {
    expect(pickLanguage('fr', 'fr')).toBeNull();
  });

  it('switches to a different language', () => {
    expect(pickLanguage('en', 'es')).toBe('es');
  });
});
