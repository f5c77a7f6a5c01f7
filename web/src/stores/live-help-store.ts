import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Subject } from '@lantern/shared/contracts/catalog';
import type { SessionView } from '@lantern/shared/contracts/sessions';
import { CHAT_INTRO_EXCLUDED_SUBJECT_ID } from '@lantern/shared/domain/constants';
import type { MatcherSubject } from '@lantern/shared/domain/live-help/question-matcher';
import {
  type FeedbackError,
  feedbackError,
  type FeedbackReason,
  type LearnedStatus,
} from '@lantern/shared/domain/live-help/session-feedback';
import { shouldFetchMorePastSessions } from '@lantern/shared/domain/live-help/session-history';
import { AiStatusStore } from '@lantern/shared/state/ai-status-store';
import { BookmarksStore } from '@lantern/shared/state/bookmarks-store';
import { ChatUploads } from '@lantern/shared/state/chat-uploads';
import { bindClassroomEvents, ClassroomStore } from '@lantern/shared/state/classroom-store';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';
import { SubjectAvailabilityStore } from './subject-availability-store.js';

/** The user type of the AI tutor's account (the spec's user_type_id: 1 human, 2 system, 3 AI). */
const AI_USER_TYPE_ID = 3;

/** Why the feedback was not taken: a question left unanswered, or sending it failed. */
export type FeedbackProblem = FeedbackError | 'failed';

/** The spec's chat-disabled reload: a live chat without its connection this long offers a reload. */
export const CHAT_DISABLED_RELOAD_AFTER_MS = 5000;

/** The student's transfer, as the modal's two steps collected it. */
export interface TransferChoice {
  reason_id: number;
  other_text: string;
  subject_id: number;
}

/** The refusals of `POST /sessions` that have a screen of their own on the start page. */
export const GATE_REFUSALS = [
  'live_help_disabled',
  'outside_operating_hours',
  'district_blocked',
  'already_in_session',
] as const;
/** The AI tutor is not there (no AI provider, or it failed): the app offers a live tutor. */
const AI_UNAVAILABLE = 'ai_tutor_unavailable';
export type GateRefusal = (typeof GATE_REFUSALS)[number];

/**
 * What the start page shows after asking failed: a gate refusal's own screen, the AI tutor being
 * unavailable (when the AI tutor was asked for and the server said no for another reason), or a
 * plain "that did not work, try again".
 */
export type AskOutcome = GateRefusal | 'ai_unavailable' | 'failed';

const isGateRefusal = (code: string): code is GateRefusal =>
  (GATE_REFUSALS as readonly string[]).includes(code);
// Problems of the request itself or of the network say nothing about the AI tutor.
const NOT_ABOUT_THE_AI = new Set(['network', 'validation_failed']);

/**
 * The student's live help: the shared classroom store (sessions, messages, outbox, typing, read
 * marks; its socket events bound once, here), and beside it the subjects to ask about, which
 * session the classroom shows, the end-of-session feedback, and the AI tutor's "ask a live tutor
 * instead", and asking for a new tutor (the transfer). The first live-help page creates it
 * (`enterLiveHelp`), so the sign-in page never downloads it.
 */
export class LiveHelpStore {
  readonly classroom: ClassroomStore;
  /** Pictures and files on their way into the chat. */
  readonly uploads: ChatUploads;
  /** The Bookmarks tab, and the bookmark under each message. */
  readonly bookmarks: BookmarksStore;
  /** Whether a live tutor is on for a subject: the start page's "tutor unavailable until". */
  readonly availability: SubjectAvailabilityStore;
  /** Whether the AI tutor is offered on the start page: not at all without a provider, withdrawn while unavailable. */
  readonly ai: AiStatusStore;
  subjects: Subject[] = [];
  /** Sessions whose feedback the student chose not to give (this visit). */
  readonly feedbackSkipped = new Set<number>();
  /** The feedback of this session is on its way to the server. */
  sendingFeedback: number | null = null;
  /** The AI tutor's session is being swapped for a live tutor's. */
  switching = false;
  /** The transfer on its way, and why the last one failed. */
  transferring = false;
  transferFailed = false;
  /**
   * The live chat has been without its connection for five seconds: the chat-disabled modal
   * offers a reload. It goes when the connection comes back, or when the student chooses to wait.
   */
  connectionLost = false;
  private lostTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  private readonly subjectsLoader: OnceLoader<Subject[]>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.classroom = new ClassroomStore(root);
    this.uploads = new ChatUploads(root, this.classroom);
    bindClassroomEvents(root, this.classroom, this.uploads);
    this.bookmarks = new BookmarksStore(api, this.classroom);
    this.availability = new SubjectAvailabilityStore(api, () => root.env.nowMs());
    this.subjectsLoader = new OnceLoader(
      () => this.api.call('subjects'),
      (subjects) => {
        this.subjects = subjects;
      },
    );
    this.ai = new AiStatusStore(api, 'student');
    makeAutoObservable<LiveHelpStore, 'root' | 'api' | 'subjectsLoader' | 'lostTimer'>(
      this,
      {
        classroom: false,
        uploads: false,
        bookmarks: false,
        availability: false,
        ai: false,
        root: false,
        api: false,
        subjectsLoader: false,
        lostTimer: false,
      },
      { autoBind: true },
    );
    reaction(
      () => this.root.connection.status !== 'connected' && this.currentSession?.status === 'matched',
      (down) => this.watchConnection(down),
      { fireImmediately: true },
    );
  }

  /** The student would rather wait for the connection: the modal comes back only after another drop. */
  dismissConnectionLost(): void {
    this.connectionLost = false;
  }

  /** The chat-disabled modal's way out: a new page, a new socket (what was typed is kept). */
  reload(): void {
    this.root.env.reload();
  }

  private watchConnection(down: boolean): void {
    clearTimeout(this.lostTimer);
    this.lostTimer = undefined;
    if (!down) {
      this.connectionLost = false;
      return;
    }
    this.lostTimer = setTimeout(
      () =>
        runInAction(() => {
          this.connectionLost = true;
        }),
      CHAT_DISABLED_RELOAD_AFTER_MS,
    );
  }

  get subjectsStatus(): LoadStatus {
    return this.subjectsLoader.status;
  }

  /** The subjects a question may be about: the spec keeps subject 31 out of the chat intro. */
  get askableSubjects(): Subject[] {
    return this.subjects.filter((subject) => subject.id !== CHAT_INTRO_EXCLUDED_SUBJECT_ID);
  }

  /** The same subjects as the question matcher reads them. */
  get matcherSubjects(): MatcherSubject[] {
    return this.askableSubjects.map((subject) => ({
      id: subject.id,
      name: subject.name,
      topics: subject.availableTopics.map((topic) => ({
        id: topic.id,
        name: topic.name,
        concepts: topic.concepts.map((concept) => concept.name),
      })),
    }));
  }

  /**
   * A live-help page is opening: the open sessions load (a socket reconnection refreshes them
   * too), with the subjects to ask about on the start page and the past sessions on the history tab.
   */
  enter(url: URL): void {
    const { classroom } = this;
    if (classroom.state === 'idle' || classroom.state === 'error') void classroom.load();
    if (url.pathname.endsWith('/start-session')) {
      void this.loadSubjects();
      void this.loadAiStatus();
    }
    if (url.searchParams.get('tab') === 'history') void classroom.loadHistory(classroom.historyPage);
    if (url.searchParams.get('tab') === 'bookmarks') this.bookmarks.open();
  }

  loadSubjects(force = false): Promise<void> {
    if (!this.root.session.signedIn) return Promise.resolve();
    return this.subjectsLoader.load(force);
  }

  /** Asked again on each visit (see `AiStatusStore.load`). */
  loadAiStatus(): Promise<void> {
    if (!this.root.session.signedIn) return Promise.resolve();
    return this.ai.load();
  }

  /**
   * The session the classroom shows: the open one, else the one that ended most recently while
   * this page was open (so its end and the feedback stay on screen), else none.
   */
  get currentSession(): SessionView | null {
    const open = this.classroom.openSessions[0];
    if (open) return open;
    const seen = [...this.classroom.sessions.values()].sort(
      (a, b) => b.requested_at - a.requested_at || b.id - a.id,
    );
    return seen[0] ?? null;
  }

  /** What the last failed ask means for the start page, or null when nothing failed. */
  askOutcome(chatType: SessionView['chat_type']): AskOutcome | null {
    const problem = this.classroom.askProblem;
    if (!problem) return null;
    if (isGateRefusal(problem.code)) return problem.code;
    if (problem.code === AI_UNAVAILABLE) return 'ai_unavailable';
    if (chatType === 'ai' && !NOT_ABOUT_THE_AI.has(problem.code)) return 'ai_unavailable';
    return 'failed';
  }

  /** Whether the AI tutor (not a person) is the session's tutor. */
  isAiSession(session: SessionView): boolean {
    return session.chat_type === 'ai' || session.tutor?.user_type_id === AI_USER_TYPE_ID;
  }

  /** A session that reached a tutor and is over asks for feedback once, unless given or skipped. */
  needsFeedback(session: SessionView): boolean {
    return (
      session.status === 'ended' &&
      session.matched_at !== null &&
      !session.is_feedback_completed &&
      !this.feedbackSkipped.has(session.id)
    );
  }

  /**
   * Sends the answers if both are given (`POST /sessions/:id/feedback`); otherwise says which
   * question still needs one, or that sending failed. The stored session comes back marked done.
   */
  async giveFeedback(
    sessionId: number,
    answers: { reason: FeedbackReason | null; learned: LearnedStatus | null },
  ): Promise<FeedbackProblem | null> {
    const { reason, learned } = answers;
    const error = feedbackError(answers);
    if (error || !reason || !learned) return error ?? 'reason_required';
    this.sendingFeedback = sessionId;
    try {
      const session = await this.api.call('sessionFeedback', {
        params: { id: sessionId },
        body: { reason, learned },
      });
      runInAction(() => this.classroom.sessions.set(session.id, session));
      return null;
    } catch {
      return 'failed';
    } finally {
      runInAction(() => {
        this.sendingFeedback = null;
      });
    }
  }

  skipFeedback(sessionId: number): void {
    this.feedbackSkipped.add(sessionId);
  }

  /** The student changed their mind after skipping: the questions come back. */
  reopenFeedback(sessionId: number): void {
    this.feedbackSkipped.delete(sessionId);
  }

  /** Ends the session; the history tab it leads to gets another page when it looks short. */
  async end(sessionId: number): Promise<boolean> {
    const ended = await this.classroom.end(sessionId);
    if (ended && shouldFetchMorePastSessions(this.classroom.history.length))
      void this.classroom.loadHistory();
    return ended;
  }

  /** The AI tutor is not there: end its session and ask the same question of a live tutor. */
  async askLiveTutorInstead(session: SessionView): Promise<SessionView | null> {
    this.switching = true;
    try {
      if (session.status === 'waiting' || session.status === 'matched') {
        if (!(await this.classroom.end(session.id))) return null;
      }
      return await this.classroom.ask({
        chat_type: 'tutor',
        question: session.question,
        subject_id: session.subject.id,
        topic_id: session.topic?.id ?? null,
      });
    } finally {
      runInAction(() => {
        this.switching = false;
      });
    }
  }

  /**
   * The student asks for a new tutor: this session closes as transferred and a new one waits in
   * the chosen subject's queue (`POST /sessions/:id/transfer`); the classroom shows the new one.
   */
  async transfer(sessionId: number, choice: TransferChoice): Promise<boolean> {
    this.transferring = true;
    this.transferFailed = false;
    try {
      const moved = await this.api.call('transferSession', { params: { id: sessionId }, body: choice });
      runInAction(() => {
        this.classroom.sessions.set(moved.previous.id, moved.previous);
        this.classroom.sessions.set(moved.next.id, moved.next);
      });
      return true;
    } catch {
      runInAction(() => {
        this.transferFailed = true;
      });
      return false;
    } finally {
      runInAction(() => {
        this.transferring = false;
      });
    }
  }

  /** Everything belongs to one signed-in identity: a new one (or none) starts empty. */
  clear(): void {
    this.classroom.clear();
    this.uploads.clear();
    this.bookmarks.clear();
    this.availability.clear();
    this.ai.clear();
    this.subjectsLoader.reset();
    this.subjects = [];
    this.feedbackSkipped.clear();
    this.sendingFeedback = null;
    this.switching = false;
    this.transferring = false;
    this.transferFailed = false;
    this.connectionLost = false;
  }
}
