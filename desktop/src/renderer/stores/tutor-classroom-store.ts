import type { Observer, ObserversChanged } from '@lantern/shared/contracts/observation';
import type {
  SessionList,
  SessionMessage,
  SessionUpdated,
  SessionView,
} from '@lantern/shared/contracts/sessions';
import { shouldFetchMorePastSessions } from '@lantern/shared/domain/live-help/session-history';
import type { ClassroomStore, PendingMessage } from '@lantern/shared/state/classroom-store';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import type { RootStore } from './root-store.js';

/** After this long without a keystroke the student stops seeing "typing…". */
export const TYPING_PAUSE_MS = 3000;
/** The OS shows a notification's first lines; the whole question is in the classroom. */
const QUESTION_IN_NOTICE_MAX = 160;

export const CLASSROOM_PATH = '/tutor/classroom';

const isOpen = (session: SessionView) => session.status === 'waiting' || session.status === 'matched';
/** What brings a student to this tutor: the matcher, or a colleague's handoff. */
const ARRIVALS: ReadonlySet<string> = new Set(['matched', 'handed_off']);

/** The router path that opens the classroom on one chat: what a new-student notification opens. */
export function chatPath(sessionId: number): string {
  return `${CLASSROOM_PATH}?session=${sessionId}`;
}

function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * The tutor's side of the classroom, over the shared ClassroomStore (sessions, messages, outbox):
 * which chat is on screen, what is typed in each, "typing…" on and off, reading what is shown,
 * a notification and a chime for each new student and a chime for messages out of sight, the
 * ended chats kept until closed, and the tutor's past sessions for the side panel.
 */
export class TutorClassroomStore {
  /** The chat the tutor chose; when none (or it went away), the first open one shows. */
  selectedId: number | null = null;
  /** The chat on screen while the page is visible: its messages are read as they arrive. */
  viewingId: number | null = null;
  /** A chat to put the cursor in once shown (a clicked notification). */
  focusRequest: number | null = null;
  /** The chat whose end was refused: it shows `classroom.endProblem`. */
  endRefused: number | null = null;
  /** Ended chats the tutor closed. */
  readonly closed = new Set<number>();
  readonly drafts = new Map<number, string>();
  /** The tutor's past sessions, every page loaded so far, by id. */
  readonly past = new Map<number, SessionView>();
  pastPage = 0;
  pastTotalPages = 1;
  /** Who observes each chat now (a manager watching, read-only): the chat says so while it lasts. */
  readonly observers = new Map<number, Observer[]>();
  private readonly typing = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly announced = new Set<number>();
  /** The page of the history asked for last; each page read is added to those held. */
  private pastAsked = 1;
  private readonly pastLoader: OnceLoader<SessionList>;

  constructor(private readonly root: RootStore) {
    this.pastLoader = new OnceLoader(
      () => this.root.api.call('sessions', { query: { scope: 'history', page: this.pastAsked } }),
      (found) => {
        for (const session of found.data) this.past.set(session.id, session);
        this.pastPage = Math.max(this.pastPage, found.meta.pagination.current_page);
        this.pastTotalPages = found.meta.pagination.total_pages;
      },
    );
    makeAutoObservable<TutorClassroomStore, 'root' | 'typing' | 'announced' | 'pastAsked' | 'pastLoader'>(
      this,
      { root: false, typing: false, announced: false, pastAsked: false, pastLoader: false },
      { autoBind: true },
    );
  }

  get pastState(): LoadStatus {
    return this.pastLoader.status;
  }

  private get classroom(): ClassroomStore {
    return this.root.classroom;
  }

  private get isTutor(): boolean {
    return this.root.user.role === 'tutor';
  }

  /** Follows new students, messages and observers; returns the stop. */
  start(): () => void {
    const stops = [
      this.root.connection.on('classroom.session.updated', this.followSession),
      this.root.connection.on('classroom.message.created', this.followMessage),
      this.root.connection.on('classroom.observers.changed', this.applyObservers),
      // A new socket may have missed a change: who observes each open chat is asked again.
      this.root.connection.on('system.connection.established', () =>
        this.openChats.forEach((session) => void this.askObservers(session.id)),
      ),
      // A chat that opens here (a new student, a handoff, the first load) may be observed already.
      reaction(
        () => this.openChats.map((session) => session.id),
        (open, before = []) =>
          open.filter((id) => !before.includes(id)).forEach((id) => void this.askObservers(id)),
        { fireImmediately: true },
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }

  observersOf(sessionId: number): Observer[] {
    return this.observers.get(sessionId) ?? [];
  }

  /**
   * Open chats first, oldest question first; then the ended ones not closed yet, latest first. A
   * session handed to a colleague (or back to the queue) is theirs, no longer listed here.
   */
  get chats(): SessionView[] {
    if (!this.isTutor) return [];
    const me = this.root.user.current?.id;
    const shown = [...this.classroom.sessions.values()].filter(
      (session) => session.tutor?.id === me && !this.closed.has(session.id),
    );
    const open = shown.filter(isOpen).sort((a, b) => a.requested_at - b.requested_at || a.id - b.id);
    const over = shown
      .filter((session) => !isOpen(session))
      .sort((a, b) => (b.ended_at ?? 0) - (a.ended_at ?? 0) || b.id - a.id);
    return [...open, ...over];
  }

  get openChats(): SessionView[] {
    return this.chats.filter(isOpen);
  }

  get selected(): SessionView | null {
    const chats = this.chats;
    return chats.find((session) => session.id === this.selectedId) ?? chats[0] ?? null;
  }

  /** The classroom's navbar badge: student messages not read yet in the chats listed. */
  get totalUnread(): number {
    return this.chats.reduce((sum, session) => sum + session.unread_count, 0);
  }

  lastMessage(sessionId: number): SessionMessage | PendingMessage | null {
    return this.classroom.timeline(sessionId).at(-1) ?? null;
  }

  draft(sessionId: number): string {
    return this.drafts.get(sessionId) ?? '';
  }

  select(sessionId: number): void {
    this.selectedId = sessionId;
  }

  /** A clicked notification: that chat, with the cursor in its composer. */
  focus(sessionId: number): void {
    this.selectedId = sessionId;
    this.focusRequest = sessionId;
  }

  focusHandled(): void {
    this.focusRequest = null;
  }

  /** The page says which chat is in front of the tutor (null: none, or the window is hidden). */
  setViewing(sessionId: number | null): void {
    this.viewingId = sessionId;
    if (sessionId !== null) this.classroom.markRead(sessionId);
  }

  stopViewing(sessionId: number): void {
    if (this.viewingId === sessionId) this.viewingId = null;
  }

  /** Keeps what is typed per chat and tells the student "typing…" until a pause or an empty box. */
  setDraft(sessionId: number, text: string): void {
    this.drafts.set(sessionId, text);
    if (!text.trim()) {
      this.stopTyping(sessionId);
      return;
    }
    const running = this.typing.get(sessionId);
    if (running === undefined) this.classroom.setTyping(sessionId, true);
    else clearTimeout(running);
    this.typing.set(
      sessionId,
      setTimeout(() => this.stopTyping(sessionId), TYPING_PAUSE_MS),
    );
  }

  /** Sends what is typed in the chat; a session no longer open takes nothing. */
  send(sessionId: number): void {
    const session = this.classroom.sessions.get(sessionId);
    const text = this.draft(sessionId);
    if (!session || !isOpen(session) || !text.trim()) return;
    this.classroom.send(sessionId, text);
    this.drafts.delete(sessionId);
    this.stopTyping(sessionId);
  }

  /** Leaving a chat (or the page) stops "typing…" for its student; the draft stays. */
  stopTyping(sessionId: number): void {
    const running = this.typing.get(sessionId);
    if (running === undefined) return;
    clearTimeout(running);
    this.typing.delete(sessionId);
    this.classroom.setTyping(sessionId, false);
  }

  /**
   * Ends the session. Done, the next open chat comes forward (spec: the next session opens);
   * refused (the student ended it first, or it was transferred), the chat is fetched again to show
   * how it stands, and the refusal stays in `classroom.endProblem` for the page to say.
   */
  async end(sessionId: number): Promise<boolean> {
    this.stopTyping(sessionId);
    this.endRefused = null;
    const ended = await this.classroom.end(sessionId);
    if (!ended) {
      runInAction(() => {
        this.endRefused = sessionId;
      });
      await this.classroom.refresh(sessionId).catch(() => undefined);
      return false;
    }
    runInAction(() => {
      const next = this.openChats.find((session) => session.id !== sessionId);
      if (next && this.selected?.id === sessionId) this.selectedId = next.id;
    });
    return true;
  }

  /** Takes an ended chat off the list; it stays in the history. */
  close(sessionId: number): void {
    const session = this.classroom.sessions.get(sessionId);
    if (!session || isOpen(session)) return;
    this.closed.add(sessionId);
    this.drafts.delete(sessionId);
    if (this.selectedId === sessionId) this.selectedId = null;
  }

  /** Past sessions with one student, latest first, from the pages loaded. */
  /** The tutor's past sessions loaded so far, the latest ended first. */
  get pastSessions(): SessionView[] {
    return [...this.past.values()].sort((a, b) => (b.ended_at ?? 0) - (a.ended_at ?? 0) || b.id - a.id);
  }

  pastWith(studentId: number): SessionView[] {
    return this.pastSessions.filter((session) => session.student.id === studentId);
  }

  get morePast(): boolean {
    return this.pastPage < this.pastTotalPages;
  }

  /** The first page of the history, once; again after a failure. */
  loadPastOnce(): void {
    if (this.pastState === 'idle' || this.pastState === 'error') void this.loadPast(1);
  }

  /** A page of the tutor's history (10 a page), added to the pages held. */
  loadPast(page = this.pastPage + 1): Promise<void> {
    this.pastAsked = page;
    return this.pastLoader.load(true);
  }

  clear(): void {
    for (const [sessionId, timer] of this.typing) {
      clearTimeout(timer);
      this.typing.delete(sessionId);
    }
    this.announced.clear();
    this.selectedId = null;
    this.viewingId = null;
    this.focusRequest = null;
    this.endRefused = null;
    this.closed.clear();
    this.drafts.clear();
    this.past.clear();
    this.observers.clear();
    this.pastPage = 0;
    this.pastTotalPages = 1;
    this.pastLoader.reset();
  }

  private followSession({ session, cause }: SessionUpdated): void {
    if (!this.isTutor || session.tutor?.id !== this.root.user.current?.id) return;
    if (ARRIVALS.has(cause) && isOpen(session) && !this.announced.has(session.id)) {
      this.announced.add(session.id);
      this.announce(session);
      // What the student wrote while waiting.
      void this.classroom.catchUp(session.id).catch(() => undefined);
    }
    if (!isOpen(session)) {
      this.stopTyping(session.id);
      // The chat moves to the history: the side panel shows it there at once.
      this.past.set(session.id, session);
      if (this.pastState !== 'loading' && shouldFetchMorePastSessions(this.past.size)) void this.loadPast(1);
    }
  }

  private applyObservers({ session_id, observers }: ObserversChanged): void {
    if (!this.isTutor) return;
    if (observers.length === 0) this.observers.delete(session_id);
    else this.observers.set(session_id, observers);
  }

  private async askObservers(sessionId: number): Promise<void> {
    if (!this.isTutor) return;
    const result = await this.root.connection.command('classroom.observers.read', { session_id: sessionId });
    if (result.ok) this.applyObservers({ session_id: sessionId, observers: result.data.observers, at: 0 });
  }

  private followMessage(message: SessionMessage): void {
    if (!this.isTutor || message.sender_id === null || message.sender_id === this.root.user.current?.id)
      return;
    if (this.viewingId === message.session_id) this.classroom.markRead(message.session_id);
    else this.root.desktop.chime('message');
  }

  /** "New student: Ava — Math", the question below; a click opens that chat. */
  private announce(session: SessionView): void {
    this.root.desktop.notify({
      key: 'newStudent',
      params: {
        name: session.student.first_name,
        question: excerpt(session.question, QUESTION_IN_NOTICE_MAX),
      },
      subjects: { subject: session.subject.name },
      tag: `session-${session.id}-matched`,
      path: chatPath(session.id),
    });
    this.root.desktop.chime('message');
  }
}
