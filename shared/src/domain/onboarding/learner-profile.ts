/**
 * What onboarding asks a student: what they like (interests) and how sure they feel in each subject
 * (subject confidence). Tutors and the dashboard read both; staff may clear them to ask again.
 */
export const INTERESTS = [
  'sports',
  'music',
  'art',
  'reading',
  'writing',
  'science',
  'technology',
  'games',
  'animals',
  'nature',
  'history',
  'cooking',
] as const;
export type Interest = (typeof INTERESTS)[number];

/** From least to most sure: the order the onboarding screen shows them in. */
export const CONFIDENCE_LEVELS = ['not_yet', 'getting_there', 'confident'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** At most this many subjects are rated; the catalogue is far smaller, so this only bounds a request. */
export const MAX_RATED_SUBJECTS = 60;

export interface SubjectConfidence {
  subject_id: number;
  level: ConfidenceLevel;
}

/** Ticks an interest on or off, keeping the catalogue's order so saved lists compare equal. */
export function toggleInterest(chosen: readonly Interest[], interest: Interest): Interest[] {
  const next = new Set(chosen);
  if (next.has(interest)) next.delete(interest);
  else next.add(interest);
  return INTERESTS.filter((candidate) => next.has(candidate));
}

/** Rates one subject, replacing an earlier rating of it; ordered by subject id. */
export function rateSubject(
  ratings: readonly SubjectConfidence[],
  subjectId: number,
  level: ConfidenceLevel,
): SubjectConfidence[] {
  return [
    ...ratings.filter((rating) => rating.subject_id !== subjectId),
    { subject_id: subjectId, level },
  ].sort((a, b) => a.subject_id - b.subject_id);
}
