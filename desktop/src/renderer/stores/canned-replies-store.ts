import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  CannedReply,
  CreateCannedReply,
  UpdateCannedReply,
} from '@lantern/shared/contracts/canned-replies';
import type { ValidationIssue } from '@lantern/shared/contracts/errors';
import { EditableItems } from '@lantern/shared/state/editable-items';
import type { LoadStatus } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';

/** Why the last change failed: the fields and rules the API named, or a failure with no field. */
export type CannedReplyProblem = { issues: ValidationIssue[] } | 'failed' | null;

/**
 * The canned replies the signed-in person may use (a tutor: their own, the team's and the global
 * ones): one store for the composer's `/` list and the management screens, so a snippet saved on one
 * is behind `/` at once.
 */
export class CannedRepliesStore {
  private readonly list: EditableItems<CannedReply, Exclude<CannedReplyProblem, null>>;

  constructor(private readonly api: ApiClient) {
    this.list = new EditableItems({
      fetch: () => this.api.call('cannedReplies'),
      problemOf: (error) => {
        const issues = error instanceof ApiError ? error.validationIssues : [];
        return issues.length > 0 ? { issues } : 'failed';
      },
    });
    makeAutoObservable<CannedRepliesStore, 'api' | 'list'>(
      this,
      { api: false, list: false },
      { autoBind: true },
    );
  }

  get items(): ReadonlyMap<number, CannedReply> {
    return this.list.items;
  }

  get state(): LoadStatus {
    return this.list.status;
  }

  /** A change on its way: the snippet's id, or 'new'. */
  get busy(): number | 'new' | null {
    return this.list.busy;
  }

  get problem(): CannedReplyProblem {
    return this.list.problem;
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
  load(force = false): Promise<void> {
    return this.list.load(force);
  }

  /** The saved snippet, or null when it was refused (`problem` says why). */
  create(body: CreateCannedReply): Promise<CannedReply | null> {
    return this.list.save('new', () => this.api.call('createCannedReply', { body }));
  }

  update(id: number, body: UpdateCannedReply): Promise<CannedReply | null> {
    return this.list.save(id, () => this.api.call('updateCannedReply', { params: { id }, body }));
  }

  remove(id: number): Promise<boolean> {
    return this.list.remove(id, () => this.api.call('deleteCannedReply', { params: { id } }));
  }

  dismissProblem(): void {
    this.list.dismissProblem();
  }

  clear(): void {
    this.list.clear();
  }
}
