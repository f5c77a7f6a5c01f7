import {
  DASHBOARD_MAX_GROUPS,
  DASHBOARD_MAX_RANGE_DAYS,
  type DateRange,
  UNCATEGORIZED_GRADE_ID,
  daysBetween,
  defaultDashboardRange,
} from './dashboard-range.js';

/**
 * A dashboard view as its address holds it (`?start=&end=&schools=&grades=&groups=`), so a view can
 * be shared: no school or grade means all of them; grade -1 is the uncategorized grade; groups (the
 * viewer's own student groups) narrow the students counted to their members.
 */
export interface DashboardFilters extends DateRange {
  school_ids: number[];
  grade_ids: number[];
  group_ids: number[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ids(value: string | null, allowUncategorized: boolean, max = 50): number[] {
  const list = (value ?? '')
    .split(',')
    .map(Number)
    .filter(
      (id) => Number.isInteger(id) && (id > 0 || (allowUncategorized && id === UNCATEGORIZED_GRADE_ID)),
    );
  return [...new Set(list)].slice(0, max);
}

function validRange(start: string | null, end: string | null): DateRange | null {
  if (!start || !end || !DATE.test(start) || !DATE.test(end)) return null;
  const days = daysBetween(start, end);
  return Number.isNaN(days) || days < 0 || days >= DASHBOARD_MAX_RANGE_DAYS
    ? null
    : { start_date: start, end_date: end };
}

/** The filters an address names; a missing or impossible range is the default one (the last month). */
export function filtersFromSearch(search: URLSearchParams, now: number): DashboardFilters {
  return {
    ...(validRange(search.get('start'), search.get('end')) ?? defaultDashboardRange(now)),
    school_ids: ids(search.get('schools'), false),
    grade_ids: ids(search.get('grades'), true),
    group_ids: ids(search.get('groups'), false, DASHBOARD_MAX_GROUPS),
  };
}

/** The address of a view: the default range is left out, so a shared link keeps meaning "the last month". */
export function filtersToSearch(filters: DashboardFilters, now: number): URLSearchParams {
  const search = new URLSearchParams();
  const fallback = defaultDashboardRange(now);
  if (filters.start_date !== fallback.start_date || filters.end_date !== fallback.end_date) {
    search.set('start', filters.start_date);
    search.set('end', filters.end_date);
  }
  if (filters.school_ids.length) search.set('schools', filters.school_ids.join(','));
  if (filters.grade_ids.length) search.set('grades', filters.grade_ids.join(','));
  if (filters.group_ids.length) search.set('groups', filters.group_ids.join(','));
  return search;
}

/** The widgets' query: the uncategorized grade goes on its own (`include_uncategorized`). */
export function dashboardQuery(filters: DashboardFilters): {
  start_date: string;
  end_date: string;
  school_ids?: string;
  grade_level_ids?: string;
  include_uncategorized?: 'true' | 'false';
  group_ids?: string;
} {
  const grades = filters.grade_ids.filter((id) => id !== UNCATEGORIZED_GRADE_ID);
  return {
    start_date: filters.start_date,
    end_date: filters.end_date,
    ...(filters.school_ids.length ? { school_ids: filters.school_ids.join(',') } : {}),
    ...(grades.length ? { grade_level_ids: grades.join(',') } : {}),
    ...(filters.grade_ids.length
      ? { include_uncategorized: filters.grade_ids.includes(UNCATEGORIZED_GRADE_ID) ? 'true' : 'false' }
      : {}),
    ...(filters.group_ids.length ? { group_ids: filters.group_ids.join(',') } : {}),
  };
}
