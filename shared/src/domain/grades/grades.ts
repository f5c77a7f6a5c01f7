export type GradeLevel =
  'PK' | 'K' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12' | 'U' | 'Other';

export type GradeGroup = 'elementary' | 'middleAndHigh' | 'postSecondary';

export interface GradeGroupRow {
  id: number;
  name: GradeGroup;
}

export const GRADE_GROUPS: readonly GradeGroupRow[] = [
  { id: 1, name: 'elementary' },
  { id: 2, name: 'middleAndHigh' },
  { id: 3, name: 'postSecondary' },
];

export interface GradeRow {
  id: number;
  level: GradeLevel;
  label: string;
  /** 'Other' belongs to no group. */
  group: GradeGroup | null;
}

// Ids are part of the API: numbered grades keep their own number so `grade 7` is id 7, and the
// grades without a number follow after 12. Seeds and clients rely on these never changing.
export const GRADES: readonly GradeRow[] = [
  { id: 14, level: 'PK', label: 'Pre-K', group: 'elementary' },
  { id: 13, level: 'K', label: 'Kindergarten', group: 'elementary' },
  ...Array.from({ length: 12 }, (_, index): GradeRow => {
    const number = index + 1;
    return {
      id: number,
      level: String(number) as GradeLevel,
      label: `Grade ${number}`,
      group: number <= 5 ? 'elementary' : 'middleAndHigh',
    };
  }),
  { id: 15, level: 'U', label: 'University', group: 'postSecondary' },
  { id: 16, level: 'Other', label: 'Other', group: null },
];

/** Analytics rows for users without a grade carry this id. */
export const UNCATEGORIZED_GRADE_ID = -1;
export const UNCATEGORIZED_GRADE_LABEL = 'Not Specified';

export function gradeByLevel(level: GradeLevel): GradeRow {
  const grade = GRADES.find((row) => row.level === level);
  if (!grade) throw new Error(`Unknown grade level ${level}`);
  return grade;
}

export function gradeById(id: number): GradeRow | null {
  return GRADES.find((row) => row.id === id) ?? null;
}

export function gradeLabel(level: GradeLevel): string {
  return gradeByLevel(level).label;
}

/** Label for a grade id coming from analytics, where -1 means no grade was given. */
export function gradeLabelById(id: number): string | null {
  if (id === UNCATEGORIZED_GRADE_ID) return UNCATEGORIZED_GRADE_LABEL;
  return gradeById(id)?.label ?? null;
}

export function gradeGroupOf(level: GradeLevel): GradeGroup | null {
  return gradeByLevel(level).group;
}
