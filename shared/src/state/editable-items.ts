import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../client/api-error.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

/** What a change does to one item: saves it (new or changed) or deletes it. */
export type ItemChange = 'save' | 'delete';

export interface EditableItemsOptions<T, P> {
  /** The whole list, as the server holds it. */
  fetch: () => Promise<T[]>;
  /** Why a change failed, as the screen says it. */
  problemOf: (error: unknown, change: ItemChange) => P;
}

/**
 * A list the reader keeps and changes one item at a time (a tutor's canned replies, their comment
 * library): the items by id, loaded whole; one change on its way at a time, whose item's buttons
 * wait; and why the last change failed, until the next one or a dismissal. Deleting an item that
 * is already gone (deleted in another window) counts as done.
 */
export class EditableItems<T extends { id: number }, P> {
  readonly items = new Map<number, T>();
  /** A change on its way: the item's id, or 'new' for one being created. */
  busy: number | 'new' | null = null;
  problem: P | null = null;
  private readonly loader: OnceLoader<T[]>;

  constructor(private readonly options: EditableItemsOptions<T, P>) {
    this.loader = new OnceLoader(options.fetch, (items) => {
      this.items.clear();
      for (const item of items) this.items.set(item.id, item);
    });
    makeAutoObservable<EditableItems<T, P>, 'options' | 'loader'>(
      this,
      { options: false, loader: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.loader.status;
  }

  /** Asked once; `force` asks again. What is held stays on screen meanwhile. */
  load(force = false): Promise<void> {
    return this.loader.load(force);
  }

  /** Creates (`'new'`) or updates an item; the item as saved, or null when it was not (`problem` says why). */
  save(id: number | 'new', send: () => Promise<T>): Promise<T | null> {
    return this.change(id, 'save', async () => {
      const item = await send();
      runInAction(() => this.items.set(item.id, item));
      return item;
    });
  }

  /** True once the item is gone. */
  async remove(id: number, send: () => Promise<unknown>): Promise<boolean> {
    const removed = await this.change(id, 'delete', async () => {
      try {
        await send();
      } catch (error) {
        // Gone already (another window): what was asked for is done.
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
    this.loader.reset();
    this.items.clear();
    this.busy = null;
    this.problem = null;
  }

  private async change<R>(
    busy: number | 'new',
    change: ItemChange,
    act: () => Promise<R>,
  ): Promise<R | null> {
    this.busy = busy;
    this.problem = null;
    try {
      return await act();
    } catch (error) {
      runInAction(() => {
        this.problem = this.options.problemOf(error, change);
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}
