import type { SegmentTypeName } from './shift-constants.js';

export type SegmentStatus = 'Upcoming' | 'Ongoing' | 'Late' | 'Completed';

/** Segments during which the tutor serves students; missing their start makes the tutor late. */
export const CLIENT_FACING_SEGMENT_TYPES: readonly SegmentTypeName[] = [
  'Tutoring Session',
  'Writing Review',
  'Essay Review',
  'GROW',
];

export function isClientFacingSegmentType(name: string): boolean {
  return (CLIENT_FACING_SEGMENT_TYPES as readonly string[]).includes(name);
}

export interface SegmentTiming {
  start_time: number;
  end_time: number;
  punch_in?: number | null;
  punch_out?: number | null;
  clientFacing: boolean;
}

/**
 * The status shown beside a shift segment. A client-facing segment only completes on punch
 * out, so one that ran past its end without a punch out still shows as Ongoing.
 */
export function segmentStatus(segment: SegmentTiming, now: number): SegmentStatus {
  const punchedIn = segment.punch_in != null;
  if (segment.punch_out != null) return 'Completed';
  if (!segment.clientFacing && now >= segment.end_time) return 'Completed';
  // Like the shift's late rule, a segment is late only once its start is past, not at it.
  if (now <= segment.start_time && !punchedIn) return 'Upcoming';
  if (segment.clientFacing && !punchedIn && now < segment.end_time) return 'Late';
  return 'Ongoing';
}
