import { makeAutoObservable } from 'mobx';
import type { Pagination } from '../contracts/envelope.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

/** An API list answer with its pagination. */
export interface Paged {
  meta: { pagination: Pagination };
}

/**
 * One paged list read from the API. The page on screen stays while another loads, so a list does
 * not jump, and when loading fails, beside the error. Pages can be asked for faster than they come
 * (a pager pressed twice): the last one asked wins.
 */
export class PagedRead<R extends Paged> {
  result: R | null = null;
  private asked = 1;
  private readonly loader: OnceLoader<R>;

  constructor(fetchPage: (page: number) => Promise<R>) {
    this.loader = new OnceLoader(
      () => fetchPage(this.asked),
      (result) => {
        this.result = result;
      },
    );
    makeAutoObservable<PagedRead<R>, 'asked' | 'loader'>(
      this,
      { asked: false, loader: false },
      { autoBind: true },
    );
  }

  get state(): LoadStatus {
    return this.loader.status;
  }

  get pagination(): Pagination | null {
    return this.result?.meta.pagination ?? null;
  }

  get page(): number {
    return this.pagination?.current_page ?? 1;
  }

  get totalPages(): number {
    return Math.max(1, this.pagination?.total_pages ?? 1);
  }

  /**
   * The list came into view: its first page the first time, the page shown again after that (it
   * may have changed since).
   */
  open(): void {
    if (this.state !== 'loading') void this.load(this.page);
  }

  load(page: number): Promise<void> {
    this.asked = page;
    return this.loader.load(true);
  }

  clear(): void {
    // An answer still on its way belongs to what is being cleared.
    this.loader.reset();
    this.result = null;
  }
}
