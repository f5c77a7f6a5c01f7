import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { EssayHolderChanged, NextEssay } from '@lantern/shared/contracts/essays';
import {
  type EssayDeskReadiness,
  essayDeskReadiness,
} from '@lantern/shared/domain/essays/essay-desk-readiness';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/** Why the tutor gets no essay: outside a writing-review segment, the reservation ran out, or a failure. */
export type DeskProblem = 'not_in_segment' | 'reservation_lost' | 'failed' | null;

/**
 * What a manager just did with an essay of this tutor's: gave it to them, released it back to the
 * queue, or gave it to another tutor.
 */
export type DeskHandover = { title: string; change: 'given' | 'released' | 'reassigned' };

export const DESK_PATH = '/tutor/review-center';
export const editorPath = (essayId: number) => `/tutor/review-center/essays/${essayId}`;

/**
 * The tutor's writing-review desk: which essay is theirs next (the one assigned to them, else the
 * one reserved for them, else a new reservation, in the server's order) and picking it up, which
 * opens the editor. While it is open it follows the managers: an essay given to the tutor appears
 * on it, one taken from them leaves it, each said in words.
 */
export class EssayReviewDeskStore {
  next: NextEssay | null = null;
  problem: DeskProblem = null;
  pickingUp = false;
  /** The review the tutor just submitted, to confirm on the desk they land on. */
  submitted: { title: string; student: string } | null = null;
  /** What a manager last did with one of the tutor's essays while the desk was open. */
  handover: DeskHandover | null = null;
  private readonly asking: OnceLoader<NextEssay>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.asking = new OnceLoader(
      () => this.api.call('nextEssay'),
      (next) => {
        this.next = next;
      },
      {
        failed: (error) => {
          this.next = null;
          this.problem = codeOf(error) === ErrorCode.essayReviewNotInSegment ? 'not_in_segment' : 'failed';
        },
      },
    );
    makeAutoObservable<EssayReviewDeskStore, 'root' | 'api' | 'asking'>(
      this,
      { root: false, api: false, asking: false },
      { autoBind: true },
    );
  }

  get state(): LoadStatus {
    return this.asking.status;
  }

  /** Whether asking for a new essay can succeed now, from the tutor's current shift. */
  get readiness(): EssayDeskReadiness {
    return essayDeskReadiness(this.root.shifts.current, this.root.shifts.now);
  }

  /** Asks for the tutor's next essay and follows the managers' changes; returns the stop. */
  open(): () => void {
    void this.askForNext();
    return this.root.connection.on('essays.holder.changed', (change) => this.followHandover(change));
  }

  /**
   * Given to the tutor: it is theirs in review now, so the desk shows it. Taken from them: it leaves
   * the desk, which does not ask for another by itself (a released essay would come straight back).
   */
  followHandover(change: EssayHolderChanged): void {
    const me = this.root.user.current?.id;
    if (me === undefined) return;
    if (change.to_tutor_id === me) {
      this.handover = { title: change.title, change: 'given' };
      void this.askForNext();
    } else if (change.from_tutor_id === me) {
      this.handover = { title: change.title, change: change.cause };
      // Not asked again: the desk offers "Get next essay" without saying none waits.
      if (this.next?.essay?.id === change.essay_id) {
        this.next = null;
        this.asking.reset();
      }
      this.problem = null;
    }
  }

  dismissHandover(): void {
    this.handover = null;
  }

  /** After a submit: the desk confirms it and offers the next essay. */
  reviewSubmitted(review: { title: string; student: string }): void {
    this.submitted = review;
    this.root.desktop.navigate(DESK_PATH);
  }

  dismissSubmitted(): void {
    this.submitted = null;
  }

  askForNext(): Promise<void> {
    this.problem = null;
    return this.asking.load(true);
  }

  /** An assigned essay opens at once; a reserved one is picked up first. */
  async startReview(): Promise<void> {
    const next = this.next;
    if (!next?.essay) return;
    this.submitted = null;
    if (next.state === 'assigned') {
      this.root.desktop.navigate(editorPath(next.essay.id));
      return;
    }
    this.pickingUp = true;
    this.problem = null;
    try {
      const essay = await this.api.call('pickUpEssay', { params: { id: next.essay.id } });
      runInAction(() => {
        this.next = { state: 'assigned', essay };
      });
      this.root.desktop.navigate(editorPath(essay.id));
    } catch (error) {
      runInAction(() => {
        this.problem = codeOf(error) === ErrorCode.essayReservationLost ? 'reservation_lost' : 'failed';
      });
    } finally {
      runInAction(() => {
        this.pickingUp = false;
      });
    }
  }
}

function codeOf(error: unknown): string | number | null {
  return error instanceof ApiError ? error.code : null;
}

const desks = new WeakMap<RootStore, EssayReviewDeskStore>();

/** The desk's store, made when the writing-review page first opens. */
export function essayReviewDesk(root: RootStore): EssayReviewDeskStore {
  let desk = desks.get(root);
  if (!desk) {
    desk = new EssayReviewDeskStore(root, root.api);
    desks.set(root, desk);
  }
  return desk;
}
