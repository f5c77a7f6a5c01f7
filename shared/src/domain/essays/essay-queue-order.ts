/** Where an essay stands in the queue: what the order reads (times in unix seconds). */
export interface QueuePlace {
  id: number;
  due_at: number;
  /** When a manager moved it to the front; null while it keeps its place by due time. */
  prioritised_at: number | null;
}

/**
 * The one order of the essay queue, the tutors' "Get next essay" and the managers' list alike:
 * essays a manager moved to the front come first, the one moved last at the very front (so "Move to
 * front" always puts the essay first, and a manager orders several by moving them in turn); then
 * every other essay, soonest due first. The id breaks ties, so the order has one answer.
 * `reserve_next_essay` and the managers' queue query say the same in SQL.
 */
export function compareQueuePlaces(a: QueuePlace, b: QueuePlace): number {
  if (a.prioritised_at !== b.prioritised_at) {
    if (a.prioritised_at === null) return 1;
    if (b.prioritised_at === null) return -1;
    return b.prioritised_at - a.prioritised_at;
  }
  return a.due_at - b.due_at || a.id - b.id;
}

/** The essays in queue order, as a new array. */
export function inQueueOrder<T extends QueuePlace>(essays: readonly T[]): T[] {
  return [...essays].sort(compareQueuePlaces);
}
