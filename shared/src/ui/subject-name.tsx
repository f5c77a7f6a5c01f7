import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Subject names are data, entered in English; the catalogue translates the ones Lantern ships
 * with (`common:subjects`, keyed by the English name) and any other stays as entered.
 */
export function useSubjectName(): (subject: { name: string }) => string {
  const { i18n } = useTranslation('common');
  // Read as one object so a name with a dot or a colon is never taken for a key path.
  const names: unknown = i18n.getResource(i18n.resolvedLanguage ?? i18n.language, 'common', 'subjects');
  // The same function while the language stays: charts redraw only when their labels change.
  return useCallback(
    (subject) => {
      if (typeof names !== 'object' || names === null) return subject.name;
      const translated: unknown = (names as Record<string, unknown>)[subject.name];
      return typeof translated === 'string' ? translated : subject.name;
    },
    [names],
  );
}
