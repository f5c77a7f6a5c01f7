import type { ApiClient } from '@lantern/shared/client/http-client';
import type { EssayQueuePage, EssayStatistics, QueueEssay } from '@lantern/shared/contracts/service';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store.js';

/** How many pages a live refresh reloads at most, to keep the rows a manager scrolled to. */
const REFRESH_PAGES = 5;

/**
 * The managers' essays queue: open essays soonest due first, loaded a page at a time as the list
 * scrolls, and the essay statistics; both reloaded whenever the server says the service changed.
 */
export class EssayQueueStore {
  rows: QueueEssay[] = [];
  statistics: EssayStatistics | null = null;
  private nextCursor: string | null = null;
  /** Read again on every change of the service; what is shown stays meanwhile, and when that fails. */
  private readonly first: OnceLoader<[EssayStatistics, QueueEssay[], string | null]>;
  private readonly next: OnceLoader<EssayQueuePage>;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.first = new OnceLoader(
      async () => {
        // The first pages again (as many as were shown, up to a few), and the statistics.
        const [statistics, [rows, cursor]] = await Promise.all([
          this.api.call('serviceEssayStatistics'),
          this.pagesUntil(Math.max(1, this.rows.length)),
        ]);
        return [statistics, rows, cursor];
      },
      ([statistics, rows, cursor]) => {
        this.statistics = statistics;
        this.rows = rows;
        this.nextCursor = cursor;
      },
      { quiet: true },
    );
    this.next = new OnceLoader(
      () => this.api.call('serviceEssays', { query: { cursor: this.nextCursor ?? undefined } }),
      (page) => {
        const known = new Set(this.rows.map((row) => row.id));
        this.rows = [...this.rows, ...page.data.filter((row) => !known.has(row.id))];
        this.nextCursor = page.next_cursor;
      },
    );
    makeAutoObservable<EssayQueueStore, 'api' | 'first' | 'next'>(this, {
      root: false,
      api: false,
      first: false,
      next: false,
    });
  }

  get state(): LoadStatus {
    return this.first.status;
  }

  get loadingMore(): boolean {
    return this.next.status === 'loading';
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  /** Loads the queue and follows the service's changes; returns the stop, for the screen's leaving. */
  open(): () => void {
    void this.reload();
    return this.root.connection.on('service.summary.updated', () => void this.reload());
  }

  reload(): Promise<void> {
    return this.first.load(true);
  }

  /** The next page, once at a time; the list calls it as its end comes into view. */
  loadMore(): Promise<void> {
    if (!this.nextCursor) return Promise.resolve();
    return this.next.load(this.next.status !== 'loading');
  }

  clear(): void {
    this.first.reset();
    this.next.reset();
    this.rows = [];
    this.statistics = null;
    this.nextCursor = null;
  }

  private async pagesUntil(count: number): Promise<[QueueEssay[], string | null]> {
    const rows: QueueEssay[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < REFRESH_PAGES; page += 1) {
      const next: EssayQueuePage = await this.api.call('serviceEssays', { query: cursor ? { cursor } : {} });
      rows.push(...next.data);
      cursor = next.next_cursor;
      if (!cursor || rows.length >= count) break;
    }
    return [rows, cursor];
  }
}
