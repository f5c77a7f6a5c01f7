/** A span in unix seconds: a shift or one of its segments. */
export interface Span {
  start_time: number;
  end_time: number;
}

/** What is wrong with a shift's layout, naming the field: `end_time`, or a segment's by its index. */
export interface LayoutIssue {
  /** The segment's index in the list checked; null for the shift itself. */
  segment: number | null;
  field: 'start_time' | 'end_time';
  rule: 'end_after_start' | 'inside_shift' | 'no_overlap' | 'upcoming';
  /** For an overlap: the index of the earlier segment it overlaps. */
  overlaps?: number;
  message: string;
}

/**
 * A manager's shift must end after it starts, and each segment must end after it starts, lie
 * inside the shift and overlap no other segment. Segments may touch (one ends when the next
 * starts). Gaps are allowed: a shift need not be covered end to end.
 */
export function shiftLayoutIssues(shift: Span, segments: readonly Span[]): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  if (shift.end_time <= shift.start_time)
    issues.push({
      segment: null,
      field: 'end_time',
      rule: 'end_after_start',
      message: 'The shift must end after it starts',
    });
  segments.forEach((segment, index) => {
    if (segment.end_time <= segment.start_time) {
      issues.push({
        segment: index,
        field: 'end_time',
        rule: 'end_after_start',
        message: 'The segment must end after it starts',
      });
      return;
    }
    if (segment.start_time < shift.start_time)
      issues.push({
        segment: index,
        field: 'start_time',
        rule: 'inside_shift',
        message: 'The segment must start within the shift',
      });
    if (segment.end_time > shift.end_time)
      issues.push({
        segment: index,
        field: 'end_time',
        rule: 'inside_shift',
        message: 'The segment must end within the shift',
      });
    const overlapped = segments.findIndex(
      (other, otherIndex) =>
        otherIndex < index &&
        other.end_time > other.start_time &&
        segment.start_time < other.end_time &&
        other.start_time < segment.end_time,
    );
    if (overlapped >= 0)
      issues.push({
        segment: index,
        field: 'start_time',
        rule: 'no_overlap',
        overlaps: overlapped,
        message: `The segment overlaps segment ${overlapped + 1}`,
      });
  });
  return issues;
}

/**
 * A shift or segment may be deleted, or a segment edited, only while nothing has happened on it:
 * not started yet and never punched into. After that it is pay data.
 */
export function isUntouched(span: { start_time: number; punch_in: number | null }, now: number): boolean {
  return span.punch_in === null && now < span.start_time;
}
