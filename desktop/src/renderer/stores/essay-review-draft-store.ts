import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { EssayReview, ReviewSubmitErrors } from '@lantern/shared/contracts/essay-review';
import { type ReviewValidation, validateReview } from '@lantern/shared/domain/essays/review-validation';
import { makeAutoObservable, runInAction } from 'mobx';
import { TYPING_PAUSE_MS } from './essay-review-changes.js';
import { essayReviewDesk } from './essay-review-desk-store.js';
import type { EssayReviewStore } from './essay-review-store.js';

export type SubmitProblem = 'unsaved' | 'failed' | null;
export type ExportProblem = 'unsaved' | 'failed' | null;

/** Hands a file to the user: a download in a browser, the save dialog in the desktop app. */
export type SaveFile = (blob: Blob, fileName: string) => void;

/**
 * The review as the tutor will hand it in: the summary for the student (with the version of it on
 * show), the plagiarism answer, the checks a submit makes (taking the tutor to the first empty
 * comment), the submit itself, and the XFDF export of what the server holds.
 */
export class ReviewDraftStore {
  summary = '';
  /** The tutor's own wording: the first stop of the rephrase cycle. */
  private summaryOriginal = '';
  summaryIndex = 0;

  plagiarismFree = true;
  /** A submit was refused: from then on the errors follow the edits, so fixed ones disappear. */
  private submitTried = false;
  submitting = false;
  submitProblem: SubmitProblem = null;
  exporting = false;
  exportProblem: ExportProblem = null;

  constructor(
    private readonly editor: EssayReviewStore,
    private readonly api: ApiClient,
    private readonly saveFile: SaveFile,
  ) {
    makeAutoObservable<ReviewDraftStore, 'editor' | 'api' | 'saveFile'>(
      this,
      { editor: false, api: false, saveFile: false },
      { autoBind: true },
    );
  }

  restore(review: EssayReview): void {
    this.plagiarismFree = review.plagiarism.passages.length === 0;
    // The spec: the saved summary, else the AI's suggestion when there is one.
    this.summary = review.summary_comment ?? review.general_suggestion?.text ?? '';
    this.summaryOriginal = this.summary;
    this.summaryIndex = 0;
    for (const { payload } of this.editor.outbox.stored)
      if (payload.kind === 'summary') this.summary = this.summaryOriginal = payload.text;
  }

  // ---- Summary ----

  setSummary(text: string): void {
    this.summary = text;
    this.summaryOriginal = text;
    this.summaryIndex = 0;
    this.saveSummary(TYPING_PAUSE_MS);
  }

  /** Shows version `index` of the summary: 0 the tutor's own, then the AI's rephrasings in turn. */
  showVersion(index: number): void {
    this.summaryIndex = index;
    this.summary =
      index === 0 ? this.summaryOriginal : (this.editor.ai.rephrasing(index) ?? this.summaryOriginal);
    this.saveSummary();
  }

  private saveSummary(delayMs = 0): void {
    this.editor.outbox.put({ key: 'summary', payload: { kind: 'summary', text: this.summary } }, delayMs);
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
      annotations: [...this.editor.annotations.byId.values()],
      suggestions: this.editor.ai.visibleSuggestions,
      summary: this.summary,
    });
  }

  /** Empty comments the last submit found, to mark in the list. */
  isEmptyComment(id: string): boolean {
    return this.validation?.emptyCommentIds.includes(id) === true;
  }

  /** Suggestions the last submit found undecided, to mark in their panel. */
  isUnprocessed(id: number): boolean {
    return this.validation?.unprocessedSuggestionIds.includes(id) === true;
  }

  /** The first empty comment the last submit found, in reading order, or null. */
  get firstEmptyComment(): { id: string; number: number } | null {
    // Only a comment the student will see can be refused as empty, so it has a number.
    const empty = this.editor.annotations.numbered.find(
      ({ comment, number }) => number !== null && this.isEmptyComment(comment.id),
    );
    return empty ? { id: empty.comment.id, number: empty.number! } : null;
  }

  /** Takes the tutor to the first empty comment: its panel, its place in the list, its text. */
  goToEmptyComment(): void {
    const empty = this.firstEmptyComment;
    if (empty) this.editor.annotations.focus(empty.id);
  }

  async submit(): Promise<boolean> {
    this.submitProblem = null;
    this.submitTried = true;
    const validation = this.validation!;
    if (!validation.valid) {
      if (validation.showSuggestionsPanel) this.editor.setPanel('suggestions');
      else this.goToEmptyComment();
      return false;
    }
    this.submitting = true;
    try {
      if (!(await this.editor.allSent())) {
        runInAction(() => {
          this.submitProblem = 'unsaved';
        });
        return false;
      }
      await this.api.call('submitEssayReview', {
        params: { id: this.editor.essayId },
        body: { plagiarism_free: this.plagiarismFree, tutor_comment: this.summary },
      });
      const essay = this.editor.review?.essay;
      essayReviewDesk(this.editor.root).reviewSubmitted({
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
          if (refused.show_suggestions_panel) this.editor.setPanel('suggestions');
          void this.editor.ai.reloadSuggestions();
        } else this.submitProblem = 'failed';
      });
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
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
      if (!(await this.editor.allSent())) {
        runInAction(() => {
          this.exportProblem = 'unsaved';
        });
        return;
      }
      const { xfdf } = await this.api.call('essayReviewXfdf', { params: { id: this.editor.essayId } });
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
    const title = (this.editor.review?.essay.title ?? '')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100)
      .replace(/[ .]+$/, '');
    return `${title || `essay-${this.editor.essayId}`}.xfdf`;
  }
}

function refusalOf(error: unknown): ReviewSubmitErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const details = error.details as Partial<ReviewSubmitErrors> | undefined;
  return Array.isArray(details?.errors) ? (details as ReviewSubmitErrors) : null;
}
