export interface TimeBlock {
  start_time: number;
  end_time: number;
  is_deleted?: boolean;
}

/**
 * Total hours of the selected blocks. Overlapping blocks count once, so painting the same hour
 * twice in the week grid does not inflate the total.
 */
export function weeklyHours(blocks: readonly TimeBlock[]): number {
  const sorted = blocks
    .filter((b) => !b.is_deleted && b.end_time > b.start_time)
    .toSorted((a, b) => a.start_time - b.start_time);
  let seconds = 0;
  let coveredUntil = -Infinity;
  for (const block of sorted) {
    const from = Math.max(block.start_time, coveredUntil);
    if (block.end_time > from) seconds += block.end_time - from;
    coveredUntil = Math.max(coveredUntil, block.end_time);
  }
  return seconds / 3600;
}

/** Hours in a week: the most anyone can offer. */
export const HOURS_IN_WEEK = 168;

export function isValidMaxWeeklyHours(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= HOURS_IN_WEEK;
}

/** The week's availability may not offer more hours than the tutor's maximum weekly hours. */
export function exceedsMaxWeeklyHours(blocks: readonly TimeBlock[], maxWeeklyHours: number): boolean {
  return weeklyHours(blocks) > maxWeeklyHours;
}
