import { makeAutoObservable, runInAction } from 'mobx';
import type { Pagination } from '../contracts/envelope.js';
import type { LoadStatus } from './once-loader.js';

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
  state: LoadStatus = 'idle';
  private request = 0;

  constructor(private readonly fetchPage: (page: number) => Promise<R>) {
    makeAutoObservable<PagedRead<R>, 'fetchPage' | 'request'>(
      this,
      { fetchPage: false, request: false },
      { autoBind: true },
    );
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

  async load(page: number): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    try {
      const result = await this.fetchPage(page);
      runInAction(() => {
        if (request !== this.request) return;
        this.result = result;
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.state = 'error';
      });
    }
  }

  clear(): void {
    // An answer still on its way belongs to what is being cleared.
    this.request += 1;
    this.result = null;
    this.state = 'idle';
  }
}
