import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { BioBreakRow, BreakDecision, BreakRequestItem } from '@lantern/shared/contracts/breaks';
import type { LoadState } from './home-store.js';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

export type BreaksTab = 'meal' | 'rest' | 'bio';
export const BREAKS_TABS: readonly BreaksTab[] = ['meal', 'rest', 'bio'];

/** Why the last decision did not go through: someone decided first (409), or it failed. */
export type DecisionNotice = 'alreadyDecided' | 'failed';

// The shift actions that add or remove rows of a tab; the others leave the lists as they are.
const REQUEST_ACTIONS = new Set(['request_meal_break', 'schedule_rest_break']);
const BIO_ACTIONS = new Set(['start_bio_break', 'return_to_segment', 'punch_out', 'force_out']);

/**
 * The managers' breaks center: pending meal and rest break requests to approve or reject, and
 * the tutors on a bio break, kept current by the schedule events while the screen is open.
 */
export class BreaksCenterStore {
  readonly requests = new Map<'meal' | 'rest', BreakRequestItem[]>();
  bioBreaks: BioBreakRow[] = [];
  readonly states = new Map<BreaksTab, LoadState>();
  /** The request whose decision is being sent; its buttons wait. */
  deciding: number | null = null;
  notice: DecisionNotice | null = null;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<BreaksCenterStore, 'api'>(this, { root: false, api: false });
  }

  /** Loads every tab and follows the events; returns the stop, for the screen to call on leaving. */
  open(): () => void {
    for (const tab of BREAKS_TABS) void this.load(tab);
    const stopDecisions = this.root.connection.on('schedules.break-request.decided', ({ request }) =>
      this.removeRequest(request.id),
    );
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

  state(tab: BreaksTab): LoadState {
    return this.states.get(tab) ?? 'idle';
  }

  pending(kind: 'meal' | 'rest'): BreakRequestItem[] {
    return this.requests.get(kind) ?? [];
  }

  async load(tab: BreaksTab): Promise<void> {
    if (this.state(tab) !== 'loaded') this.states.set(tab, 'loading');
    try {
      if (tab === 'bio') {
        const rows = await this.api.call('bioBreaks');
        runInAction(() => {
          this.bioBreaks = rows.data;
        });
      } else {
        const list = await this.api.call('breakRequests', { query: { kind: tab, status: 'pending' } });
        runInAction(() => this.requests.set(tab, list.data));
      }
      runInAction(() => this.states.set(tab, 'loaded'));
    } catch {
      runInAction(() => {
        if (this.state(tab) !== 'loaded') this.states.set(tab, 'error');
      });
    }
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
