import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import {
  type AiSummary,
  type Annotation,
  type AnnotationInput,
  type ContentLibraryItem,
  DEFAULT_ZOOM_LEVEL,
  type EssayReview,
  type ReviewSubmitErrors,
  type Suggestion,
  type SuggestionList,
  type SuggestionReasonType,
  type SuggestionsState,
  ZOOM_LEVEL_MAX,
  ZOOM_LEVEL_MIN,
} from '@lantern/shared/contracts/essay-review';
import type { AnnotationCategoryId } from '@lantern/shared/domain/essays/annotation-categories';
import {
  type AnnotationHistory,
  canRedo,
  canUndo,
  emptyHistory,
  type HistoryMove,
  recordEdit,
  redoEdit,
  sealHistory,
  undoEdit,
} from '@lantern/shared/domain/essays/annotation-history';
import { reviewTimeSpent } from '@lantern/shared/domain/essays/review-time';
import { numberComments } from '@lantern/shared/domain/essays/comment-numbers';
import { type ReviewValidation, validateReview } from '@lantern/shared/domain/essays/review-validation';
import { canRephraseSummary, nextRephraseIndex } from '@lantern/shared/domain/essays/summary-rephrase';
import { ESSAY_REVIEW_UNDO_FLAG } from '@lantern/shared/domain/feature-flags/flags';
import { AiStatusStore } from '@lantern/shared/state/ai-status-store';
import { openPdf, type PDFDocumentProxy } from '@lantern/shared/ui/pdf/pdf-document';
import type { PdfQuad } from '@lantern/shared/ui/pdf/pdf-marks';
import { makeAutoObservable, observableRef, reaction, runInAction, toJS } from 'mobx';
import {
  type DeliveryState,
  type OutboxEntry,
  type OutboxPorts,
  ReviewOutbox,
} from './essay-review-outbox.js';
import { essayReviewDesk } from './essay-review-desk-store.js';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import type { RootStore } from './root-store.js';
import { saveInBrowser } from '@lantern/shared/ui/save-file';

export type ReviewPanel = 'comments' | 'library' | 'suggestions' | 'summary' | 'plagiarism';
export type ReviewTool = 'highlight' | 'pin';

/** The zoom steps the buttons move through; the tutor's saved level may sit between two. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4] as const;

/** Typing is sent once the tutor pauses this long (it is kept on the device at once). */
const TYPING_PAUSE_MS = 600;

type Change =
  | { kind: 'save'; id: string; body: AnnotationInput }
  | { kind: 'delete'; id: string }
  | { kind: 'summary'; text: string }
  | { kind: 'zoom'; level: number }
  | { kind: 'hint'; hidden: boolean };

export type SubmitProblem = 'unsaved' | 'failed' | null;
export type ExportProblem = 'unsaved' | 'failed' | null;
export type AiProblem = 'none' | 'failed' | null;

/** Hands a file to the user: a download in a browser, the save dialog in the desktop app. */
export type SaveFile = (blob: Blob, fileName: string) => void;

/**
 * One essay under review in the annotation editor: its PDF, the tutor's comments, the summary, the
 * AI's suggestions, the plagiarism check and the timer. Every edit is applied here at once and sent
 * through an outbox that keeps it on the device until the server has it, so a cut network, a reload
 * or a closed window loses nothing; reopening lays what was not sent yet over what the server has.
 */
export class EssayReviewStore {
  review: EssayReview | null = null;
  pdf: PDFDocumentProxy | null = null;
  readonly annotations = new Map<string, Annotation>();
  /** The tutor's annotation edits since the editor opened, when the undo flag is on. */
  history: AnnotationHistory<Annotation> = emptyHistory();
  selectedId: string | null = null;
  tool: ReviewTool = 'highlight';
  category: AnnotationCategoryId = 1;
  zoom: number = DEFAULT_ZOOM_LEVEL;
  currentPage = 1;
  panel: ReviewPanel = 'comments';

  summary = '';
  /** The tutor's own wording: the first stop of the rephrase cycle. */
  private summaryOriginal = '';
  summaryIndex = 0;
  rephrases: AiSummary[] = [];
  generalSuggestion: AiSummary | null = null;
  aiBusy: 'generate' | 'rephrase' | null = null;
  aiProblem: AiProblem = null;
  /** Whether the AI is offered for this essay (its student's school), as the review said or a refusal since. */
  readonly ai: AiStatusStore;
  hintHidden = false;

  suggestions: Suggestion[] = [];
  suggestionsState: SuggestionsState = 'unavailable';
  suggestionProblem: number | null = null;
  /** The suggestion whose decision is on its way: its buttons wait, so it is not decided twice. */
  deciding: number | null = null;

  /**
   * A manager released the essay back to the queue or gave it to another tutor while it was open
   * here: the editor stops, and what the tutor wrote stays with the essay (on the server, and on this
   * device for the changes that had not reached it).
   */
  withdrawn: 'released' | 'reassigned' | null = null;

  plagiarismFree = true;
  /** A submit was refused: from then on the errors follow the edits, so fixed ones disappear. */
  private submitTried = false;
  submitting = false;
  submitProblem: SubmitProblem = null;
  exporting = false;
  exportProblem: ExportProblem = null;

  /** Seconds of break taken while the editor was open, which the server's figures do not hold yet. */
  private localAwaySeconds = 0;
  private pausedAt: number | null = null;
  readonly outbox: ReviewOutbox<Change>;
  private stops: (() => void)[] = [];
  private readonly opening: OnceLoader<PDFDocumentProxy>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
    readonly essayId: number,
    ports?: OutboxPorts,
    private readonly saveFile: SaveFile = saveInBrowser,
  ) {
    this.opening = new OnceLoader(
      () => this.fetchReview(),
      (pdf) => {
        this.pdf = pdf;
      },
    );
    // Until the review says otherwise the AI is offered, and the server decides.
    this.ai = new AiStatusStore(api, 'staff', { state: 'available', reason: null });
    this.outbox = new ReviewOutbox<Change>(
      `lantern.console.essayReview.${essayId}`,
      (entry) => this.deliver(entry),
      ports,
    );
    makeAutoObservable<EssayReviewStore, 'root' | 'api' | 'stops' | 'opening' | 'saveFile'>(
      this,
      {
        root: false,
        api: false,
        stops: false,
        opening: false,
        saveFile: false,
        outbox: false,
        ai: false,
        pdf: observableRef,
        review: observableRef,
        history: observableRef,
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
        runInAction(() => this.takeSuggestions(list));
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
    this.history = emptyHistory();
    this.annotations.clear();
    for (const annotation of review.annotations) this.annotations.set(annotation.id, annotation);
    this.zoom = review.settings.zoom_preferred_level;
    this.hintHidden = review.settings.summary_ai_hint_hidden;
    this.generalSuggestion = review.general_suggestion;
    this.rephrases = review.summary_rephrase_comments;
    this.ai.take(review.ai);
    this.takeSuggestions(review.suggestions);
    this.plagiarismFree = review.plagiarism.passages.length === 0;
    // The spec: the saved summary, else the AI's suggestion when there is one.
    this.summary = review.summary_comment ?? review.general_suggestion?.text ?? '';
    this.summaryOriginal = this.summary;
    this.summaryIndex = 0;
    const now = this.root.clock.nowMs;
    for (const { payload } of this.outbox.stored) {
      if (payload.kind === 'save') this.annotations.set(payload.id, fromInput(payload.id, payload.body, now));
      else if (payload.kind === 'delete') this.annotations.delete(payload.id);
      else if (payload.kind === 'summary') this.summary = this.summaryOriginal = payload.text;
      else if (payload.kind === 'zoom') this.zoom = payload.level;
    }
  }

  // ---- Comments ----

  /** Every comment in reading order (hidden ones in their place), with the number the PDF prints. */
  private get numbered(): { comment: Annotation; number: number | null }[] {
    return numberComments([...this.annotations.values()]);
  }

  /** The comments in reading order: by page, then line by line, then left to right. */
  get ordered(): Annotation[] {
    return this.numbered.map(({ comment }) => comment);
  }

  /**
   * A comment's number on its pin and in the list: the number the student's annotated PDF prints
   * beside it; null for a hidden comment, which the student never sees.
   */
  numberOf(id: string): number | null {
    return this.numbered.find(({ comment }) => comment.id === id)?.number ?? null;
  }

  delivery(id: string): DeliveryState | null {
    return this.outbox.state(`annotation:${id}`);
  }

  get selected(): Annotation | null {
    return this.selectedId === null ? null : (this.annotations.get(this.selectedId) ?? null);
  }

  select(id: string | null): void {
    this.selectedId = id;
    if (id !== null) this.panel = 'comments';
  }

  /** Asks the selected comment's text to take the focus again, even when it was already selected. */
  focusRequest = 0;

  /** The first empty comment the last submit found, in reading order, or null. */
  get firstEmptyComment(): { id: string; number: number } | null {
    // Only a comment the student will see can be refused as empty, so it has a number.
    const empty = this.numbered.find(
      ({ comment, number }) => number !== null && this.isEmptyComment(comment.id),
    );
    return empty ? { id: empty.comment.id, number: empty.number! } : null;
  }

  /** Takes the tutor to the first empty comment: its panel, its place in the list, its text. */
  goToEmptyComment(): void {
    const empty = this.firstEmptyComment;
    if (!empty) return;
    this.select(empty.id);
    this.focusRequest += 1;
  }

  setTool(tool: ReviewTool): void {
    this.tool = tool;
  }

  setCategory(category: AnnotationCategoryId): void {
    this.category = category;
  }

  setCurrentPage(page: number): void {
    this.currentPage = page;
  }

  setPanel(panel: ReviewPanel): void {
    this.panel = panel;
  }

  addHighlight(pageNumber: number, quads: PdfQuad[]): string | null {
    if (quads.length === 0) return null;
    return this.create({ page_number: pageNumber, quads, x: null, y: null });
  }

  addPin(pageNumber: number, x: number, y: number, comment = ''): string {
    return this.create({ page_number: pageNumber, quads: null, x, y }, comment);
  }

  /** The keyboard's way to pin: a note in the middle of the page on screen. */
  async pinAtPageCentre(comment = ''): Promise<string | null> {
    if (!this.pdf) return null;
    const pageNumber = this.currentPage;
    const [left, bottom, right, topEdge] = (await this.pdf.getPage(pageNumber)).view as number[];
    const half = 12;
    return this.addPin(pageNumber, (left! + right!) / 2 - half, (bottom! + topEdge!) / 2 + half, comment);
  }

  setComment(id: string, comment: string): void {
    this.edit(id, { comment }, TYPING_PAUSE_MS, `comment:${id}`);
  }

  /** The tutor left the comment: what they type next into it is undone separately. */
  endTyping(): void {
    this.history = sealHistory(this.history);
  }

  setAnnotationCategory(id: string, category: AnnotationCategoryId): void {
    this.edit(id, { category });
  }

  setHidden(id: string, hidden: boolean): void {
    this.edit(id, { hidden });
  }

  remove(id: string): void {
    const current = this.annotations.get(id);
    if (!current) return;
    this.record(current, null);
    this.drop(id);
  }

  /** Empty comments the last submit found, to mark in the list. */
  isEmptyComment(id: string): boolean {
    return this.validation?.emptyCommentIds.includes(id) === true;
  }

  private create(place: Pick<Annotation, 'page_number' | 'quads' | 'x' | 'y'>, comment = ''): string {
    const id = crypto.randomUUID();
    const now = Math.floor(this.root.clock.nowMs / 1000);
    const annotation: Annotation = {
      id,
      category: this.category,
      comment,
      hidden: false,
      suggestion_id: null,
      revision: 1,
      created_at: now,
      updated_at: now,
      ...place,
    };
    this.annotations.set(id, annotation);
    this.selectedId = id;
    this.panel = 'comments';
    this.record(null, annotation);
    this.send(annotation);
    return id;
  }

  private edit(id: string, change: Partial<Annotation>, delayMs = 0, merge: string | null = null): void {
    const current = this.annotations.get(id);
    if (!current) return;
    const next = { ...current, ...change, revision: current.revision + 1 };
    this.annotations.set(id, next);
    const changed = (Object.keys(change) as (keyof Annotation)[]).some((key) => current[key] !== next[key]);
    if (changed) this.record(current, next, merge);
    this.send(next, delayMs);
  }

  private drop(id: string): void {
    this.annotations.delete(id);
    if (this.selectedId === id) this.selectedId = null;
    this.outbox.put({ key: `annotation:${id}`, payload: { kind: 'delete', id } });
  }

  private send(annotation: Annotation, delayMs = 0): void {
    this.outbox.put(
      {
        key: `annotation:${annotation.id}`,
        payload: { kind: 'save', id: annotation.id, body: toInput(annotation) },
      },
      delayMs,
    );
  }

  // ---- Undo and redo ----

  /** The spec keeps the history behind a flag; while it is off nothing is recorded. */
  get undoEnabled(): boolean {
    return this.root.flags.isOn(ESSAY_REVIEW_UNDO_FLAG);
  }

  get canUndo(): boolean {
    return this.undoEnabled && canUndo(this.history);
  }

  get canRedo(): boolean {
    return this.undoEnabled && canRedo(this.history);
  }

  undo(): void {
    if (this.canUndo) this.apply(undoEdit(this.history, () => crypto.randomUUID()));
  }

  redo(): void {
    if (this.canRedo) this.apply(redoEdit(this.history, () => crypto.randomUUID()));
  }

  private record(before: Annotation | null, after: Annotation | null, merge: string | null = null): void {
    if (!this.undoEnabled) return;
    // Plain copies: the map's entries are observable, and the history is kept as it was recorded.
    this.history = recordEdit(this.history, before && toJS(before), after && toJS(after), merge);
  }

  /**
   * An undo or a redo is sent as an edit of its own: the content as it was, under a revision above
   * the one the server holds (an older revision would change nothing there), a delete, or a create
   * under the fresh id the history gave it (the server refuses to bring a deleted id back).
   */
  private apply(moved: HistoryMove<Annotation> | null): void {
    if (!moved) return;
    const { change } = moved;
    if (change.kind === 'delete') {
      this.history = moved.history;
      this.drop(change.id);
      return;
    }
    const now = Math.floor(this.root.clock.nowMs / 1000);
    const current = this.annotations.get(change.annotation.id);
    if (change.kind === 'save' && !current) {
      // Changed outside the history (a suggestion accepted over it): nothing safe to go back to.
      this.history = emptyHistory();
      return;
    }
    this.history = moved.history;
    const next: Annotation = current
      ? { ...current, ...contentOf(change.annotation), revision: current.revision + 1, updated_at: now }
      : { ...change.annotation, suggestion_id: null, revision: 1, created_at: now, updated_at: now };
    this.annotations.set(next.id, next);
    this.send(next);
  }

  // ---- Export ----

  /**
   * The annotations as XFDF, for a PDF reader: the server writes it from what it holds, so every
   * edit is sent first, and an export that would miss one is not made.
   */
  async exportXfdf(): Promise<void> {
    this.exporting = true;
    this.exportProblem = null;
    try {
      await this.outbox.flush();
      if (!this.outbox.settled || this.outbox.pendingCount > 0) {
        runInAction(() => {
          this.exportProblem = 'unsaved';
        });
        return;
      }
      const { xfdf } = await this.api.call('essayReviewXfdf', { params: { id: this.essayId } });
      this.saveFile(new Blob([xfdf], { type: 'application/vnd.adobe.xfdf' }), this.exportFileName);
    } catch {
      runInAction(() => {
        this.exportProblem = 'failed';
      });
    } finally {
      runInAction(() => {
        this.exporting = false;
      });
    }
  }

  /** The essay's title as a file name (what no file system allows left out), else its number. */
  get exportFileName(): string {
    const title = (this.review?.essay.title ?? '')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100)
      .replace(/[ .]+$/, '');
    return `${title || `essay-${this.essayId}`}.xfdf`;
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

  // ---- Summary ----

  setSummary(text: string): void {
    this.summary = text;
    this.summaryOriginal = text;
    this.summaryIndex = 0;
    this.saveSummary(TYPING_PAUSE_MS);
  }

  /** Stepping through rephrasings already made needs no AI; a new one does. */
  get canRephrase(): boolean {
    if (this.summary.trim() === '' || this.aiBusy !== null) return false;
    const needsAi = canRephraseSummary(
      this.summary,
      this.rephrases.map((item) => item.text),
    );
    return !needsAi || this.ai.offer.kind === 'offered';
  }

  /**
   * A new rephrasing of the summary as it reads; once it reads as one the AI already wrote, the
   * button steps through the original and the rephrasings instead, wrapping to the original.
   */
  async rephrase(): Promise<void> {
    const previous = this.rephrases.map((item) => item.text);
    if (!canRephraseSummary(this.summary, previous)) {
      this.showVersion(nextRephraseIndex(this.summaryIndex, this.rephrases.length));
      return;
    }
    await this.askAi('rephrase', async () => {
      const rephrased = await this.api.call('rephraseEssaySummary', {
        params: { id: this.essayId },
        body: { text: this.summary },
      });
      runInAction(() => {
        this.rephrases = [...this.rephrases, rephrased];
        this.showVersion(this.rephrases.length);
      });
    });
  }

  async generateSummary(): Promise<void> {
    await this.askAi('generate', async () => {
      const generated = await this.api.call('generateEssayAiSummary', { params: { id: this.essayId } });
      runInAction(() => {
        this.generalSuggestion = generated;
        this.setSummary(generated.text);
      });
    });
  }

  /** The AI's text on show, which the tutor may rate. */
  get shownAiSummary(): AiSummary | null {
    if (this.summaryIndex > 0) return this.rephrases[this.summaryIndex - 1] ?? null;
    const general = this.generalSuggestion;
    return general && general.text === this.summary ? general : null;
  }

  async rateAiSummary(rate: number): Promise<void> {
    const shown = this.shownAiSummary;
    if (!shown) return;
    try {
      const rated = await this.api.call('rateEssayAiSummary', {
        params: { id: this.essayId, summaryId: shown.id },
        body: { rate },
      });
      runInAction(() => {
        if (this.generalSuggestion?.id === rated.id) this.generalSuggestion = rated;
        this.rephrases = this.rephrases.map((item) => (item.id === rated.id ? rated : item));
      });
    } catch {
      runInAction(() => {
        this.aiProblem = 'failed';
      });
    }
  }

  hideSummaryHint(): void {
    this.hintHidden = true;
    this.outbox.put({ key: 'hint', payload: { kind: 'hint', hidden: true } });
  }

  private showVersion(index: number): void {
    this.summaryIndex = index;
    this.summary =
      index === 0 ? this.summaryOriginal : (this.rephrases[index - 1]?.text ?? this.summaryOriginal);
    this.saveSummary();
  }

  private saveSummary(delayMs = 0): void {
    this.outbox.put({ key: 'summary', payload: { kind: 'summary', text: this.summary } }, delayMs);
  }

  private async askAi(what: 'generate' | 'rephrase', ask: () => Promise<void>): Promise<void> {
    this.aiBusy = what;
    this.aiProblem = null;
    try {
      await ask();
    } catch (error) {
      runInAction(() => {
        // The AI is not there: the editor says why in place of its AI actions, not "try again".
        if (error instanceof ApiError && error.code === ErrorCode.aiUnavailable)
          this.ai.refused(error.details);
        // A 404 from the AI means it has no summary to offer (the spec), not a failure.
        else this.aiProblem = error instanceof ApiError && error.status === 404 ? 'none' : 'failed';
      });
    } finally {
      runInAction(() => {
        this.aiBusy = null;
      });
    }
  }

  // ---- Suggestions ----

  /** Rejected suggestions are hidden (the spec); the rest in page order. */
  get visibleSuggestions(): Suggestion[] {
    return this.suggestions
      .filter((suggestion) => suggestion.status !== 'rejected')
      .sort((a, b) => a.page_number - b.page_number || a.id - b.id);
  }

  isUnprocessed(id: number): boolean {
    return this.validation?.unprocessedSuggestionIds.includes(id) === true;
  }

  async acceptSuggestion(suggestion: Suggestion): Promise<void> {
    await this.decide(suggestion.id, async () => {
      const accepted = await this.api.call('acceptEssaySuggestion', {
        params: { id: this.essayId, suggestionId: suggestion.id },
        body: { annotation_id: suggestion.annotation_id ?? crypto.randomUUID() },
      });
      runInAction(() => {
        this.replaceSuggestion(accepted.suggestion);
        this.annotations.set(accepted.annotation.id, accepted.annotation);
      });
    });
  }

  async editSuggestion(suggestion: Suggestion, text: string): Promise<void> {
    await this.decide(suggestion.id, async () => {
      const edited = await this.api.call('editEssaySuggestion', {
        params: { id: this.essayId, suggestionId: suggestion.id },
        body: { display_comment: text },
      });
      runInAction(() => this.replaceSuggestion(edited));
    });
  }

  async rejectSuggestion(
    suggestion: Suggestion,
    reasonType: SuggestionReasonType,
    reason: string,
  ): Promise<void> {
    await this.decide(suggestion.id, async () => {
      const rejected = await this.api.call('rejectEssaySuggestion', {
        params: { id: this.essayId, suggestionId: suggestion.id },
        body: { reason_type: reasonType, ...(reason.trim() ? { status_change_reason: reason.trim() } : {}) },
      });
      runInAction(() => this.replaceSuggestion(rejected));
    });
  }

  async reloadSuggestions(): Promise<void> {
    try {
      const list = await this.api.call('essaySuggestions', { params: { id: this.essayId } });
      runInAction(() => this.takeSuggestions(list));
    } catch {
      // The list stays as it was; the next submit asks again.
    }
  }

  private takeSuggestions(list: SuggestionList): void {
    this.suggestions = list.suggestions;
    this.suggestionsState = list.state;
    // With a provider, the suggestions are unavailable only when the school's calls for the day ran out.
    if (list.state === 'unavailable') this.ai.spentForToday();
  }

  private replaceSuggestion(next: Suggestion): void {
    this.suggestions = this.suggestions.map((item) => (item.id === next.id ? next : item));
  }

  private async decide(id: number, act: () => Promise<void>): Promise<void> {
    this.suggestionProblem = null;
    this.deciding = id;
    try {
      await act();
    } catch {
      runInAction(() => {
        this.suggestionProblem = id;
      });
    } finally {
      runInAction(() => {
        this.deciding = null;
      });
    }
  }

  // ---- Comment library ----

  /** A saved comment into the comment being written, or as a new note on the page on screen. */
  async useLibraryItem(item: ContentLibraryItem): Promise<void> {
    const selected = this.selected;
    if (selected) {
      this.edit(selected.id, { comment: item.text, category: item.category });
      this.panel = 'comments';
      return;
    }
    this.category = item.category;
    await this.pinAtPageCentre(item.text);
  }

  async saveToLibrary(annotation: Annotation): Promise<void> {
    const text = annotation.comment.trim();
    if (text) await this.root.contentLibrary.create({ category: annotation.category, text });
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

  // ---- Plagiarism and submission ----

  setPlagiarismFree(free: boolean): void {
    this.plagiarismFree = free;
  }

  /**
   * Sends the review once nothing is empty or undecided (the spec's three rules, checked here and
   * again by the server); every edit reaches the server first. True when the review is in.
   */
  get validation(): ReviewValidation | null {
    if (!this.submitTried) return null;
    return validateReview({
      annotations: [...this.annotations.values()],
      suggestions: this.visibleSuggestions,
      summary: this.summary,
    });
  }

  async submit(): Promise<boolean> {
    this.submitProblem = null;
    this.submitTried = true;
    const validation = this.validation!;
    if (!validation.valid) {
      if (validation.showSuggestionsPanel) this.panel = 'suggestions';
      else this.goToEmptyComment();
      return false;
    }
    this.submitting = true;
    try {
      await this.outbox.flush();
      if (!this.outbox.settled || this.outbox.pendingCount > 0) {
        runInAction(() => {
          this.submitProblem = 'unsaved';
        });
        return false;
      }
      await this.api.call('submitEssayReview', {
        params: { id: this.essayId },
        body: { plagiarism_free: this.plagiarismFree, tutor_comment: this.summary },
      });
      const essay = this.review?.essay;
      essayReviewDesk(this.root).reviewSubmitted({
        title: essay?.title ?? '',
        student: essay ? `${essay.student.first_name} ${essay.student.last_name}` : '',
      });
      return true;
    } catch (error) {
      runInAction(() => {
        // The server's own check found what this one did not (a suggestion that arrived meanwhile):
        // reload so the lists show it; the errors follow from them.
        const refused = refusalOf(error);
        if (refused) {
          if (refused.show_suggestions_panel) this.panel = 'suggestions';
          void this.reloadSuggestions();
        } else this.submitProblem = 'failed';
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  // ---- Delivery ----

  private async deliver({ payload }: OutboxEntry<Change>): Promise<void> {
    const params = { id: this.essayId };
    switch (payload.kind) {
      case 'save':
        await this.api.call('saveEssayAnnotation', {
          params: { ...params, annotationId: payload.id },
          body: payload.body,
        });
        return;
      case 'delete':
        try {
          await this.api.call('deleteEssayAnnotation', { params: { ...params, annotationId: payload.id } });
        } catch (error) {
          // Already gone (a resend after a lost answer): what the tutor wanted.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
        return;
      case 'summary':
        await this.api.call('saveEssaySummaryComment', { params, body: { summary_comment: payload.text } });
        return;
      case 'zoom':
        await this.api.call('saveTutorReviewSettings', { body: { zoom_preferred_level: payload.level } });
        return;
      case 'hint':
        await this.api.call('saveTutorReviewSettings', { body: { summary_ai_hint_hidden: payload.hidden } });
    }
  }
}

function toInput(annotation: Annotation): AnnotationInput {
  return {
    category: annotation.category,
    comment: annotation.comment,
    page_number: annotation.page_number,
    x: annotation.x,
    y: annotation.y,
    quads: annotation.quads,
    hidden: annotation.hidden,
    revision: annotation.revision,
  };
}

/** What an undo or a redo puts back: the annotation's words, category, place and visibility. */
function contentOf(
  annotation: Annotation,
): Pick<Annotation, 'category' | 'comment' | 'page_number' | 'x' | 'y' | 'quads' | 'hidden'> {
  const { category, comment, page_number, x, y, quads, hidden } = annotation;
  return { category, comment, page_number, x, y, quads, hidden };
}

function fromInput(id: string, body: AnnotationInput, nowMs: number): Annotation {
  const now = Math.floor(nowMs / 1000);
  return {
    id,
    category: body.category,
    comment: body.comment,
    page_number: body.page_number,
    x: body.x ?? null,
    y: body.y ?? null,
    quads: body.quads ?? null,
    hidden: body.hidden ?? false,
    suggestion_id: null,
    revision: body.revision ?? 0,
    created_at: now,
    updated_at: now,
  };
}

function refusalOf(error: unknown): ReviewSubmitErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const details = error.details as Partial<ReviewSubmitErrors> | undefined;
  return Array.isArray(details?.errors) ? (details as ReviewSubmitErrors) : null;
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
