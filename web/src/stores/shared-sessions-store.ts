import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { SharedSession } from '@lantern/shared/contracts/sessions';
import { KeyedLoads } from '@lantern/shared/state/keyed-loads';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/** A link being made for one session: on its way, made (with its address), or refused. */
export type ShareLinkState =
  | { status: 'creating' }
  | { status: 'created'; url: string }
  | { status: 'failed'; reason: 'not_allowed' | 'not_ended' | 'failed' };

/** A shared session being read: loading, there, not found (a wrong or old link), or failed. */
export type SharedSessionState =
  | { status: 'loading' }
  | { status: 'loaded'; shared: SharedSession }
  | { status: 'not_found' }
  | { status: 'failed' };

/** The pages that make or read links open the store, once for the app. */
export function openSharedSessions(stores: RootStore): SharedSessionsStore {
  stores.sharedSessions ??= new SharedSessionsStore(stores, stores.api);
  return stores.sharedSessions;
}

/**
 * Shared sessions: a student makes a link to one of their ended sessions where their school
 * allows it (`POST /shared-sessions`), and anyone signed in reads what a link leads to
 * (`GET /shared-sessions/:key`), read-only.
 */
export class SharedSessionsStore {
  /** Links made on this visit, by session. */
  readonly links = new Map<number, ShareLinkState>();
  /** What each opened key leads to. */
  private readonly reads: KeyedLoads<string, SharedSession, 'not_found' | 'failed'>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.reads = new KeyedLoads(
      (key) => this.api.call('sharedSession', { params: { key } }),
      (error) => {
        // A key of the wrong shape is refused as invalid before it is looked up, and an expired
        // link, one whose school stopped sharing or whose session is held is refused (403): all
        // read as "no longer shared, ask for a new link".
        const status = error instanceof ApiError ? error.status : 0;
        return [400, 403, 404].includes(status) ? 'not_found' : 'failed';
      },
    );
    makeAutoObservable<SharedSessionsStore, 'root' | 'api' | 'reads'>(
      this,
      { root: false, api: false, reads: false },
      { autoBind: true },
    );
  }

  /** Whether the student's school lets them share sessions; the button is not shown otherwise. */
  get canShare(): boolean {
    const user = this.root.user.current;
    return user?.role === 'student' && user.school?.features_shared_sessions === true;
  }

  async share(sessionId: number): Promise<void> {
    if (this.links.get(sessionId)?.status === 'creating') return;
    this.links.set(sessionId, { status: 'creating' });
    try {
      const link = await this.api.call('createSharedSession', { body: { session_id: sessionId } });
      runInAction(() =>
        this.links.set(sessionId, { status: 'created', url: new URL(link.path, this.origin).toString() }),
      );
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      runInAction(() =>
        this.links.set(sessionId, {
          status: 'failed',
          reason: status === 403 ? 'not_allowed' : status === 409 ? 'not_ended' : 'failed',
        }),
      );
    }
  }

  /** What a key leads to, as far as it is known. */
  opened(key: string): SharedSessionState {
    const read = this.reads.get(key);
    if (read?.status === 'loaded' && read.value) return { status: 'loaded', shared: read.value };
    if (read?.status === 'error') return { status: read.problem ?? 'failed' };
    return { status: 'loading' };
  }

  /** Reads the shared session behind a key, once (again after a failure); `force` asks again (the retry button). */
  open(key: string, force = false): Promise<void> {
    return this.reads.load(key, force);
  }

  clear(): void {
    this.links.clear();
    this.reads.clear();
  }

  private get origin(): string {
    return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  }
}
