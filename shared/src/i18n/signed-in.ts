import type { i18n } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  loadCatalogue,
  type Namespace,
  pendingI18n,
  SIGNED_IN_MARKER,
  type UiLanguage,
} from './setup.js';
import { isSupportedLocale } from '../domain/languages/languages.js';

/**
 * Parts of a namespace kept off the sign-in page (its byte budget): merged into their namespace
 * once someone is signed in, and again in each language switched to. This module itself loads
 * only then, so none of it weighs on the sign-in page either.
 */
const SIGNED_IN_PARTS: readonly (readonly [Namespace, Namespace])[] = [
  ['web', 'web-pages'],
  ['common', 'common-pages'],
];

/** Merges the parts of the namespaces the instance holds, in these languages. */
export async function mergeSignedInParts(instance: i18n, languages: readonly UiLanguage[]): Promise<void> {
  const held = SIGNED_IN_PARTS.filter(([target]) => instance.hasResourceBundle(DEFAULT_LANGUAGE, target));
  await Promise.all(
    languages.flatMap((language) =>
      held.map(async ([target, part]) =>
        instance.addResourceBundle(language, target, await loadCatalogue(language, part), true, false),
      ),
    ),
  );
  instance.addResource(DEFAULT_LANGUAGE, 'common', SIGNED_IN_MARKER, 'yes');
}

/**
 * Merges the signed-in parts (`web-pages`, `common-pages`) into the namespaces the instance holds,
 * in every language it holds; a later language switch brings them in that language too.
 */
export function loadSignedInStrings(instance: i18n): Promise<void> {
  const merged = mergeAll(instance).finally(() => {
    if (pendingI18n.merging.get(instance.store) === merged) pendingI18n.merging.delete(instance.store);
  });
  pendingI18n.merging.set(instance.store, merged);
  return merged;
}

async function mergeAll(instance: i18n): Promise<void> {
  // A switch under way finishes first: its language is then among those held.
  await pendingI18n.switching.get(instance.store);
  const held = [instance.language, DEFAULT_LANGUAGE, ...Object.keys(instance.store.data)];
  await mergeSignedInParts(instance, [...new Set(held.filter(isSupportedLocale))]);
}
