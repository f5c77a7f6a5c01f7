import type { ApiClient } from '@lantern/shared/client/http-client';
import {
  DEFAULT_ZOOM_LEVEL,
  type EssayReview,
  ZOOM_LEVEL_MAX,
  ZOOM_LEVEL_MIN,
} from '@lantern/shared/contracts/essay-review';
import { reviewTimeSpent } from '@lantern/shared/domain/essays/review-time';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { openPdf, type PDFDocumentProxy } from '@lantern/shared/ui/pdf/pdf-document';
import { saveInBrowser } from '@lantern/shared/ui/save-file';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { ReviewAiStore } from './essay-review-ai-store.js';
import { ReviewAnnotationsStore } from './essay-review-annotations-store.js';
import { deliverChange, type ReviewChange, TYPING_PAUSE_MS } from './essay-review-changes.js';
import { ReviewDraftStore, type SaveFile } from './essay-review-draft-store.js';
import { type OutboxPorts, ReviewOutbox } from './essay-review-outbox.js';
import type { RootStore } from './root-store.js';

export type ReviewPanel = 'comments' | 'library' | 'suggestions' | 'summary' | 'plagiarism';

/** The zoom steps the buttons move through; the tutor's saved level may sit between two. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4] as const;

/**
 * One essay under review in the annotation editor: its PDF, the panel and zoom on show, the timer,
 * and three parts of its own: the tutor's comments on the pages (`annotations`), what the AI offers
 * (`ai`: suggested comments and the summary's rephrasings), and the review as it will be handed in
 * (`draft`: the summary, the plagiarism answer, the submit and the export). Every edit is applied at
 * once and sent through one outbox that keeps it on the device until the server has it, so a cut
 * network, a reload or a closed window loses nothing; reopening lays what was not sent yet over
 * what the server has.
 */
export class EssayReviewStore {
  review: EssayReview | null = null;
  pdf: PDFDocumentProxy | null = null;
  zoom: number = DEFAULT_ZOOM_LEVEL;
  panel: ReviewPanel = 'comments';

  /**
   * A manager released the essay back to the queue or gave it to another tutor while it was open
   * here: the editor stops, and what the tutor wrote stays with the essay (on the server, and on this
   * device for the changes that had not reached it).
   */
  withdrawn: 'released' | 'reassigned' | null = null;

  readonly outbox: ReviewOutbox<ReviewChange>;
  readonly annotations: ReviewAnnotationsStore;
  readonly ai: ReviewAiStore;
  readonly draft: ReviewDraftStore;

  /** Seconds of break taken while the editor was open, which the server's figures do not hold yet. */
  private localAwaySeconds = 0;
  private pausedAt: number | null = null;
  private stops: (() => void)[] = [];
  private readonly opening: OnceLoader<PDFDocumentProxy>;

  constructor(
    readonly root: RootStore,
    readonly api: ApiClient,
    readonly essayId: number,
    ports?: OutboxPorts,
    saveFile: SaveFile = saveInBrowser,
  ) {
    this.opening = new OnceLoader(
      () => this.fetchReview(),
      (pdf) => {
        this.pdf = pdf;
      },
    );
    this.outbox = new ReviewOutbox<ReviewChange>(
      `lantern.console.essayReview.${essayId}`,
      (entry) => deliverChange(api, essayId, entry),
      ports,
    );
    this.annotations = new ReviewAnnotationsStore(this);
    this.ai = new ReviewAiStore(this, api);
    this.draft = new ReviewDraftStore(this, api, saveFile);
    makeAutoObservable<EssayReviewStore, 'stops' | 'opening'>(
      this,
      {
        root: false,
        api: false,
        stops: false,
        opening: false,
        outbox: false,
        annotations: false,
        ai: false,
        draft: false,
        pdf: observableRef,
        review: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---- Opening and closing ----

  /** Loads everything the review holds, lays unsent edits over it and opens the PDF. Returns the close. */
  open(): () => void {
    void this.load();
    const online = () => void this.outbox.flush();
    window.addEventListener('online', online);
    this.stops.push(
      () => window.removeEventListener('online', online),
      this.root.connection.on('essays.holder.changed', (change) => {
        if (change.essay_id !== this.essayId || change.from_tutor_id !== this.root.user.current?.id) return;
        runInAction(() => {
          this.withdrawn = change.cause;
        });
        // The server refuses this tutor's changes from now on: those still waiting stay on the device.
        this.outbox.stop();
      }),
      this.root.connection.on('essays.suggestions.updated', (list) => {
        if (list.essay_id !== this.essayId) return;
        runInAction(() => this.ai.takeSuggestions(list));
      }),
      reaction(
        () => this.onBreak,
        (away) => this.followBreak(away),
      ),
    );
    return () => this.close();
  }

  close(): void {
    for (const stop of this.stops.splice(0)) stop();
    // An essay taken from the tutor keeps its unsent changes on the device, unsent: the server would refuse them.
    if (this.withdrawn) this.outbox.stop();
    else void this.outbox.flush().finally(() => this.outbox.stop());
    void this.pdf?.loadingTask.destroy();
  }

  /** Loaded once the PDF is open; the review is laid out as soon as it comes, before that. */
  get state(): LoadStatus {
    return this.opening.status;
  }

  load(): Promise<void> {
    return this.opening.load(true);
  }

  private async fetchReview(): Promise<PDFDocumentProxy> {
    // The PDF's bytes are asked for beside the review, not after it: the first page shows sooner.
    const bytes = this.api
      .download('essayReviewFile', { params: { id: this.essayId } })
      .then(async (file) => new Uint8Array(await file.blob.arrayBuffer()));
    bytes.catch(() => undefined);
    const review = await this.api.call('essayReview', { params: { id: this.essayId } });
    runInAction(() => this.restore(review));
    void this.outbox.flush();
    void this.root.contentLibrary.load();
    return openPdf(await bytes);
  }

  private restore(review: EssayReview): void {
    this.review = review;
    this.annotations.restore(review);
    this.zoom = review.settings.zoom_preferred_level;
    this.ai.restore(review);
    this.draft.restore(review);
    for (const { payload } of this.outbox.stored) if (payload.kind === 'zoom') this.zoom = payload.level;
  }

  /** Sends every edit still waiting; true once the server has them all. */
  async allSent(): Promise<boolean> {
    await this.outbox.flush();
    return this.outbox.settled && this.outbox.pendingCount === 0;
  }

  setPanel(panel: ReviewPanel): void {
    this.panel = panel;
  }

  // ---- Zoom ----

  zoomIn(): void {
    this.setZoom(ZOOM_STEPS.find((step) => step > this.zoom + 0.001) ?? ZOOM_LEVEL_MAX);
  }

  zoomOut(): void {
    this.setZoom(ZOOM_STEPS.findLast((step) => step < this.zoom - 0.001) ?? ZOOM_LEVEL_MIN);
  }

  get canZoomIn(): boolean {
    return this.zoom < ZOOM_LEVEL_MAX;
  }

  get canZoomOut(): boolean {
    return this.zoom > ZOOM_LEVEL_MIN;
  }

  /** The tutor's zoom is their saved preference for the next essay too. */
  private setZoom(level: number): void {
    this.zoom = level;
    this.outbox.put({ key: 'zoom', payload: { kind: 'zoom', level } }, TYPING_PAUSE_MS);
  }

  // ---- Timer ----

  private get onBreak(): boolean {
    return this.root.shifts.liveSessions.kind === 'onBreak';
  }

  private followBreak(away: boolean): void {
    const now = Math.floor(this.root.clock.nowMs / 1000);
    if (away) this.pausedAt = now;
    else if (this.pausedAt !== null) {
      this.localAwaySeconds += now - this.pausedAt;
      this.pausedAt = null;
    }
  }

  /** Seconds spent on the review: since pick-up, without breaks and time away; still while away. */
  get timeSpent(): number {
    const timer = this.review?.timer;
    if (!timer) return 0;
    const now = Math.floor(this.root.clock.nowMs / 1000);
    const until = timer.away_since ?? this.pausedAt ?? now;
    return reviewTimeSpent({
      pickedUpAt: timer.picked_up_at,
      now: until,
      bioBreakSeconds: timer.bio_break_seconds,
      absentSeconds: timer.absent_seconds,
      breakSeconds: timer.break_seconds + this.localAwaySeconds,
    });
  }

  get timerPaused(): boolean {
    return (this.review?.timer.away_since ?? this.pausedAt) !== null;
  }
}

const current = new WeakMap<RootStore, EssayReviewStore>();

/** The editor's store for this essay: the one already open, or a new one (the route makes it). */
export function essayReviewFor(root: RootStore, essayId: number): EssayReviewStore {
  const open = current.get(root);
  if (open?.essayId === essayId) return open;
  const store = new EssayReviewStore(root, root.api, essayId);
  current.set(root, store);
  return store;
}
