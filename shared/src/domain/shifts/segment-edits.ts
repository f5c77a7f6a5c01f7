import { isUntouched, type LayoutIssue, shiftLayoutIssues, type Span } from './shift-layout.js';

/** Where a manager moves a segment to, and what that does to its shift. */
export type SegmentMove =
  | { kind: 'refused'; issues: LayoutIssue[] }
  /** Inside its shift: only the segment changes. */
  | { kind: 'within' }
  /** The shift's only segment left the shift's span: the shift moves with it, keeping its margins. */
  | { kind: 'shift_follows'; shift: Span }
  /** Clear of its shift, which keeps its other segments: the segment becomes a shift of its own. */
  | { kind: 'split_off' }
  /** The shift would have to move with its only segment, but it has started or been punched into. */
  | { kind: 'shift_started' };

export interface MovableShift extends Span {
  punch_in: number | null;
}

function upcomingIssue(segment: number, span: Span, now: number): LayoutIssue[] {
  return span.start_time > now
    ? []
    : [{ segment, field: 'start_time', rule: 'upcoming', message: 'The segment must start in the future' }];
}

/** Only the issues about segment `index`: its own, and an overlap it causes on a later segment. */
function issuesOf(shift: Span, segments: readonly Span[], index: number): LayoutIssue[] {
  return shiftLayoutIssues(shift, segments).filter(
    (issue) => issue.segment === index || issue.overlaps === index,
  );
}

/**
 * Moving segment `index` of a shift to `to` (another time, or another day). Inside the shift it
 * must overlap no other segment. Outside it, a lone segment takes its shift along (the shift keeps
 * its margins around it), and a segment moved clear of a shift with other segments becomes a shift
 * of its own; one moved partly outside such a shift is refused. The segment must still end after it
 * starts and start in the future: what has begun is pay data.
 */
export function planSegmentMove(
  shift: MovableShift,
  segments: readonly Span[],
  index: number,
  to: Span,
  now: number,
): SegmentMove {
  const current = segments[index];
  if (!current) throw new RangeError(`no segment ${index}`);
  if (to.end_time <= to.start_time)
    return {
      kind: 'refused',
      issues: [
        {
          segment: index,
          field: 'end_time',
          rule: 'end_after_start',
          message: 'The segment must end after it starts',
        },
      ],
    };
  const notUpcoming = upcomingIssue(index, to, now);
  if (notUpcoming.length) return { kind: 'refused', issues: notUpcoming };
  const moved = segments.map((segment, other) => (other === index ? to : segment));
  const within = to.start_time >= shift.start_time && to.end_time <= shift.end_time;
  if (within) {
    const issues = issuesOf(shift, moved, index);
    return issues.length ? { kind: 'refused', issues } : { kind: 'within' };
  }
  if (segments.length === 1) {
    if (!isUntouched(shift, now)) return { kind: 'shift_started' };
    return {
      kind: 'shift_follows',
      shift: {
        start_time: shift.start_time + (to.start_time - current.start_time),
        end_time: shift.end_time + (to.end_time - current.end_time),
      },
    };
  }
  const clear = to.end_time <= shift.start_time || to.start_time >= shift.end_time;
  return clear ? { kind: 'split_off' } : { kind: 'refused', issues: issuesOf(shift, moved, index) };
}

/**
 * What is wrong with adding `added` to a shift, as for a new shift's segments: it must end after it
 * starts, lie inside the shift, overlap none of its segments, and start in the future.
 */
export function addedSegmentIssues(
  shift: Span,
  segments: readonly Span[],
  added: Span,
  now: number,
): LayoutIssue[] {
  const index = segments.length;
  const issues = issuesOf(shift, [...segments, added], index).filter((issue) => issue.segment !== null);
  if (issues.some((issue) => issue.rule === 'end_after_start')) return issues;
  return [...upcomingIssue(index, added, now), ...issues];
}
