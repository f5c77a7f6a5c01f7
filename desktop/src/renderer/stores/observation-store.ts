import type { SessionView } from '@lantern/shared/contracts/sessions';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/** Why the session is not on screen: gone (or never there), held by a superuser, over, or not reached. */
export type ObservationProblem = 'notFound' | 'held' | 'notOpen' | 'failed';

function problemOf(code: string): ObservationProblem {
  // A malformed id in the address names no session either.
  if (code === 'not_found' || code === 'validation_failed') return 'notFound';
  if (code === 'content_held') return 'held';
  if (code === 'session_not_open') return 'notOpen';
  return 'failed';
}

/**
 * A manager watching one live session, read-only. The session, its messages and its board live in
 * the classroom store (`watch`), which the socket's classroom events keep live; this store starts
 * the watch, starts it again after every reconnection (a new socket is in no room), and ends it.
 */
export class ObservationStore {
  sessionId: number | null = null;
  /** Waiting for the server (or for the connection); watching; or refused, with why. */
  state: 'starting' | 'watching' | 'refused' = 'starting';
  problem: ObservationProblem | null = null;
  /** The chat is longer than what was sent: only its latest messages show. */
  earlierMessages = false;
  private stopFollowing: (() => void) | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ObservationStore, 'root' | 'stopFollowing'>(
      this,
      { root: false, stopFollowing: false },
      { autoBind: true },
    );
  }

  /** The session as it stands, while watched. */
  get session(): SessionView | null {
    if (this.sessionId === null || this.state !== 'watching') return null;
    return this.root.classroom.sessions.get(this.sessionId) ?? null;
  }

  /** Starts watching `sessionId`; returns the stop, for the screen's leaving. */
  open(sessionId: number): () => void {
    this.close();
    this.sessionId = sessionId;
    this.state = 'starting';
    this.problem = null;
    this.earlierMessages = false;
    this.stopFollowing = this.root.connection.on('system.connection.established', () => void this.start());
    void this.start();
    return () => this.close(sessionId);
  }

  /** Asks again after a refusal that may pass (the server failing). */
  retry(): void {
    if (this.sessionId === null) return;
    this.state = 'starting';
    this.problem = null;
    void this.start();
  }

  /** Stops watching (only `sessionId`, when given: a later screen's watch stays). */
  close(sessionId?: number): void {
    const watched = this.sessionId;
    if (watched === null || (sessionId !== undefined && sessionId !== watched)) return;
    // A refused watch never began; one starting may have, its answer still on the way.
    const began = this.state !== 'refused';
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.sessionId = null;
    this.state = 'starting';
    this.problem = null;
    this.root.classroom.unwatch(watched);
    if (began) void this.root.connection.command('classroom.observation.stop', { session_id: watched });
  }

  clear(): void {
    this.close();
  }

  private async start(): Promise<void> {
    const sessionId = this.sessionId;
    if (sessionId === null) return;
    const result = await this.root.connection.command('classroom.observation.start', {
      session_id: sessionId,
    });
    runInAction(() => {
      if (this.sessionId !== sessionId) return;
      if (result.ok) {
        this.root.classroom.watch(result.data);
        this.earlierMessages = result.data.earlier_messages;
        this.state = 'watching';
        return;
      }
      // Not delivered: the next connection starts the watch again by itself.
      if (result.error.code === 'offline' || result.error.code === 'timeout') return;
      this.state = 'refused';
      this.problem = problemOf(String(result.error.code));
    });
  }
}
