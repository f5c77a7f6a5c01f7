import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { HandoffTutor } from '@lantern/shared/contracts/sessions';
import {
  type HandoffError,
  type HandoffReason,
  handoffError,
} from '@lantern/shared/domain/live-help/handoff';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/** Why the handoff did not go through, in words the dialog has for each. */
export type HandoffProblem = 'colleagueUnavailable' | 'sessionNotOpen' | 'failed';

function problemOf(error: unknown): HandoffProblem {
  if (error instanceof ApiError && error.status === 409)
    return error.code === 'session_not_open' ? 'sessionNotOpen' : 'colleagueUnavailable';
  return 'failed';
}

/**
 * The tutor's "Hand off" form for one chat: the colleagues who can take the student now (at work,
 * teaching the subject, a free seat), a reason (the spec's; "other" needs words), and the handoff.
 * Once it goes through the session is the colleague's and leaves this tutor's list (the shared
 * store drops a session whose tutor is someone else).
 */
export class HandoffStore {
  sessionId: number | null = null;
  tutors: HandoffTutor[] = [];
  reason: HandoffReason | null = null;
  otherText = '';
  incomingId: number | null = null;
  /** The form's own mistakes show once the tutor tried to send it. */
  tried = false;
  sending = false;
  problem: HandoffProblem | null = null;
  /** Who can take the student now; an answer for a form closed since is dropped. */
  private readonly colleagues: OnceLoader<HandoffTutor[]>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.colleagues = new OnceLoader(
      () => this.api.call('handoffTutors', { params: { id: this.sessionId ?? 0 } }),
      (tutors) => {
        this.tutors = tutors;
        if (!tutors.some((tutor) => tutor.id === this.incomingId)) this.incomingId = null;
      },
    );
    makeAutoObservable<HandoffStore, 'root' | 'api' | 'colleagues'>(
      this,
      { root: false, api: false, colleagues: false },
      { autoBind: true },
    );
  }

  get tutorsState(): LoadStatus {
    return this.colleagues.status;
  }

  get isOpen(): boolean {
    return this.sessionId !== null;
  }

  /** What is wrong with the form now (reason, its words, the colleague), or null. */
  get error(): HandoffError | null {
    return handoffError({
      reason: this.reason,
      other_text: this.otherText,
      incoming_tutor_id: this.incomingId,
      outgoing_tutor_id: this.root.user.current?.id ?? 0,
    });
  }

  /** Opens the form for a chat and asks who can take the student now. */
  open(sessionId: number): Promise<void> {
    this.sessionId = sessionId;
    this.reason = null;
    this.otherText = '';
    this.incomingId = null;
    this.tried = false;
    this.problem = null;
    this.tutors = [];
    return this.loadTutors();
  }

  close(): void {
    this.sessionId = null;
    this.colleagues.reset();
  }

  loadTutors(): Promise<void> {
    if (this.sessionId === null) return Promise.resolve();
    return this.colleagues.load(true);
  }

  setReason(reason: HandoffReason): void {
    this.reason = reason;
  }

  setOtherText(text: string): void {
    this.otherText = text;
  }

  setIncoming(tutorId: number | null): void {
    this.incomingId = tutorId;
    this.problem = null;
  }

  /** Sends the handoff; true when the colleague has the session (and the form closed). */
  async submit(): Promise<boolean> {
    const sessionId = this.sessionId;
    this.tried = true;
    if (sessionId === null || this.error !== null || this.sending) return false;
    this.sending = true;
    this.problem = null;
    try {
      const session = await this.api.call('createHandoff', {
        body: {
          session_id: sessionId,
          incoming_tutor_id: this.incomingId!,
          reason: this.reason!,
          other_text: this.reason === 'other' ? this.otherText.trim() : '',
        },
      });
      runInAction(() => {
        this.sending = false;
        this.root.classroom.applySessionUpdated({ session, cause: 'handed_off', at: 0 });
        this.sessionId = null;
      });
      return true;
    } catch (error) {
      const problem = problemOf(error);
      runInAction(() => {
        this.sending = false;
        this.problem = problem;
      });
      // The colleague's seat went meanwhile: the list is asked again.
      if (problem === 'colleagueUnavailable') void this.loadTutors();
      return false;
    }
  }
}
