import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type {
  BioBreakRow,
  BreakDecision,
  BreakDecisionRecord,
  BreakRequestItem,
} from '@lantern/shared/contracts/breaks';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export type BreaksTab = 'meal' | 'rest' | 'bio';
export const BREAKS_TABS: readonly BreaksTab[] = ['meal', 'rest', 'bio'];

/**
 * Why the last decision or undo did not go through: someone decided first (409), the break began
 * or its decision changed before the undo (409), or it failed.
 */
export type DecisionNotice = 'alreadyDecided' | 'undoRefused' | 'failed';

// The shift actions that add or remove rows of a tab; the others leave the lists as they are.
const REQUEST_ACTIONS = new Set(['request_meal_break', 'schedule_rest_break']);
const BIO_ACTIONS = new Set(['start_bio_break', 'return_to_segment', 'punch_out', 'force_out']);

type RequestsTab = [BreakRequestItem[], BreakDecisionRecord[]];

/**
 * The managers' breaks center: pending meal and rest break requests to approve or reject, and
 * the tutors on a bio break, kept current by the schedule events while the screen is open.
 */
export class BreaksCenterStore {
  readonly requests = new Map<'meal' | 'rest', BreakRequestItem[]>();
  /** The decisions taken on each kind in the window, newest first. */
  readonly decisions = new Map<'meal' | 'rest', BreakDecisionRecord[]>();
  bioBreaks: BioBreakRow[] = [];
  /** Each tab read again on every change; what it shows stays meanwhile, and when a reading fails. */
  private readonly loaders: {
    readonly meal: OnceLoader<RequestsTab>;
    readonly rest: OnceLoader<RequestsTab>;
    readonly bio: OnceLoader<BioBreakRow[]>;
  };
  /** The request whose decision (or undo) is being sent; the buttons wait. */
  deciding: number | null = null;
  notice: DecisionNotice | null = null;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    const requestsOf = (kind: 'meal' | 'rest') =>
      new OnceLoader(
        async (): Promise<RequestsTab> => {
          const [list, decisions] = await Promise.all([
            this.api.call('breakRequests', { query: { kind, status: 'pending' } }),
            this.api.call('breakDecisions', { query: { kind } }),
          ]);
          return [list.data, decisions.data];
        },
        ([requests, decisions]) => {
          this.requests.set(kind, requests);
          this.decisions.set(kind, decisions);
        },
        { quiet: true },
      );
    this.loaders = {
      meal: requestsOf('meal'),
      rest: requestsOf('rest'),
      bio: new OnceLoader(
        async () => (await this.api.call('bioBreaks')).data,
        (rows) => {
          this.bioBreaks = rows;
        },
        { quiet: true },
      ),
    };
    makeAutoObservable<BreaksCenterStore, 'api' | 'loaders'>(this, {
      root: false,
      api: false,
      loaders: false,
    });
  }

  /** Loads every tab and follows the events; returns the stop, for the screen to call on leaving. */
  open(): () => void {
    for (const tab of BREAKS_TABS) void this.load(tab);
    // A decision takes a request off the list; an undo (pending again) puts it back.
    const stopDecisions = this.root.connection.on('schedules.break-request.decided', ({ request }) => {
      if (request.status === 'pending') void this.load(request.kind);
      else {
        this.removeRequest(request.id);
        void this.loadDecisions(request.kind);
      }
    });
    const stopUpdates = this.root.connection.on('schedules.shift.updated', ({ action }) => {
      if (REQUEST_ACTIONS.has(action)) {
        void this.load('meal');
        void this.load('rest');
      }
      if (BIO_ACTIONS.has(action)) void this.load('bio');
    });
    return () => {
      stopDecisions();
      stopUpdates();
    };
  }

  state(tab: BreaksTab): LoadStatus {
    return this.loaders[tab].status;
  }

  pending(kind: 'meal' | 'rest'): BreakRequestItem[] {
    return this.requests.get(kind) ?? [];
  }

  decided(kind: 'meal' | 'rest'): BreakDecisionRecord[] {
    return this.decisions.get(kind) ?? [];
  }

  load(tab: BreaksTab): Promise<void> {
    return this.loaders[tab].load(true);
  }

  /** Approve or reject once. A 409 means another manager decided first: say so and refresh. */
  async decide(request: BreakRequestItem, decision: BreakDecision): Promise<void> {
    if (this.deciding !== null) return;
    this.deciding = request.id;
    this.notice = null;
    try {
      await this.api.call(decision === 'approve' ? 'approveBreakRequest' : 'rejectBreakRequest', {
        params: { id: request.id },
      });
      this.removeRequest(request.id);
      await this.loadDecisions(request.kind);
    } catch (error) {
      const alreadyDecided = error instanceof ApiError && error.status === 409;
      runInAction(() => {
        this.notice = alreadyDecided ? 'alreadyDecided' : 'failed';
      });
      if (alreadyDecided) await this.load(request.kind);
    } finally {
      runInAction(() => {
        this.deciding = null;
      });
    }
  }

  /** Take a decision back before its break begins; the request returns to the list, pending. */
  async undo(record: BreakDecisionRecord): Promise<void> {
    if (this.deciding !== null) return;
    this.deciding = record.break_id;
    this.notice = null;
    try {
      await this.api.call('undoBreakDecision', { params: { id: record.break_id } });
      await this.load(record.kind);
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 409;
      runInAction(() => {
        this.notice = refused ? 'undoRefused' : 'failed';
      });
      if (refused) await this.load(record.kind);
    } finally {
      runInAction(() => {
        this.deciding = null;
      });
    }
  }

  /** The record alone, after a decision here or elsewhere; a failure keeps the record shown. */
  private async loadDecisions(kind: 'meal' | 'rest'): Promise<void> {
    try {
      const decisions = await this.api.call('breakDecisions', { query: { kind } });
      runInAction(() => this.decisions.set(kind, decisions.data));
    } catch {
      // The next event or visit loads it again.
    }
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private removeRequest(id: number): void {
    for (const [kind, list] of this.requests) {
      this.requests.set(
        kind,
        list.filter((item) => item.id !== id),
      );
    }
  }
}
