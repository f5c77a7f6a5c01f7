import type { Pagination } from '@lantern/shared/contracts/envelope';
import { paginationOf } from '../../platform/http/pagination.js';

/** A page of a list as the spec's envelope reads it: `data` and `meta.pagination`. */
export function pageOf<T>(
  data: T[],
  total: number,
  page: number,
  perPage: number,
): { data: T[]; meta: { pagination: Pagination } } {
  return { data, meta: { pagination: paginationOf(total, data.length, perPage, page) } };
}
