export const ESSAY_STATUS = {
  CANCELLED: -1,
  PENDING: 0,
  ASSIGNED: 1,
  REVIEWED: 2,
  DOWNLOADED: 3,
} as const;
export type EssayStatus = (typeof ESSAY_STATUS)[keyof typeof ESSAY_STATUS];

export const ESSAY_FILTERS = ['all', 'pending', 'in_progress', 'reviewed', 'downloaded'] as const;
export type EssayFilter = (typeof ESSAY_FILTERS)[number];

const FILTER_STATUSES: Readonly<Record<EssayFilter, readonly number[]>> = {
  all: [ESSAY_STATUS.PENDING, ESSAY_STATUS.ASSIGNED, ESSAY_STATUS.REVIEWED, ESSAY_STATUS.DOWNLOADED],
  pending: [ESSAY_STATUS.PENDING],
  in_progress: [ESSAY_STATUS.ASSIGNED],
  // Downloading a review does not make it any less reviewed.
  reviewed: [ESSAY_STATUS.REVIEWED, ESSAY_STATUS.DOWNLOADED],
  downloaded: [ESSAY_STATUS.DOWNLOADED],
};

/** Cancelled essays match no filter: they leave the list. */
export function essayMatchesFilter(status: number, filter: EssayFilter): boolean {
  return FILTER_STATUSES[filter].includes(status);
}

export function filterEssays<T extends { status: number }>(essays: readonly T[], filter: EssayFilter): T[] {
  return essays.filter((essay) => essayMatchesFilter(essay.status, filter));
}

/** A student may withdraw an essay only while no tutor has picked it up. */
export function canCancelEssay(status: number): boolean {
  return status === ESSAY_STATUS.PENDING;
}
