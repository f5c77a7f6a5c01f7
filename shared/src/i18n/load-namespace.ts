import type { i18n } from 'i18next';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '../domain/languages/languages.js';
import { loadCatalogue, type Namespace } from './setup.js';

/**
 * Adds a namespace the app did not load at start (a feature's own catalogue, loaded with its
 * pages), in the current language and English, the fallback; one already there is not loaded
 * again. A later `switchLanguage` loads it in the new language too, as it does every namespace
 * the instance holds. Apps import this module lazily, so it stays out of the first download.
 */
export async function loadNamespace(instance: i18n, ns: Namespace): Promise<void> {
  const current = isSupportedLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
  const languages: Locale[] = current === DEFAULT_LOCALE ? [current] : [current, DEFAULT_LOCALE];
  await Promise.all(
    languages.map(async (language) => {
      if (!instance.hasResourceBundle(language, ns))
        instance.addResourceBundle(language, ns, await loadCatalogue(language, ns));
    }),
  );
}
