import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/http-client.js';
import type { SessionTranscript, TranscriptMessage, WhiteboardStroke } from '../contracts/sessions.js';

/** Why a transcript is not on screen: not there for this reader, held by a superuser, or not reached. */
export type TranscriptProblem = 'not_found' | 'held' | 'failed';

/** One past session being read: what has come so far, and how the next page is doing. */
export interface OpenTranscript {
  status: 'loading' | 'loaded' | 'failed';
  problem: TranscriptProblem | null;
  session: SessionTranscript['session'] | null;
  messages: TranscriptMessage[];
  whiteboard: WhiteboardStroke[];
  /** Where the next page starts; null once every message is here. */
  nextAfterSeq: number | null;
  /** A later page is on its way, or failed (the pages already here stay). */
  more: 'idle' | 'loading' | 'failed';
}

const problemOf = (error: unknown): TranscriptProblem => {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'content_held') return 'held';
  return error.status === 404 || error.status === 403 ? 'not_found' : 'failed';
};

/**
 * Past sessions read back (`GET /sessions/:id/transcript`), for the student's history on the web
 * and the tutor's in the console: the first page with the whiteboard, then a page at a time as the
 * reader asks, so a long chat never arrives whole.
 */
export class TranscriptsStore {
  readonly opened = new Map<number, OpenTranscript>();

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<TranscriptsStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get(sessionId: number): OpenTranscript | undefined {
    return this.opened.get(sessionId);
  }

  /** Reads the first page; again only when `force` (the retry) or after a failure. */
  async open(sessionId: number, force = false): Promise<void> {
    const held = this.opened.get(sessionId);
    if (!force && held && held.status !== 'failed') return;
    this.opened.set(sessionId, {
      status: 'loading',
      problem: null,
      session: null,
      messages: [],
      whiteboard: [],
      nextAfterSeq: null,
      more: 'idle',
    });
    try {
      const first = await this.api.call('sessionTranscript', { params: { id: sessionId } });
      runInAction(() =>
        this.opened.set(sessionId, {
          status: 'loaded',
          problem: null,
          session: first.session,
          messages: first.messages,
          whiteboard: first.whiteboard ?? [],
          nextAfterSeq: first.next_after_seq,
          more: 'idle',
        }),
      );
    } catch (error) {
      runInAction(() => {
        const failed = this.opened.get(sessionId);
        if (failed) Object.assign(failed, { status: 'failed', problem: problemOf(error) });
      });
    }
  }

  /** The next page of messages, added after those held. */
  async more(sessionId: number): Promise<void> {
    const held = this.opened.get(sessionId);
    if (!held || held.nextAfterSeq === null || held.more === 'loading') return;
    held.more = 'loading';
    try {
      const page = await this.api.call('sessionTranscript', {
        params: { id: sessionId },
        query: { after_seq: held.nextAfterSeq },
      });
      runInAction(() => {
        held.messages.push(...page.messages);
        held.nextAfterSeq = page.next_after_seq;
        held.more = 'idle';
      });
    } catch {
      runInAction(() => {
        held.more = 'failed';
      });
    }
  }

  clear(): void {
    this.opened.clear();
  }
}
