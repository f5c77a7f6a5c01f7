/// <reference types="vite/client" />
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../contracts/cookies.js';
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  type Locale,
  SUPPORTED_LOCALES,
} from '../domain/languages/languages.js';
import { languageName } from './format/language-name.js';

export const UI_LANGUAGES = SUPPORTED_LOCALES;
export type UiLanguage = Locale;
export const DEFAULT_LANGUAGE: UiLanguage = DEFAULT_LOCALE;

/**
 * Each language is offered in its own name (English, Français, Español), so someone who cannot
 * read the current interface language can still find theirs; these are deliberately not translated.
 */
export const LANGUAGE_AUTONYMS: Readonly<Record<UiLanguage, string>> = Object.fromEntries(
  UI_LANGUAGES.map((code) => [code, languageName(code, code)]),
) as Record<UiLanguage, string>;

/**
 * Namespaces: `common` (shared/ui), `web` (the web app), `console` (the desktop console), and
 * catalogues an app loads with a feature's pages (`load-namespace`): `classroom` (the student's
 * live help), `essays` (the student's writing review), `sso` (the single sign-on error page) and
 * `account` (password resets, e-mail confirmation, account settings) and `onboarding` (onboarding, the
 * account steps a student completes first, staff's reset of onboarding), kept out of `web` because the
 * sign-in page downloads all of `web`. `web-pages` and `common-pages` are not namespaces of their own but
 * the signed-in part of `web` and of `common`, merged into them once signed in, for the same reason.
 */
export type Namespace =
  | 'common'
  | 'web'
  | 'console'
  | 'classroom'
  | 'essays'
  | 'sso'
  | 'account'
  | 'onboarding'
  | 'web-pages'
  | 'common-pages';

/**
 * What a language switch and the signed-in strings (`signed-in.ts`, loaded only once signed in)
 * share: each waits for the other so neither loses the other's language. Keyed by the resource
 * store, which the app's instance and react-i18next's view of it share.
 */
export const pendingI18n = {
  switching: new WeakMap<object, Promise<void>>(),
  merging: new WeakMap<object, Promise<void>>(),
};

/** Kept in the instance's own English common bundle once its signed-in parts are merged. */
export const SIGNED_IN_MARKER = 'signedInParts';

/** The language saved in the `lantern_lang` cookie, if it names one we offer. */
export function languageFromCookie(cookieHeader: string): UiLanguage | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isSupportedLocale(value) ? value : null;
    }
  }
  return null;
}

/** Before sign-in the cookie decides; without one the default locale (en) applies. */
export function initialLanguage(cookieHeader: string): UiLanguage {
  return languageFromCookie(cookieHeader) ?? DEFAULT_LANGUAGE;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageCookie(language: UiLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

// Lazy so a student downloads only the catalogues of the language they read; a namespace file
// that does not exist (yet) for a language simply falls back to English.
const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

export async function loadCatalogue(
  language: UiLanguage,
  namespace: Namespace,
): Promise<Record<string, unknown>> {
  const load = catalogues[`./locales/${language}/${namespace}.json`];
  return load ? load() : {};
}

export interface I18nOptions {
  language: UiLanguage;
  /** With the signed-in parts of its namespaces (an app that is used only signed in). */
  signedIn?: boolean;
  /** Namespaces the app reads besides `common`; the first listed is the default for `t`. */
  namespaces: readonly Namespace[];
}

/**
 * A ready i18next instance wired to react-i18next. Apps render `<I18nextProvider i18n={...}>`
 * (or rely on the global instance that `initReactI18next` registers) and use `useTranslation`.
 */
export async function createI18n({ language, namespaces, signedIn }: I18nOptions): Promise<i18n> {
  const all: Namespace[] = [...new Set<Namespace>([...namespaces, 'common'])];
  const languages: UiLanguage[] = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  await Promise.all(
    languages.flatMap((lng) =>
      all.map(async (ns) => {
        resources[lng] ??= {};
        resources[lng][ns] = await loadCatalogue(lng, ns);
      }),
    ),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...UI_LANGUAGES],
    ns: all,
    defaultNS: all[0],
    fallbackNS: 'common',
    resources,
    // React escapes what it renders; escaping here too would show &amp; to the reader.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (signedIn) await (await import('./signed-in.js')).loadSignedInStrings(instance);
  return instance;
}

/** Switches a running instance to another language, loading its catalogues first. */
export function switchLanguage(instance: i18n, language: UiLanguage): Promise<void> {
  const switched = changeTo(instance, language).finally(() => {
    if (pendingI18n.switching.get(instance.store) === switched) pendingI18n.switching.delete(instance.store);
  });
  pendingI18n.switching.set(instance.store, switched);
  return switched;
}

async function changeTo(instance: i18n, language: UiLanguage): Promise<void> {
  // Taken now, not after the loads: the signed-in strings, if they start later, wait for this switch.
  const merging = pendingI18n.merging.get(instance.store);
  const namespaces = Object.keys(instance.store.data[DEFAULT_LANGUAGE] ?? {}) as Namespace[];
  await Promise.all(
    namespaces.map(async (ns) => {
      if (!instance.hasResourceBundle(language, ns))
        instance.addResourceBundle(language, ns, await loadCatalogue(language, ns));
    }),
  );
  await merging;
  if (instance.getResource(DEFAULT_LANGUAGE, 'common', SIGNED_IN_MARKER))
    await (await import('./signed-in.js')).mergeSignedInParts(instance, [language]);
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
