import { segmentTypeMayPunchIn } from './punch-button.js';
import {
  PUNCH_ROLE_TYPES,
  SEGMENT_TYPE_IDS,
  SEGMENT_TYPE_NAMES,
  type SegmentTypeName,
} from './shift-constants.js';

export type PunchRoleType = (typeof PUNCH_ROLE_TYPES)[keyof typeof PUNCH_ROLE_TYPES];

/**
 * Segment type ids. The spec fixes essay review 2, paid (rest) break 11 and unpaid (meal) break 12;
 * the others are ours, kept once given (they are stored on every segment).
 */
export const SEGMENT_TYPE_ID = {
  'Tutoring Session': 1,
  'Essay Review': SEGMENT_TYPE_IDS.ESSAY_REVIEW,
  'Writing Review': 3,
  'Tutor Manager': 4,
  'Test Session': 5,
  Training: 6,
  Onboarding: 7,
  Assessment: 8,
  'Pay Adjustment': 9,
  Meeting: 10,
  'Paid Break': SEGMENT_TYPE_IDS.REST_BREAK,
  'Unpaid Break': SEGMENT_TYPE_IDS.MEAL_BREAK,
  'Special Project': 13,
  GROW: 14,
  'On-call': 15,
} as const satisfies Record<SegmentTypeName, number>;

/** The one segment type that puts a tutor in line for live sessions. */
export const TUTORING_SEGMENT_TYPE: SegmentTypeName = 'Tutoring Session';

/** Whether segments of this type may take live sessions at all (each segment can still be switched off). */
export function segmentTypeMayTakeLiveSessions(segmentTypeName: string): boolean {
  return segmentTypeName === TUTORING_SEGMENT_TYPE;
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

/** The key of a type's colour in the schedule, also its slug: 'Paid Break' → 'paid-break'. */
export function segmentTypeColourKey(segmentTypeName: string): string {
  return segmentTypeName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A segment type as the schedule and the console know it (the spec's shift-segment-types). */
export interface SegmentTypeInfo {
  id: number;
  name: SegmentTypeName;
  /** Where punching in leads: 1 the classroom, 2 the review center; null when nobody punches into it. */
  role_type: PunchRoleType | null;
  may_punch: boolean;
  /** Whether a new segment of this type takes live sessions: only tutoring does. */
  sessionable_by_default: boolean;
  /** Writing and essay review: essay review and nothing else. */
  essay_review_only: boolean;
  colour_key: string;
}

function segmentTypeInfo(name: SegmentTypeName): SegmentTypeInfo {
  const id = SEGMENT_TYPE_ID[name];
  const mayPunch = segmentTypeMayPunchIn(id);
  return {
    id,
    name,
    role_type: mayPunch ? punchRoleTypeOfSegment(name) : null,
    may_punch: mayPunch,
    sessionable_by_default: segmentTypeMayTakeLiveSessions(name),
    essay_review_only: segmentAllowsOnlyEssayReview(name),
    colour_key: segmentTypeColourKey(name),
  };
}

/** Every segment type, in the spec's order. */
export const SEGMENT_TYPES: readonly SegmentTypeInfo[] = SEGMENT_TYPE_NAMES.map(segmentTypeInfo);

export function segmentTypeNamed(name: string): SegmentTypeInfo | undefined {
  return SEGMENT_TYPES.find((type) => type.name === name);
}

/** What a segment needs for the live-session question: its type and its own switch. */
export interface SessionableSegment {
  type: { name: string };
  is_sessionable: boolean;
}

/**
 * Whether a segment puts its tutor in line for live sessions: a tutoring segment whose switch is
 * on. A manager may switch a tutoring segment off; no other type takes live sessions whatever its
 * flag says (writing and essay review allow only essay review).
 */
export function segmentTakesLiveSessions(segment: SessionableSegment): boolean {
  return segment.is_sessionable && segmentTypeMayTakeLiveSessions(segment.type.name);
}

export type BreakKind = 'rest' | 'meal';

/** Rest (paid, 11) and meal (unpaid, 12) segments are the breaks the spec recognises specially. */
export function breakKindOfSegmentType(segmentTypeId: number): BreakKind | null {
  if (segmentTypeId === SEGMENT_TYPE_IDS.REST_BREAK) return 'rest';
  if (segmentTypeId === SEGMENT_TYPE_IDS.MEAL_BREAK) return 'meal';
  return null;
}
