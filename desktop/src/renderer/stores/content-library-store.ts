import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  ContentLibraryItem,
  CreateContentLibraryItem,
  UpdateContentLibraryItem,
} from '@lantern/shared/contracts/essay-review';
import type { AnnotationCategoryId } from '@lantern/shared/domain/essays/annotation-categories';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';

/** Which change failed last, so the screen can say so beside it. */
export type LibraryProblem = 'save' | 'delete' | null;

/** Lower case without accents: "élan" is found by "elan", as a French or Spanish tutor types fast. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The tutor's Comment Library (`/tutor/content-library`): their reusable comments, by category.
 * One store for the library page and the essay editor's Library panel, so a comment saved in one
 * shows in the other without a reload, and both narrow the list the same way.
 */
export class ContentLibraryStore {
  readonly items = new Map<number, ContentLibraryItem>();
  state: LoadState = 'idle';
  /** The category shown, or every category. */
  category: AnnotationCategoryId | null = null;
  search = '';
  /** A change on its way: the item's id, or 'new' for one being created. */
  busy: number | 'new' | null = null;
  problem: LibraryProblem = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<ContentLibraryStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** By category, then oldest first, as the API lists them. */
  get ordered(): ContentLibraryItem[] {
    return [...this.items.values()].sort(
      (a, b) => a.category - b.category || a.created_at - b.created_at || a.id - b.id,
    );
  }

  /** The comments of the category shown whose text holds every word searched for. */
  get shown(): ContentLibraryItem[] {
    const words = folded(this.search).split(/\s+/).filter(Boolean);
    return this.ordered.filter(
      (item) =>
        (this.category === null || item.category === this.category) &&
        words.every((word) => folded(item.text).includes(word)),
    );
  }

  /** How many comments each category holds, whatever is shown. */
  get counts(): ReadonlyMap<AnnotationCategoryId, number> {
    const counts = new Map<AnnotationCategoryId, number>();
    for (const item of this.items.values()) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
    return counts;
  }

  get filtered(): boolean {
    return this.category !== null || this.search.trim() !== '';
  }

  setCategory(category: AnnotationCategoryId | null): void {
    this.category = category;
  }

  setSearch(search: string): void {
    this.search = search;
  }

  clearFilters(): void {
    this.category = null;
    this.search = '';
  }

  /** Asks for the whole library again; what was there stays on screen meanwhile. */
  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const items = await this.api.call('contentLibrary');
      runInAction(() => {
        this.items.clear();
        for (const item of items) this.items.set(item.id, item);
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  /** The new comment, or null when it could not be saved (`problem` says so). */
  async create(body: CreateContentLibraryItem): Promise<ContentLibraryItem | null> {
    return this.change('new', 'save', async () => {
      const item = await this.api.call('createContentLibraryItem', { body });
      runInAction(() => this.items.set(item.id, item));
      return item;
    });
  }

  async update(id: number, body: UpdateContentLibraryItem): Promise<ContentLibraryItem | null> {
    return this.change(id, 'save', async () => {
      const item = await this.api.call('updateContentLibraryItem', { params: { id }, body });
      runInAction(() => this.items.set(item.id, item));
      return item;
    });
  }

  /** True once the comment is gone from the library. */
  async remove(id: number): Promise<boolean> {
    const removed = await this.change(id, 'delete', async () => {
      try {
        await this.api.call('deleteContentLibraryItem', { params: { id } });
      } catch (error) {
        // Deleted already (in another window): what the tutor asked for is done.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
      runInAction(() => this.items.delete(id));
      return true;
    });
    return removed ?? false;
  }

  dismissProblem(): void {
    this.problem = null;
  }

  clear(): void {
    this.items.clear();
    this.state = 'idle';
    this.busy = null;
    this.problem = null;
    this.clearFilters();
  }

  private async change<T>(
    busy: number | 'new',
    problem: Exclude<LibraryProblem, null>,
    act: () => Promise<T>,
  ): Promise<T | null> {
    this.busy = busy;
    this.problem = null;
    try {
      return await act();
    } catch {
      runInAction(() => {
        this.problem = problem;
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}
