import type { Pagination } from '@lantern/shared/contracts/envelope';

/** The envelope's `meta.pagination` for one page of `total` rows; an empty list still has one page. */
export function paginationOf(total: number, count: number, perPage: number, currentPage: number): Pagination {
  return {
    total,
    count,
    per_page: perPage,
    current_page: currentPage,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
  };
}
