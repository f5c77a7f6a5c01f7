import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../client/api-error.js';
import type {
  RequestSession,
  SessionList,
  SessionMessage,
  SessionPerson,
  SessionUpdated,
  SessionView,
} from '../contracts/sessions.js';
import type { WhiteboardStroke } from '../contracts/whiteboard.js';
import { ErrorCode } from '../contracts/error-codes.js';
import type { Observation } from '../contracts/observation.js';
import type { ServerEventPayload } from '../realtime/events.js';
import type { ChatUploads } from './chat-uploads.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';
import { PagedRead } from './paged-read.js';
import type { StateRoot } from './state-root.js';

/**
 * A message the server could not store for now (its database restarting) goes again by itself
 * after this wait, this many times, before it shows "not sent, retry": a restart takes seconds.
 */
const UNAVAILABLE_RETRY_MS = 2000;
const UNAVAILABLE_RETRIES = 10;

/** A message the server has not acknowledged yet: shown at once, with "sending" or "not sent, retry". */
export interface PendingMessage {
  client_id: string;
  session_id: number;
  text: string;
  /** Failed: no answer, to retry. Blocked: moderation refused it; it can only be discarded. */
  status: 'sending' | 'failed' | 'blocked';
  created_at: number;
}

/** What the student sees when asking did not work: the server's refusal, or that it failed. */
export interface ClassroomProblem {
  code: string;
  message: string;
}

/** Stops showing "typing…" if the other person's "stopped" never arrives (a closed laptop). */
const TYPING_EXPIRES_MS = 6000;
const OUTBOX_KEY = 'lantern.classroom.outbox';

const problemOf = (error: unknown): ClassroomProblem =>
  error instanceof ApiError
    ? { code: String(error.code), message: error.message }
    : { code: 'network', message: error instanceof Error ? error.message : String(error) };

/**
 * The classroom of whoever is signed in (a student's one session, a tutor's several): sessions,
 * their messages by seq, and an outbox. A message is shown the moment it is typed, sent with its
 * own client id, and replaced by the stored copy when the server acknowledges it; one that gets
 * no answer is retried on the next connection and kept across a reload, so nothing typed is lost,
 * and nothing is shown twice because copies are matched by client id.
 */
export class ClassroomStore {
  readonly sessions = new Map<number, SessionView>();
  readonly messages = new Map<number, SessionMessage[]>();
  readonly outbox = new Map<string, PendingMessage>();
  /** The other person is typing, per session. */
  readonly typing = new Map<number, boolean>();
  /** The AI tutor's answer while it is being written, per session. */
  readonly aiDrafts = new Map<number, { stream_id: string; text: string }>();
  /** Sessions whose AI tutor could not answer: the app offers a live tutor. */
  readonly aiFailed = new Set<number>();
  /** Each session's whiteboard, strokes in the order they were drawn (a clear wipes what came before). */
  readonly boards = new Map<number, WhiteboardStroke[]>();
  /** The other person's read mark, per session: own messages up to it show "Read". */
  readonly readByOther = new Map<number, number>();
  /** Sessions this person watches without taking part (a manager observing): nothing to send or read. */
  readonly watched = new Set<number>();
  asking = false;
  askProblem: ClassroomProblem | null = null;
  /** The session whose end is being sent, and why the last end failed. */
  ending: number | null = null;
  endProblem: ClassroomProblem | null = null;
  private readonly typingTimers = new Map<number, ReturnType<typeof setTimeout>>();
  /**
   * Per session, the seq up to which every message is held. Catching up resumes from there, not
   * from the last message held: messages can arrive out of order (a file's answer, an acknowledged
   * reply, a live one while the catch-up is on its way), and those in between would be skipped.
   */
  private readonly syncedSeq = new Map<number, number>();
  /** The open sessions, read again on every (re)connection; those shown stay meanwhile. */
  private readonly openLoader: OnceLoader<SessionView[]>;
  /** The catch-up of the open sessions last read, which `load` waits for. */
  private catchingUp: Promise<unknown> = Promise.resolve();
  /** The past sessions, ten a page. */
  private readonly historyPages: PagedRead<SessionList>;

  constructor(
    private readonly root: StateRoot,
    private readonly newClientId: () => string = () => crypto.randomUUID(),
  ) {
    this.openLoader = new OnceLoader(
      async () => (await this.root.api.call('sessions', { query: { scope: 'open' } })).data,
      (open) => this.takeOpen(open),
      { quiet: true },
    );
    this.historyPages = new PagedRead((page) =>
      this.root.api.call('sessions', { query: { scope: 'history', page } }),
    );
    makeAutoObservable<
      ClassroomStore,
      'root' | 'newClientId' | 'typingTimers' | 'syncedSeq' | 'openLoader' | 'catchingUp' | 'historyPages'
    >(
      this,
      {
        root: false,
        newClientId: false,
        typingTimers: false,
        syncedSeq: false,
        openLoader: false,
        catchingUp: false,
        historyPages: false,
      },
      { autoBind: true },
    );
    this.restoreOutbox();
  }

  get state(): LoadStatus {
    return this.openLoader.status;
  }

  get history(): SessionView[] {
    return this.historyPages.result?.data ?? [];
  }

  get historyPage(): number {
    return this.historyPages.page;
  }

  get historyTotalPages(): number {
    return this.historyPages.totalPages;
  }

  get historyState(): LoadStatus {
    return this.historyPages.state;
  }

  get me(): number | null {
    return this.root.user.current?.id ?? null;
  }

  /** Waiting and in-chat sessions, oldest first. */
  get openSessions(): SessionView[] {
    return [...this.sessions.values()]
      .filter((session) => session.status === 'waiting' || session.status === 'matched')
      .sort((a, b) => a.requested_at - b.requested_at || a.id - b.id);
  }

  /** Stored messages and those still on their way, in the order the person sees them. */
  timeline(sessionId: number): (SessionMessage | PendingMessage)[] {
    const stored = this.messages.get(sessionId) ?? [];
    const pending = [...this.outbox.values()]
      .filter((message) => message.session_id === sessionId)
      .sort((a, b) => a.created_at - b.created_at);
    return [...stored, ...pending];
  }

  lastSeq(sessionId: number): number {
    return this.messages.get(sessionId)?.at(-1)?.seq ?? 0;
  }

  /** Only students and tutors have sessions; the other roles (and a signed-out page) have none. */
  get takesPart(): boolean {
    const role = this.root.user.current?.role;
    return role === 'student' || role === 'tutor';
  }

  /**
   * Loads the open sessions and catches each one's messages up. One held as open that the list no
   * longer has ended (or was transferred) while the socket was away: it is fetched to show how.
   */
  async load(): Promise<void> {
    await this.openLoader.load(true);
    await this.catchingUp;
  }

  private takeOpen(open: SessionView[]): void {
    const listed = new Set(open.map((session) => session.id));
    const closedMeanwhile = this.openSessions.filter((session) => !listed.has(session.id));
    for (const session of open) this.sessions.set(session.id, session);
    // A catch-up that fails is tried again on the next connection; the sessions stay shown.
    this.catchingUp = Promise.all([
      ...open.map((session) => this.catchUp(session.id)),
      ...closedMeanwhile.map((session) => this.refresh(session.id)),
    ]).catch(() => undefined);
  }

  /** Fetches one session as it stands now, and the messages it had that this store missed. */
  async refresh(sessionId: number): Promise<void> {
    const session = await this.root.api.call('session', { params: { id: sessionId } });
    if (this.handedAway(session)) {
      runInAction(() => this.forget(session.id));
      return;
    }
    runInAction(() => this.sessions.set(session.id, session));
    await this.catchUp(sessionId);
  }

  /** Fetches what came after the messages held without a gap: after a reconnect nothing is missed. */
  async catchUp(sessionId: number): Promise<void> {
    const after = this.syncedSeq.get(sessionId) ?? 0;
    const found = await this.root.api.call('sessionMessages', {
      params: { id: sessionId },
      query: { after_seq: after },
    });
    runInAction(() => {
      for (const message of found.data) this.receive(message);
      // Everything after `after` up to the newest found is held now.
      const newest = Math.max(after, ...found.data.map((message) => message.seq));
      this.syncedSeq.set(sessionId, Math.max(this.syncedSeq.get(sessionId) ?? 0, newest));
      this.advanceSynced(sessionId);
    });
  }

  async ask(body: RequestSession): Promise<SessionView | null> {
    this.asking = true;
    this.askProblem = null;
    try {
      const session = await this.root.api.call('requestSession', { body });
      runInAction(() => {
        this.sessions.set(session.id, session);
        this.asking = false;
      });
      return session;
    } catch (error) {
      runInAction(() => {
        this.asking = false;
        this.askProblem = problemOf(error);
      });
      return null;
    }
  }

  /** Shows the message at once and sends it; see the class comment for what happens if it fails. */
  send(sessionId: number, text: string): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    const pending: PendingMessage = {
      client_id: this.newClientId(),
      session_id: sessionId,
      text: trimmed,
      status: 'sending',
      created_at: this.root.env.nowMs(),
    };
    this.outbox.set(pending.client_id, pending);
    this.saveOutbox();
    void this.deliver(pending.client_id);
  }

  retry(clientId: string): void {
    const pending = this.outbox.get(clientId);
    if (!pending) return;
    pending.status = 'sending';
    void this.deliver(clientId);
  }

  /** The person gives up on a message that could not be sent. */
  discard(clientId: string): void {
    this.outbox.delete(clientId);
    this.saveOutbox();
  }

  async end(sessionId: number): Promise<boolean> {
    this.ending = sessionId;
    this.endProblem = null;
    try {
      const session = await this.root.api.call('endSession', { params: { id: sessionId } });
      runInAction(() => {
        this.sessions.set(session.id, session);
        this.ending = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.ending = null;
        this.endProblem = problemOf(error);
      });
      return false;
    }
  }

  dismissEndProblem(): void {
    this.endProblem = null;
  }

  /** Tells the server this person has seen everything up to the last message shown. */
  markRead(sessionId: number): void {
    const seq = this.lastSeq(sessionId);
    const session = this.sessions.get(sessionId);
    if (!session || seq === 0 || session.unread_count === 0) return;
    this.sessions.set(sessionId, { ...session, unread_count: 0 });
    void this.root.connection.command('classroom.messages.mark-read', {
      session_id: sessionId,
      up_to_seq: seq,
    });
  }

  setTyping(sessionId: number, isTyping: boolean): void {
    void this.root.connection.command('classroom.typing.set', { session_id: sessionId, is_typing: isTyping });
  }

  /** A page of past sessions; the page asked for last is the one shown. */
  loadHistory(page = 1): Promise<void> {
    return this.historyPages.load(page);
  }

  /** Everything belongs to one signed-in identity: a new one (or none) starts empty. */
  clear(): void {
    this.openLoader.reset();
    this.catchingUp = Promise.resolve();
    this.sessions.clear();
    this.messages.clear();
    this.outbox.clear();
    this.typing.clear();
    this.readByOther.clear();
    this.watched.clear();
    this.syncedSeq.clear();
    this.aiDrafts.clear();
    this.aiFailed.clear();
    this.boards.clear();
    this.historyPages.clear();
    this.askProblem = null;
    this.endProblem = null;
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.typingTimers.clear();
    this.restoreOutbox();
  }

  /**
   * After every (re)connection: catch up what was missed, then send what is still waiting, and
   * again what failed for want of a connection (a message moderation refused stays refused).
   */
  resync(): void {
    if (!this.takesPart) return;
    void this.load().then(() => {
      for (const pending of this.outbox.values())
        if (pending.status !== 'blocked') this.retry(pending.client_id);
    });
  }

  applySessionUpdated({ session }: SessionUpdated): void {
    if (this.handedAway(session)) {
      this.forget(session.id);
      return;
    }
    this.sessions.set(session.id, session);
    if (session.status === 'ended' || session.status === 'transferred') this.typing.delete(session.id);
  }

  applyMessageCreated(message: SessionMessage): void {
    this.receive(message);
    const session = this.sessions.get(message.session_id);
    // The system's own lines (matched, ended) are nobody's to read, as the server counts unread.
    if (session && message.sender_id !== null && message.sender_id !== this.me) {
      this.typing.delete(message.session_id);
      this.sessions.set(session.id, {
        ...session,
        last_seq: Math.max(session.last_seq, message.seq),
        unread_count: session.unread_count + 1,
      });
    }
  }

  applyAiDraft(payload: ServerEventPayload<'classroom.ai-answer.streamed'>): void {
    this.aiDrafts.set(payload.session_id, { stream_id: payload.stream_id, text: payload.text });
  }

  applyAiFailed(payload: ServerEventPayload<'classroom.ai-tutor.failed'>): void {
    this.aiDrafts.delete(payload.session_id);
    this.aiFailed.add(payload.session_id);
  }

  dismissAiFailure(sessionId: number): void {
    this.aiFailed.delete(sessionId);
  }

  applyReactions(payload: ServerEventPayload<'classroom.reaction.updated'>): void {
    const list = this.messages.get(payload.session_id);
    const index = list?.findIndex((message) => message.id === payload.message_id) ?? -1;
    if (list && index >= 0) list[index] = { ...list[index]!, reactions: payload.reactions };
  }

  /**
   * Adds or takes back the viewer's reaction; everyone's reactions come back with the answer.
   * False when the server did not take it (the screen says so; nothing changed).
   */
  async react(
    sessionId: number,
    messageId: number,
    emoji: SessionMessage['reactions'][number]['emoji'],
    on: boolean,
  ): Promise<boolean> {
    const result = await this.root.connection.command('classroom.reaction.set', {
      session_id: sessionId,
      message_id: messageId,
      emoji,
      on,
    });
    if (result.ok)
      this.applyReactions({
        session_id: sessionId,
        message_id: messageId,
        reactions: result.data.reactions,
        at: 0,
      });
    return result.ok;
  }

  /** Keeps or forgets a message for the viewer; returns it as stored (throws when refused). */
  async setBookmark(sessionId: number, messageId: number, on: boolean): Promise<SessionMessage> {
    const options = { params: { id: sessionId, messageId } };
    const message = await (on
      ? this.root.api.call('bookmarkMessage', options)
      : this.root.api.call('unbookmarkMessage', options));
    runInAction(() => {
      const list = this.messages.get(sessionId);
      const index = list?.findIndex((held) => held.id === messageId) ?? -1;
      if (list && index >= 0) list[index] = { ...list[index]!, bookmarked_at: message.bookmarked_at };
    });
    return message;
  }

  async loadBoard(sessionId: number): Promise<void> {
    // A watched session's board came whole with the observation; its strokes since arrive live.
    if (this.watched.has(sessionId)) return;
    const { strokes } = await this.root.api.call('whiteboard', { params: { id: sessionId } });
    runInAction(() => this.boards.set(sessionId, strokes));
  }

  /** What the board shows now: the strokes after the last clear. */
  visibleStrokes(sessionId: number): WhiteboardStroke[] {
    const strokes = this.boards.get(sessionId) ?? [];
    const lastClear = strokes.findLastIndex((stroke) => stroke.kind === 'clear');
    return strokes.slice(lastClear + 1);
  }

  /** Draws a finished stroke at once and sends it; the server's copy replaces it (same stroke id). */
  draw(
    sessionId: number,
    stroke: Pick<WhiteboardStroke, 'colour' | 'size' | 'points'> & {
      colour: NonNullable<WhiteboardStroke['colour']>;
      size: NonNullable<WhiteboardStroke['size']>;
    },
  ): void {
    const strokeId = this.newClientId();
    this.applyStroke({
      stroke_id: strokeId,
      session_id: sessionId,
      user_id: this.me ?? 0,
      kind: 'stroke',
      ...stroke,
      drawn_at: Math.floor(this.root.env.nowMs() / 1000),
    });
    void this.root.connection.command('classroom.whiteboard.draw', {
      session_id: sessionId,
      stroke_id: strokeId,
      colour: stroke.colour,
      size: stroke.size,
      points: stroke.points,
    });
  }

  clearBoard(sessionId: number): void {
    void this.root.connection.command('classroom.whiteboard.clear', {
      session_id: sessionId,
      stroke_id: this.newClientId(),
    });
  }

  applyStroke(stroke: WhiteboardStroke): void {
    const strokes = this.boards.get(stroke.session_id) ?? [];
    const index = strokes.findIndex((held) => held.stroke_id === stroke.stroke_id);
    if (index >= 0) strokes[index] = stroke;
    else strokes.push(stroke);
    this.boards.set(stroke.session_id, strokes);
  }

  applyTyping(payload: ServerEventPayload<'classroom.typing.changed'>): void {
    clearTimeout(this.typingTimers.get(payload.session_id));
    if (!payload.is_typing) {
      this.typing.delete(payload.session_id);
      return;
    }
    this.typing.set(payload.session_id, true);
    this.typingTimers.set(
      payload.session_id,
      setTimeout(() => runInAction(() => this.typing.delete(payload.session_id)), TYPING_EXPIRES_MS),
    );
  }

  applyReadReceipt(payload: ServerEventPayload<'classroom.read-receipt.updated'>): void {
    this.readByOther.set(
      payload.session_id,
      Math.max(this.readByOther.get(payload.session_id) ?? 0, payload.up_to_seq),
    );
  }

  /**
   * Holds a session someone observes as it stood when the watch began (again after a reconnect):
   * its events, heard since, keep it live, and copies of one message or stroke are kept once.
   */
  watch(observation: Observation): void {
    const { session } = observation;
    this.watched.add(session.id);
    this.sessions.set(session.id, session);
    for (const message of observation.messages) this.receive(message);
    const drawn = new Set(observation.whiteboard.map((stroke) => stroke.stroke_id));
    const heardSince = (this.boards.get(session.id) ?? []).filter((stroke) => !drawn.has(stroke.stroke_id));
    this.boards.set(session.id, [...observation.whiteboard, ...heardSince]);
  }

  /** The watch is over: the session's messages and board are let go. */
  unwatch(sessionId: number): void {
    if (!this.watched.delete(sessionId)) return;
    this.forget(sessionId);
  }

  /** The session's current tutor or one who handed it on, by id: their messages stay theirs. */
  tutorOf(sessionId: number, userId: number | null): SessionPerson | null {
    const session = this.sessions.get(sessionId);
    if (!session) return null;
    if (session.tutor?.id === userId) return session.tutor;
    return session.former_tutors.find((former) => former.id === userId) ?? null;
  }

  /**
   * A tutor's session whose tutor is now someone else (handed to a colleague): it is theirs, and
   * leaves this tutor's sessions, open list and all. A student's sessions never go this way.
   */
  private handedAway(session: SessionView): boolean {
    return this.root.user.current?.role === 'tutor' && session.tutor !== null && session.tutor.id !== this.me;
  }

  /** Drops everything held about a session. */
  forget(sessionId: number): void {
    this.sessions.delete(sessionId);
    this.messages.delete(sessionId);
    this.typing.delete(sessionId);
    this.aiDrafts.delete(sessionId);
    this.aiFailed.delete(sessionId);
    this.boards.delete(sessionId);
    this.readByOther.delete(sessionId);
    this.syncedSeq.delete(sessionId);
    clearTimeout(this.typingTimers.get(sessionId));
    this.typingTimers.delete(sessionId);
  }

  /** Adds a stored message once, in seq order, and retires its pending copy. */
  private receive(message: SessionMessage): void {
    const list = this.messages.get(message.session_id) ?? [];
    if (!list.some((held) => held.id === message.id)) {
      const index = list.findIndex((held) => held.seq > message.seq);
      if (index === -1) list.push(message);
      else list.splice(index, 0, message);
      this.messages.set(message.session_id, list);
    }
    this.advanceSynced(message.session_id);
    if (this.outbox.delete(message.client_id)) this.saveOutbox();
    if (this.aiDrafts.get(message.session_id)?.stream_id === message.client_id)
      this.aiDrafts.delete(message.session_id);
  }

  /** Moves the session's synced seq over the messages now held right after it. */
  private advanceSynced(sessionId: number): void {
    let synced = this.syncedSeq.get(sessionId) ?? 0;
    for (const message of this.messages.get(sessionId) ?? []) {
      if (message.seq > synced + 1) break;
      synced = Math.max(synced, message.seq);
    }
    this.syncedSeq.set(sessionId, synced);
  }

  private async deliver(clientId: string, attempt = 0): Promise<void> {
    const pending = this.outbox.get(clientId);
    if (!pending) return;
    const result = await this.root.connection.command('classroom.message.send', {
      session_id: pending.session_id,
      client_id: pending.client_id,
      text: pending.text,
    });
    runInAction(() => {
      if (result.ok) {
        this.receive(result.data);
        return;
      }
      if (result.error.code === ErrorCode.serviceUnavailable && attempt < UNAVAILABLE_RETRIES) {
        setTimeout(() => void this.deliver(clientId, attempt + 1), UNAVAILABLE_RETRY_MS);
        return;
      }
      const held = this.outbox.get(clientId);
      if (held) held.status = result.error.code === 'message_blocked' ? 'blocked' : 'failed';
      this.saveOutbox();
    });
  }

  private outboxKey(): string | null {
    return this.me === null ? null : `${OUTBOX_KEY}.${this.me}`;
  }

  private saveOutbox(): void {
    const key = this.outboxKey();
    if (!key) return;
    this.root.env.sessionStorage.setItem(key, JSON.stringify([...this.outbox.values()]));
  }

  /** Messages typed before a reload and never acknowledged come back, to be sent again. */
  private restoreOutbox(): void {
    const key = this.outboxKey();
    const raw = key ? this.root.env.sessionStorage.getItem(key) : null;
    if (!raw) return;
    try {
      for (const pending of JSON.parse(raw) as PendingMessage[])
        this.outbox.set(pending.client_id, { ...pending, status: 'sending' });
    } catch {
      if (key) this.root.env.sessionStorage.removeItem(key);
    }
  }
}

/**
 * Routes the classroom's server events into the store; returns the unbind. With the chat's
 * uploads, a picture or file that failed for want of a connection goes again once it is back, as
 * the texts in the outbox do.
 */
export function bindClassroomEvents(
  root: StateRoot,
  classroom: ClassroomStore,
  uploads?: Pick<ChatUploads, 'pending' | 'retry'>,
): () => void {
  const { connection } = root;
  const retryUploads = () => {
    for (const upload of uploads?.pending.values() ?? [])
      if (upload.status === 'failed') uploads?.retry(upload.client_id);
  };
  const unbinds = [
    connection.on('system.connection.established', retryUploads),
    connection.on('classroom.session.updated', classroom.applySessionUpdated),
    connection.on('classroom.message.created', classroom.applyMessageCreated),
    connection.on('classroom.typing.changed', classroom.applyTyping),
    connection.on('classroom.read-receipt.updated', classroom.applyReadReceipt),
    connection.on('classroom.ai-answer.streamed', classroom.applyAiDraft),
    connection.on('classroom.reaction.updated', classroom.applyReactions),
    connection.on('classroom.whiteboard-stroke.added', classroom.applyStroke),
    connection.on('classroom.ai-tutor.failed', classroom.applyAiFailed),
    connection.on('system.connection.established', classroom.resync),
  ];
  return () => {
    for (const unbind of unbinds) unbind();
  };
}
