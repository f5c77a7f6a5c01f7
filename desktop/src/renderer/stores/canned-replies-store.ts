import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  CannedReply,
  CreateCannedReply,
  UpdateCannedReply,
} from '@lantern/shared/contracts/canned-replies';
import type { ValidationIssue } from '@lantern/shared/contracts/errors';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';

/** Why the last change failed: the fields and rules the API named, or a failure with no field. */
export type CannedReplyProblem = { issues: ValidationIssue[] } | 'failed' | null;

/**
 * The canned replies the signed-in person may use (a tutor: their own, the team's and the global
 * ones): one store for the composer's `/` list and the management screens, so a snippet saved on one
 * is behind `/` at once.
 */
export class CannedRepliesStore {
  readonly items = new Map<number, CannedReply>();
  state: LoadState = 'idle';
  /** A change on its way: the snippet's id, or 'new'. */
  busy: number | 'new' | null = null;
  problem: CannedReplyProblem = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<CannedRepliesStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get all(): CannedReply[] {
    return [...this.items.values()].sort(
      (a, b) => a.shortcut.localeCompare(b.shortcut) || a.language.localeCompare(b.language) || a.id - b.id,
    );
  }

  /** The ones the reader may change: a tutor's own, a manager's team and global ones. */
  get editable(): CannedReply[] {
    return this.all.filter((reply) => reply.editable);
  }

  /** Asked once; `force` asks again (the retry button). */
  async load(force = false): Promise<void> {
    if (!force && (this.state === 'loaded' || this.state === 'loading')) return;
    this.state = 'loading';
    try {
      const replies = await this.api.call('cannedReplies');
      runInAction(() => {
        this.items.clear();
        for (const reply of replies) this.items.set(reply.id, reply);
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  /** The saved snippet, or null when it was refused (`problem` says why). */
  create(body: CreateCannedReply): Promise<CannedReply | null> {
    return this.change('new', async () => {
      const reply = await this.api.call('createCannedReply', { body });
      runInAction(() => this.items.set(reply.id, reply));
      return reply;
    });
  }

  update(id: number, body: UpdateCannedReply): Promise<CannedReply | null> {
    return this.change(id, async () => {
      const reply = await this.api.call('updateCannedReply', { params: { id }, body });
      runInAction(() => this.items.set(reply.id, reply));
      return reply;
    });
  }

  async remove(id: number): Promise<boolean> {
    const removed = await this.change(id, async () => {
      try {
        await this.api.call('deleteCannedReply', { params: { id } });
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
    this.items.clear();
    this.state = 'idle';
    this.busy = null;
    this.problem = null;
  }

  private async change<T>(busy: number | 'new', act: () => Promise<T>): Promise<T | null> {
    this.busy = busy;
    this.problem = null;
    try {
      return await act();
    } catch (error) {
      runInAction(() => {
        const issues = error instanceof ApiError ? error.validationIssues : [];
        this.problem = issues.length > 0 ? { issues } : 'failed';
      });
      return null;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}
