import { GRADES, gradeById } from '@lantern/shared/domain/grades/grades';
import type { TFunction } from 'i18next';

/** A grade in the reader's language (Pre-K, Kindergarten, Grade N, University, Other). */
export function gradeLabel(
  t: TFunction,
  gradeId: number | null | undefined,
  fallback: string | null,
): string | null {
  const grade = gradeId === null || gradeId === undefined ? null : gradeById(gradeId);
  if (!grade) return fallback;
  if (/^\d+$/.test(grade.level)) return t('grades.numbered', { ns: 'web', number: grade.level });
  return t(`grades.${grade.level}`, { ns: 'web' });
}

/** A grade the API names by its English label ("Grade 9"), in the reader's language; a name Lantern does not know stays as it is. */
export function gradeLabelOfName(t: TFunction, name: string | null): string | null {
  if (name === null) return null;
  return gradeLabel(t, GRADES.find((grade) => grade.label === name)?.id, name);
}
