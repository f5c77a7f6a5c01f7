import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  ContentLibraryItem,
  CreateContentLibraryItem,
  UpdateContentLibraryItem,
} from '@lantern/shared/contracts/essay-review';
import type { AnnotationCategoryId } from '@lantern/shared/domain/essays/annotation-categories';
import { EditableItems } from '@lantern/shared/state/editable-items';
import type { LoadStatus } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';

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
  /** The category shown, or every category. */
  category: AnnotationCategoryId | null = null;
  search = '';
  private readonly list: EditableItems<ContentLibraryItem, Exclude<LibraryProblem, null>>;

  constructor(private readonly api: ApiClient) {
    this.list = new EditableItems({
      fetch: () => this.api.call('contentLibrary'),
      problemOf: (_error, change) => change,
    });
    makeAutoObservable<ContentLibraryStore, 'api' | 'list'>(
      this,
      { api: false, list: false },
      { autoBind: true },
    );
  }

  get items(): ReadonlyMap<number, ContentLibraryItem> {
    return this.list.items;
  }

  get state(): LoadStatus {
    return this.list.status;
  }

  /** A change on its way: the item's id, or 'new' for one being created. */
  get busy(): number | 'new' | null {
    return this.list.busy;
  }

  get problem(): LibraryProblem {
    return this.list.problem;
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
  load(): Promise<void> {
    return this.list.load(true);
  }

  /** The new comment, or null when it could not be saved (`problem` says so). */
  create(body: CreateContentLibraryItem): Promise<ContentLibraryItem | null> {
    return this.list.save('new', () => this.api.call('createContentLibraryItem', { body }));
  }

  update(id: number, body: UpdateContentLibraryItem): Promise<ContentLibraryItem | null> {
    return this.list.save(id, () => this.api.call('updateContentLibraryItem', { params: { id }, body }));
  }

  /** True once the comment is gone from the library. */
  remove(id: number): Promise<boolean> {
    return this.list.remove(id, () => this.api.call('deleteContentLibraryItem', { params: { id } }));
  }

  dismissProblem(): void {
    this.list.dismissProblem();
  }

  clear(): void {
    this.list.clear();
    this.clearFilters();
  }
}
