import { STUDENT_ANALYTICS_SORTS, type StudentAnalyticsSort } from '../../contracts/student-analytics.js';
import {
  type DashboardFilters,
  dashboardQuery,
  filtersFromSearch,
  filtersToSearch,
} from './dashboard-filters.js';

/**
 * The student analytics table as its address holds it, so a view can be shared: the dashboard's
 * filters (`start`, `end`, `schools`, `grades`) plus `group`, `q` (a name), `sort`, `dir`, `page`.
 */
export interface StudentAnalyticsView extends DashboardFilters {
  group_id: number | null;
  search: string;
  order_by: StudentAnalyticsSort;
  order_by_dir: 'asc' | 'desc';
  page: number;
}

const positive = (value: string | null, max: number): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= max ? number : null;
};

/** What an address names; anything missing or impossible is the default (last month, by name, page 1). */
export function analyticsViewFromSearch(search: URLSearchParams, now: number): StudentAnalyticsView {
  const sort = search.get('sort');
  return {
    ...filtersFromSearch(search, now),
    group_id: positive(search.get('group'), Number.MAX_SAFE_INTEGER),
    search: (search.get('q') ?? '').trim().slice(0, 100),
    order_by: (STUDENT_ANALYTICS_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as StudentAnalyticsSort)
      : 'name',
    order_by_dir: search.get('dir') === 'desc' ? 'desc' : 'asc',
    page: positive(search.get('page'), 10_000) ?? 1,
  };
}

/** The address of a view, defaults left out. */
export function analyticsViewToSearch(view: StudentAnalyticsView, now: number): URLSearchParams {
  const search = filtersToSearch(view, now);
  if (view.group_id) search.set('group', String(view.group_id));
  if (view.search) search.set('q', view.search);
  if (view.order_by !== 'name') search.set('sort', view.order_by);
  if (view.order_by_dir !== 'asc') search.set('dir', view.order_by_dir);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** The query string the API reads (`GET /student-analytics/students/{id}`). */
export type StudentAnalyticsRequest = {
  start_date: string;
  end_date: string;
  school_ids?: string;
  grade_ids?: string;
  include_uncategorized?: 'true' | 'false';
  group_id?: number;
  search?: string;
  order_by: StudentAnalyticsSort;
  order_by_dir: 'asc' | 'desc';
  page: number;
};

/** The API's query for a view (the uncategorized grade goes on its own, as on the dashboard). */
export function studentAnalyticsQuery(view: StudentAnalyticsView): StudentAnalyticsRequest {
  const { grade_level_ids, ...rest } = dashboardQuery(view);
  return {
    ...rest,
    ...(grade_level_ids ? { grade_ids: grade_level_ids } : {}),
    ...(view.group_id ? { group_id: view.group_id } : {}),
    ...(view.search ? { search: view.search } : {}),
    order_by: view.order_by,
    order_by_dir: view.order_by_dir,
    page: view.page,
  };
}

/**
 * A column header pressed: the same column turns the order round; another starts ascending for
 * names, schools and grades, descending (most, latest first) for counts and activity. Back to page 1.
 */
export function sortedView(view: StudentAnalyticsView, column: StudentAnalyticsSort): StudentAnalyticsView {
  const direction =
    view.order_by === column
      ? view.order_by_dir === 'asc'
        ? 'desc'
        : 'asc'
      : ['name', 'school', 'grade'].includes(column)
        ? 'asc'
        : 'desc';
  return { ...view, order_by: column, order_by_dir: direction, page: 1 };
}
