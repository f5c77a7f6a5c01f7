import { PUNCH_ROLE_TYPES, SEGMENT_TYPE_IDS } from './shift-constants.js';

export type PunchRoleType = (typeof PUNCH_ROLE_TYPES)[keyof typeof PUNCH_ROLE_TYPES];

/** Only a tutoring segment puts the tutor in line for live sessions. */
export function segmentTakesLiveSessions(segmentTypeName: string): boolean {
  return segmentTypeName === 'Tutoring Session';
}

/** Writing-review segments (and essay review, segment type 2) allow essay review and nothing else. */
export function segmentAllowsOnlyEssayReview(segmentTypeName: string): boolean {
  return segmentTypeName === 'Writing Review' || segmentTypeName === 'Essay Review';
}

/**
 * The punch role type of a segment: review work punches into the review center (2); every
 * other segment into the classroom (1), the only other place the spec gives.
 */
export function punchRoleTypeOfSegment(segmentTypeName: string): PunchRoleType {
  return segmentAllowsOnlyEssayReview(segmentTypeName)
    ? PUNCH_ROLE_TYPES.REVIEW_CENTER
    : PUNCH_ROLE_TYPES.CLASSROOM;
}

export type BreakKind = 'rest' | 'meal';

/** Rest (paid, 11) and meal (unpaid, 12) segments are the breaks the spec recognises specially. */
export function breakKindOfSegmentType(segmentTypeId: number): BreakKind | null {
  if (segmentTypeId === SEGMENT_TYPE_IDS.REST_BREAK) return 'rest';
  if (segmentTypeId === SEGMENT_TYPE_IDS.MEAL_BREAK) return 'meal';
  return null;
}
