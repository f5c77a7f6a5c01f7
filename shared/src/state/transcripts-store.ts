import { makeAutoObservable, observable } from 'mobx';
import { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/http-client.js';
import type { SessionTranscript, TranscriptMessage } from '../contracts/session-records.js';
import type { WhiteboardStroke } from '../contracts/whiteboard.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

/** Why a transcript is not on screen: not there for this reader, held by a superuser, or not reached. */
export type TranscriptProblem = 'not_found' | 'held' | 'failed';

const problemOf = (error: unknown): TranscriptProblem => {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'content_held') return 'held';
  return error.status === 404 || error.status === 403 ? 'not_found' : 'failed';
};

/** One past session being read: what has come so far, and how the next page is doing. */
export class OpenTranscript {
  problem: TranscriptProblem | null = null;
  session: SessionTranscript['session'] | null = null;
  messages: TranscriptMessage[] = [];
  whiteboard: WhiteboardStroke[] = [];
  /** Where the next page starts; null once every message is here. */
  nextAfterSeq: number | null = null;
  private readonly first: OnceLoader<SessionTranscript>;
  private readonly next: OnceLoader<SessionTranscript>;

  constructor(api: ApiClient, sessionId: number) {
    this.first = new OnceLoader(
      () => api.call('sessionTranscript', { params: { id: sessionId } }),
      (first) => {
        this.session = first.session;
        this.messages = first.messages;
        this.whiteboard = first.whiteboard ?? [];
        this.nextAfterSeq = first.next_after_seq;
        this.next.reset();
      },
      {
        failed: (error) => {
          this.problem = problemOf(error);
        },
      },
    );
    this.next = new OnceLoader(
      () =>
        api.call('sessionTranscript', {
          params: { id: sessionId },
          query: { after_seq: this.nextAfterSeq ?? 0 },
        }),
      (page) => {
        this.messages.push(...page.messages);
        this.nextAfterSeq = page.next_after_seq;
      },
    );
    makeAutoObservable<OpenTranscript, 'first' | 'next'>(
      this,
      { first: false, next: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.first.status;
  }

  /** A later page is on its way, or failed (the pages already here stay). */
  get more(): LoadStatus {
    return this.next.status;
  }

  /** Reads the first page once; again only when `force` (the retry) or after a failure. */
  open(force = false): Promise<void> {
    if (force || this.status === 'error') this.problem = null;
    return this.first.load(force);
  }

  /** The next page of messages, added after those held; one at a time. */
  loadMore(): Promise<void> {
    if (this.nextAfterSeq === null) return Promise.resolve();
    return this.next.load(this.next.status !== 'loading');
  }
}

/**
 * Past sessions read back (`GET /sessions/:id/transcript`), for the student's history on the web
 * and the tutor's in the console: the first page with the whiteboard, then a page at a time as the
 * reader asks, so a long chat never arrives whole.
 */
export class TranscriptsStore {
  readonly opened = observable.map<number, OpenTranscript>({}, { deep: false });

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<TranscriptsStore, 'api'>(this, { api: false, opened: false }, { autoBind: true });
  }

  get(sessionId: number): OpenTranscript | undefined {
    return this.opened.get(sessionId);
  }

  /** Reads the first page; again only when `force` (the retry) or after a failure. */
  open(sessionId: number, force = false): Promise<void> {
    let transcript = this.opened.get(sessionId);
    if (!transcript) {
      transcript = new OpenTranscript(this.api, sessionId);
      this.opened.set(sessionId, transcript);
    }
    return transcript.open(force);
  }

  /** The next page of messages, added after those held. */
  more(sessionId: number): Promise<void> {
    return this.opened.get(sessionId)?.loadMore() ?? Promise.resolve();
  }

  clear(): void {
    this.opened.clear();
  }
}
