import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import type {
  EligibleTutor,
  EssayQueuePage,
  EssayStatistics,
  QueueEssay,
} from '@lantern/shared/contracts/service';
import {
  essayHolder,
  type HeldEssay,
  type QueueAction,
  queueActionsFor,
  REASSIGN_RULES,
  type ReassignRule,
} from '@lantern/shared/domain/essays/essay-queue-actions';
import { inQueueOrder } from '@lantern/shared/domain/essays/essay-queue-order';
import { makeAutoObservable, runInAction } from 'mobx';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import type { RootStore } from './root-store.js';

/** How many pages a live refresh reloads at most, to keep the rows a manager scrolled to. */
const REFRESH_PAGES = 5;

/** Why a manager's action on an essay did not happen, for the dialog to say in the person's words. */
export type QueueActionProblem =
  | { kind: 'holder_changed'; holder: string | null }
  | { kind: 'reassign_refused'; rule: ReassignRule }
  | { kind: 'not_in_queue' | 'in_review' | 'not_ready' | 'held' | 'missing' | 'failed' };

export type QueueActionResult = { ok: true; essay: QueueEssay } | { ok: false; problem: QueueActionProblem };

/** The tutors an essay may be given to, loaded when the reassign dialog opens. */
export interface TutorChoice {
  essayId: number;
  state: LoadStatus;
  tutors: EligibleTutor[];
}

/** The queue's row as the shared rule of the managers' actions reads it. */
export function heldEssayOf(essay: QueueEssay): HeldEssay {
  return {
    status: essay.status,
    tutor_id: essay.tutor?.id ?? null,
    reserved_by_id: essay.reserved_by?.id ?? null,
    reserved_until: essay.reserved_until,
    prioritised_at: essay.prioritised_at,
    ready: essay.ready,
  };
}

function problemOf(error: unknown): QueueActionProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  const details = (error.details ?? {}) as { holder_name?: unknown; rule?: unknown };
  switch (error.code) {
    case ErrorCode.essayHolderChanged:
      return {
        kind: 'holder_changed',
        holder: typeof details.holder_name === 'string' ? details.holder_name : null,
      };
    case ErrorCode.essayReassignRefused: {
      const rule = REASSIGN_RULES.find((known) => known === details.rule);
      return rule ? { kind: 'reassign_refused', rule } : { kind: 'failed' };
    }
    case ErrorCode.essayNotInQueue:
      return { kind: 'not_in_queue' };
    case ErrorCode.essayAlreadyPickedUp:
      return { kind: 'in_review' };
    case ErrorCode.essayNotReady:
      return { kind: 'not_ready' };
    case ErrorCode.contentHeld:
      return { kind: 'held' };
    case ErrorCode.notFound:
      return { kind: 'missing' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * The managers' essays queue: open essays in the queue's order (moved to the front, then soonest
 * due), loaded a page at a time as the list scrolls, and the essay statistics; both reloaded
 * whenever the server says the service changed. The managers' actions on an essay (release,
 * reassign, move to the front and back) go through here: the row changes at once on success, and
 * a refusal comes back as a problem the dialog words.
 */
export class EssayQueueStore {
  rows: QueueEssay[] = [];
  statistics: EssayStatistics | null = null;
  private nextCursor: string | null = null;
  /** The essay an action is on its way for: its buttons wait. */
  acting: number | null = null;
  tutorChoice: TutorChoice | null = null;
  private tutorRequest = 0;
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
    makeAutoObservable<EssayQueueStore, 'api' | 'first' | 'next' | 'tutorRequest'>(this, {
      root: false,
      api: false,
      first: false,
      next: false,
      tutorRequest: false,
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

  /** The tutors the essay may go to, for the reassign dialog; the newest request wins. */
  async loadTutors(essayId: number): Promise<void> {
    const request = (this.tutorRequest += 1);
    this.tutorChoice = { essayId, state: 'loading', tutors: [] };
    try {
      const tutors = await this.api.call('essayQueueTutors', { params: { id: essayId } });
      runInAction(() => {
        if (request === this.tutorRequest) this.tutorChoice = { essayId, state: 'loaded', tutors };
      });
    } catch {
      runInAction(() => {
        if (request === this.tutorRequest) this.tutorChoice = { essayId, state: 'error', tutors: [] };
      });
    }
  }

  /** What the manager may do to the essay as shown (the server's own rule, so the menu offers no refusal). */
  actionsFor(essay: QueueEssay): QueueAction[] {
    return queueActionsFor(heldEssayOf(essay), Math.floor(this.root.clock.nowMs / 1000));
  }

  /** Who has the essay as shown: a reservation that ran out holds nothing. */
  holderOf(essay: QueueEssay): number | null {
    return essayHolder(heldEssayOf(essay), Math.floor(this.root.clock.nowMs / 1000)).tutorId;
  }

  /** Frees the essay from the tutor holding it (as shown): back to the queue. */
  release(essay: QueueEssay): Promise<QueueActionResult> {
    const holder = this.holderOf(essay);
    if (holder === null)
      return Promise.resolve({ ok: false, problem: { kind: 'holder_changed', holder: null } });
    return this.act(essay, () =>
      this.api.call('releaseEssay', { params: { id: essay.id }, body: { from_tutor_id: holder } }),
    );
  }

  /** Gives the essay to the tutor, from whoever the manager saw holding it. */
  reassign(essay: QueueEssay, tutorId: number): Promise<QueueActionResult> {
    const holder = this.holderOf(essay);
    return this.act(essay, () =>
      this.api.call('reassignEssay', {
        params: { id: essay.id },
        body: { tutor_id: tutorId, from_tutor_id: holder },
      }),
    );
  }

  prioritise(essay: QueueEssay): Promise<QueueActionResult> {
    return this.act(essay, () => this.api.call('prioritiseEssay', { params: { id: essay.id } }));
  }

  unprioritise(essay: QueueEssay): Promise<QueueActionResult> {
    return this.act(essay, () => this.api.call('unprioritiseEssay', { params: { id: essay.id } }));
  }

  private async act(essay: QueueEssay, call: () => Promise<QueueEssay>): Promise<QueueActionResult> {
    this.acting = essay.id;
    try {
      const updated = await call();
      runInAction(() => {
        // In its new place at once; the service's own refresh follows.
        this.rows = inQueueOrder(this.rows.map((row) => (row.id === updated.id ? updated : row)));
      });
      return { ok: true, essay: updated };
    } catch (error) {
      const problem = problemOf(error);
      // The list was behind the essay: show it as it is now.
      if (problem.kind !== 'failed' && problem.kind !== 'reassign_refused') void this.reload();
      return { ok: false, problem };
    } finally {
      runInAction(() => {
        this.acting = null;
      });
    }
  }

  clear(): void {
    this.tutorChoice = null;
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
