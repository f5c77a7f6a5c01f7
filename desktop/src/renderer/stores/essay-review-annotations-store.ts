import type {
  Annotation,
  AnnotationInput,
  ContentLibraryItem,
  EssayReview,
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
import { numberComments } from '@lantern/shared/domain/essays/comment-numbers';
import { ESSAY_REVIEW_UNDO_FLAG } from '@lantern/shared/domain/feature-flags/flags';
import type { PdfQuad } from '@lantern/shared/ui/pdf/pdf-marks';
import { makeAutoObservable, observableRef, toJS } from 'mobx';
import { TYPING_PAUSE_MS } from './essay-review-changes.js';
import type { DeliveryState } from './essay-review-outbox.js';
import type { EssayReviewStore } from './essay-review-store.js';

export type ReviewTool = 'highlight' | 'pin';

/**
 * The tutor's comments on the essay's pages (highlights and pins): written, changed, hidden and
 * deleted here at once and sent through the editor's outbox, numbered as the student's PDF numbers
 * them, with undo and redo behind their flag.
 */
export class ReviewAnnotationsStore {
  readonly byId = new Map<string, Annotation>();
  /** The tutor's annotation edits since the editor opened, when the undo flag is on. */
  history: AnnotationHistory<Annotation> = emptyHistory();
  selectedId: string | null = null;
  tool: ReviewTool = 'highlight';
  category: AnnotationCategoryId = 1;
  currentPage = 1;
  /** Asks the selected comment's text to take the focus again, even when it was already selected. */
  focusRequest = 0;

  constructor(private readonly editor: EssayReviewStore) {
    makeAutoObservable<ReviewAnnotationsStore, 'editor'>(
      this,
      { editor: false, history: observableRef },
      { autoBind: true },
    );
  }

  /** The review's comments, with the edits not sent yet laid over them. */
  restore(review: EssayReview): void {
    this.history = emptyHistory();
    this.byId.clear();
    for (const annotation of review.annotations) this.byId.set(annotation.id, annotation);
    const now = this.editor.root.clock.nowMs;
    for (const { payload } of this.editor.outbox.stored) {
      if (payload.kind === 'save') this.byId.set(payload.id, fromInput(payload.id, payload.body, now));
      else if (payload.kind === 'delete') this.byId.delete(payload.id);
    }
  }

  /** Every comment in reading order (hidden ones in their place), with the number the PDF prints. */
  get numbered(): { comment: Annotation; number: number | null }[] {
    return numberComments([...this.byId.values()]);
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
    return this.editor.outbox.state(`annotation:${id}`);
  }

  get selected(): Annotation | null {
    return this.selectedId === null ? null : (this.byId.get(this.selectedId) ?? null);
  }

  select(id: string | null): void {
    this.selectedId = id;
    if (id !== null) this.editor.setPanel('comments');
  }

  /** Selects the comment and puts its text under the tutor's hands: its panel, its place, its text. */
  focus(id: string): void {
    this.select(id);
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

  addHighlight(pageNumber: number, quads: PdfQuad[]): string | null {
    if (quads.length === 0) return null;
    return this.create({ page_number: pageNumber, quads, x: null, y: null });
  }

  addPin(pageNumber: number, x: number, y: number, comment = ''): string {
    return this.create({ page_number: pageNumber, quads: null, x, y }, comment);
  }

  /** The keyboard's way to pin: a note in the middle of the page on screen. */
  async pinAtPageCentre(comment = ''): Promise<string | null> {
    const pdf = this.editor.pdf;
    if (!pdf) return null;
    const pageNumber = this.currentPage;
    const [left, bottom, right, topEdge] = (await pdf.getPage(pageNumber)).view as number[];
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
    const current = this.byId.get(id);
    if (!current) return;
    this.record(current, null);
    this.drop(id);
  }

  /** A comment the server made (an accepted suggestion): it is there already, nothing to send. */
  take(annotation: Annotation): void {
    this.byId.set(annotation.id, annotation);
  }

  private create(place: Pick<Annotation, 'page_number' | 'quads' | 'x' | 'y'>, comment = ''): string {
    const id = crypto.randomUUID();
    const now = Math.floor(this.editor.root.clock.nowMs / 1000);
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
    this.byId.set(id, annotation);
    this.selectedId = id;
    this.editor.setPanel('comments');
    this.record(null, annotation);
    this.send(annotation);
    return id;
  }

  private edit(id: string, change: Partial<Annotation>, delayMs = 0, merge: string | null = null): void {
    const current = this.byId.get(id);
    if (!current) return;
    const next = { ...current, ...change, revision: current.revision + 1 };
    this.byId.set(id, next);
    const changed = (Object.keys(change) as (keyof Annotation)[]).some((key) => current[key] !== next[key]);
    if (changed) this.record(current, next, merge);
    this.send(next, delayMs);
  }

  private drop(id: string): void {
    this.byId.delete(id);
    if (this.selectedId === id) this.selectedId = null;
    this.editor.outbox.put({ key: `annotation:${id}`, payload: { kind: 'delete', id } });
  }

  private send(annotation: Annotation, delayMs = 0): void {
    this.editor.outbox.put(
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
    return this.editor.root.flags.isOn(ESSAY_REVIEW_UNDO_FLAG);
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
    const now = Math.floor(this.editor.root.clock.nowMs / 1000);
    const current = this.byId.get(change.annotation.id);
    if (change.kind === 'save' && !current) {
      // Changed outside the history (a suggestion accepted over it): nothing safe to go back to.
      this.history = emptyHistory();
      return;
    }
    this.history = moved.history;
    const next: Annotation = current
      ? { ...current, ...contentOf(change.annotation), revision: current.revision + 1, updated_at: now }
      : { ...change.annotation, suggestion_id: null, revision: 1, created_at: now, updated_at: now };
    this.byId.set(next.id, next);
    this.send(next);
  }

  // ---- Comment library ----

  /** A saved comment into the comment being written, or as a new note on the page on screen. */
  async useLibraryItem(item: ContentLibraryItem): Promise<void> {
    const selected = this.selected;
    if (selected) {
      this.edit(selected.id, { comment: item.text, category: item.category });
      this.editor.setPanel('comments');
      return;
    }
    this.category = item.category;
    await this.pinAtPageCentre(item.text);
  }

  async saveToLibrary(annotation: Annotation): Promise<void> {
    const text = annotation.comment.trim();
    if (text) await this.editor.root.contentLibrary.create({ category: annotation.category, text });
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
