import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import type {
  AiSummary,
  EssayReview,
  Suggestion,
  SuggestionList,
  SuggestionReasonType,
  SuggestionsState,
} from '@lantern/shared/contracts/essay-review';
import { canRephraseSummary, nextRephraseIndex } from '@lantern/shared/domain/essays/summary-rephrase';
import { AiStatusStore } from '@lantern/shared/state/ai-status-store';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EssayReviewStore } from './essay-review-store.js';

export type AiProblem = 'none' | 'failed' | null;

/**
 * What the AI offers the tutor on this essay: its suggested comments, each accepted, edited or
 * rejected, and its summary of the essay with rephrasings of the tutor's own, which the tutor may
 * rate. Whether the AI is offered at all is `status`: the review says so, and a refusal since.
 */
export class ReviewAiStore {
  /** Whether the AI is offered for this essay (its student's school), as the review said or a refusal since. */
  readonly status: AiStatusStore;

  suggestions: Suggestion[] = [];
  suggestionsState: SuggestionsState = 'unavailable';
  suggestionProblem: number | null = null;
  /** The suggestion whose decision is on its way: its buttons wait, so it is not decided twice. */
  deciding: number | null = null;

  rephrases: AiSummary[] = [];
  generalSuggestion: AiSummary | null = null;
  aiBusy: 'generate' | 'rephrase' | null = null;
  aiProblem: AiProblem = null;
  hintHidden = false;

  constructor(
    private readonly editor: EssayReviewStore,
    private readonly api: ApiClient,
  ) {
    // Until the review says otherwise the AI is offered, and the server decides.
    this.status = new AiStatusStore(api, 'staff', { state: 'available', reason: null });
    makeAutoObservable<ReviewAiStore, 'editor' | 'api'>(
      this,
      { editor: false, api: false, status: false },
      { autoBind: true },
    );
  }

  restore(review: EssayReview): void {
    this.hintHidden = review.settings.summary_ai_hint_hidden;
    this.generalSuggestion = review.general_suggestion;
    this.rephrases = review.summary_rephrase_comments;
    this.status.take(review.ai);
    this.takeSuggestions(review.suggestions);
  }

  // ---- Suggestions ----

  /** Rejected suggestions are hidden (the spec); the rest in page order. */
  get visibleSuggestions(): Suggestion[] {
    return this.suggestions
      .filter((suggestion) => suggestion.status !== 'rejected')
      .sort((a, b) => a.page_number - b.page_number || a.id - b.id);
  }

  async acceptSuggestion(suggestion: Suggestion): Promise<void> {
    await this.decide(suggestion.id, async () => {
      const accepted = await this.api.call('acceptEssaySuggestion', {
        params: { id: this.editor.essayId, suggestionId: suggestion.id },
        body: { annotation_id: suggestion.annotation_id ?? crypto.randomUUID() },
      });
      runInAction(() => {
        this.replaceSuggestion(accepted.suggestion);
        this.editor.annotations.take(accepted.annotation);
      });
    });
  }

  async editSuggestion(suggestion: Suggestion, text: string): Promise<void> {
    await this.decide(suggestion.id, async () => {
      const edited = await this.api.call('editEssaySuggestion', {
        params: { id: this.editor.essayId, suggestionId: suggestion.id },
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
        params: { id: this.editor.essayId, suggestionId: suggestion.id },
        body: { reason_type: reasonType, ...(reason.trim() ? { status_change_reason: reason.trim() } : {}) },
      });
      runInAction(() => this.replaceSuggestion(rejected));
    });
  }

  async reloadSuggestions(): Promise<void> {
    try {
      const list = await this.api.call('essaySuggestions', { params: { id: this.editor.essayId } });
      runInAction(() => this.takeSuggestions(list));
    } catch {
      // The list stays as it was; the next submit asks again.
    }
  }

  takeSuggestions(list: SuggestionList): void {
    this.suggestions = list.suggestions;
    this.suggestionsState = list.state;
    // With a provider, the suggestions are unavailable only when the school's calls for the day ran out.
    if (list.state === 'unavailable') this.status.spentForToday();
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

  // ---- The summary ----

  /** Stepping through rephrasings already made needs no AI; a new one does. */
  get canRephrase(): boolean {
    const { summary } = this.editor.draft;
    if (summary.trim() === '' || this.aiBusy !== null) return false;
    const needsAi = canRephraseSummary(
      summary,
      this.rephrases.map((item) => item.text),
    );
    return !needsAi || this.status.offer.kind === 'offered';
  }

  /**
   * A new rephrasing of the summary as it reads; once it reads as one the AI already wrote, the
   * button steps through the original and the rephrasings instead, wrapping to the original.
   */
  async rephrase(): Promise<void> {
    const draft = this.editor.draft;
    const previous = this.rephrases.map((item) => item.text);
    if (!canRephraseSummary(draft.summary, previous)) {
      draft.showVersion(nextRephraseIndex(draft.summaryIndex, this.rephrases.length));
      return;
    }
    await this.askAi('rephrase', async () => {
      const rephrased = await this.api.call('rephraseEssaySummary', {
        params: { id: this.editor.essayId },
        body: { text: draft.summary },
      });
      runInAction(() => {
        this.rephrases = [...this.rephrases, rephrased];
        draft.showVersion(this.rephrases.length);
      });
    });
  }

  /** The text of the summary's version `index`: 0 is the tutor's own, then the rephrasings. */
  rephrasing(index: number): string | null {
    return this.rephrases[index - 1]?.text ?? null;
  }

  async generateSummary(): Promise<void> {
    await this.askAi('generate', async () => {
      const generated = await this.api.call('generateEssayAiSummary', {
        params: { id: this.editor.essayId },
      });
      runInAction(() => {
        this.generalSuggestion = generated;
        this.editor.draft.setSummary(generated.text);
      });
    });
  }

  /** The AI's text on show, which the tutor may rate. */
  get shownAiSummary(): AiSummary | null {
    const draft = this.editor.draft;
    if (draft.summaryIndex > 0) return this.rephrases[draft.summaryIndex - 1] ?? null;
    const general = this.generalSuggestion;
    return general && general.text === draft.summary ? general : null;
  }

  async rateAiSummary(rate: number): Promise<void> {
    const shown = this.shownAiSummary;
    if (!shown) return;
    try {
      const rated = await this.api.call('rateEssayAiSummary', {
        params: { id: this.editor.essayId, summaryId: shown.id },
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
    this.editor.outbox.put({ key: 'hint', payload: { kind: 'hint', hidden: true } });
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
          this.status.refused(error.details);
        // A 404 from the AI means it has no summary to offer (the spec), not a failure.
        else this.aiProblem = error instanceof ApiError && error.status === 404 ? 'none' : 'failed';
      });
    } finally {
      runInAction(() => {
        this.aiBusy = null;
      });
    }
  }
}
