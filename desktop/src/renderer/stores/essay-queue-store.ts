import type { ApiClient } from '@lantern/shared/client/http-client';
import type { EssayQueuePage, EssayStatistics, QueueEssay } from '@lantern/shared/contracts/service';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadStatus } from '@lantern/shared/state/once-loader';
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
  state: LoadStatus = 'idle';
  private nextCursor: string | null = null;
  loadingMore = false;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<EssayQueueStore, 'api'>(this, { root: false, api: false });
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  /** Loads the queue and follows the service's changes; returns the stop, for the screen's leaving. */
  open(): () => void {
    void this.reload();
    return this.root.connection.on('service.summary.updated', () => void this.reload());
  }

  /** The first pages again (as many as were shown, up to a few), and the statistics. */
  async reload(): Promise<void> {
    if (this.state !== 'loaded') this.state = 'loading';
    const shown = Math.max(1, this.rows.length);
    try {
      const [statistics, rows, cursor] = await Promise.all([
        this.api.call('serviceEssayStatistics'),
        this.pagesUntil(shown),
      ]).then(([stats, [list, next]]) => [stats, list, next] as const);
      runInAction(() => {
        this.statistics = statistics;
        this.rows = rows;
        this.nextCursor = cursor;
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (this.state !== 'loaded') this.state = 'error';
      });
    }
  }

  /** The next page, once at a time; the list calls it as its end comes into view. */
  async loadMore(): Promise<void> {
    if (!this.nextCursor || this.loadingMore) return;
    this.loadingMore = true;
    try {
      const page = await this.api.call('serviceEssays', { query: { cursor: this.nextCursor } });
      runInAction(() => {
        const known = new Set(this.rows.map((row) => row.id));
        this.rows = [...this.rows, ...page.data.filter((row) => !known.has(row.id))];
        this.nextCursor = page.next_cursor;
      });
    } finally {
      runInAction(() => {
        this.loadingMore = false;
      });
    }
  }

  clear(): void {
    this.rows = [];
    this.statistics = null;
    this.nextCursor = null;
    this.state = 'idle';
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
