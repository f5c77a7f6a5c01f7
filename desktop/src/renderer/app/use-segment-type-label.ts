import { segmentTypeColourKey } from '@lantern/shared/domain/shifts/segment-types';
import { useTranslation } from 'react-i18next';

/** A segment type's name in the reader's language (tutors and managers alike); a type the catalogue lacks keeps the server's name. */
export function useSegmentTypeLabel(): (typeName: string) => string {
  const { t } = useTranslation('console');
  return (typeName) => t(`segmentTypes.${segmentTypeColourKey(typeName)}`, { defaultValue: typeName });
}
