import { gradeById } from '@lantern/shared/domain/grades/grades';
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
