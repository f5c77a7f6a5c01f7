import { useTranslation } from 'react-i18next';

/** The slug naming a segment type in class names and catalogue keys: 'Paid Break' → 'paid-break'. */
export function segmentTypeSlug(typeName: string): string {
  return typeName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A segment type's name in the reader's language; a type the catalogue lacks keeps the server's name. */
export function useSegmentTypeLabel(): (typeName: string) => string {
  const { t } = useTranslation('console');
  return (typeName) => t(`manager.schedule.types.${segmentTypeSlug(typeName)}`, { defaultValue: typeName });
}
