import type {
  AcceptedSuggestion,
  AcceptSuggestion,
  AiSummary,
  EditSuggestion,
  RateAiSummary,
  RejectSuggestion,
  RephraseSummary,
  Suggestion,
  SuggestionList,
} from '@lantern/shared/contracts/essay-review';
import type { AiStatus } from '@lantern/shared/contracts/ai';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { canRephraseSummary } from '@lantern/shared/domain/essays/summary-rephrase';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { AiBudget, AiBudgetSpent } from '../../platform/ai/ai-budget.js';
import { AiProvider, AiUnavailable } from '../../platform/ai/ai-provider.js';
import { AiStatusService } from '../../platform/ai/ai-status.service.js';
import type { Permission } from '@lantern/shared/domain/access/permissions';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { JobHandler, type JobRun } from '../../platform/jobs/job-handler.decorator.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { FileStorage } from '../files/file-storage.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { EssayAiSummary } from './entities/essay-ai-summary.entity.js';
import { EssayAnnotation } from './entities/essay-annotation.entity.js';
import { EssaySuggestion } from './entities/essay-suggestion.entity.js';
import { Essay } from './entities/essay.entity.js';
import {
  cleanSummary,
  pagedText,
  parseSuggestions,
  rephrasePrompt,
  suggestionsPrompt,
  summaryPrompt,
} from './essay-ai-prompts.js';
import { ESSAY_JOBS } from './essay-jobs.js';
import { AccessService } from '../access/access.service.js';
import { EssaysRepository } from './essays.repository.js';
import { EssayPdfs } from './pdf/essay-pdfs.js';
import type { EssayText } from './pdf/pdf-text.js';
import { toAiSummary, toAnnotation, toSuggestion } from './essay-review.mapper.js';
import { locateQuote } from './pdf/locate-quote.js';

const unavailable = () =>
  new AppError(
    503,
    ErrorCode.aiUnavailable,
    'AI suggestions are not available: no AI provider is configured',
  );

/**
 * The AI's part in a review (DESIGN.md: one OpenAI-compatible provider): comment suggestions
 * generated when the review first opens, which the tutor accepts, edits or rejects, and the
 * summary comment the AI can draft, rephrase and have rated. Without a provider every answer
 * says so (`unavailable`), and nothing in the review waits for it.
 */
@Injectable()
export class EssayAiService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AiProvider) private readonly ai: AiProvider,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(EssaysRepository) private readonly essays: EssaysRepository,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(AiBudget) private readonly budget: AiBudget,
    @Inject(EssayPdfs) private readonly pdfs: EssayPdfs,
    @Inject(AiStatusService) private readonly status: AiStatusService,
  ) {}

  async list(auth: AuthContext, id: number): Promise<SuggestionList> {
    return this.suggestionsFor(await this.essayFor(auth, 'essay.review.read', id));
  }

  /** The suggestions, asking the AI for them the first time a review opens. */
  async suggestionsFor(essay: Essay): Promise<SuggestionList> {
    let state = essay.suggestionsState ?? null;
    if (state === null || (state === 'unavailable' && this.ai.configured)) {
      state = this.ai.configured ? 'generating' : 'unavailable';
      // Conditional: two tabs opening the review at once start one generation.
      const claimed = await this.essays.claimSuggestions(essay.id, state);
      if (claimed && state === 'generating')
        await this.jobs.send(ESSAY_JOBS.suggest, { essayId: essay.id }, { key: String(essay.id) });
      essay.suggestionsState = state;
    }
    const suggestions = await this.em.find(
      EssaySuggestion,
      { essay: essay.id, status: { $ne: 'rejected' } },
      { orderBy: { pageNumber: 'asc', id: 'asc' } },
    );
    return { essay_id: essay.id, state, suggestions: suggestions.map(toSuggestion) };
  }

  /** The AI's summary suggestion and the rephrasings asked for, oldest first. */
  async summaries(essayId: number): Promise<{ generated: AiSummary | null; rephrased: AiSummary[] }> {
    const rows = await this.em.find(EssayAiSummary, { essay: essayId }, { orderBy: { id: 'asc' } });
    const generated = rows.filter((row) => row.type === 'generated').at(-1);
    return {
      generated: generated ? toAiSummary(generated) : null,
      rephrased: rows.filter((row) => row.type === 'rephrased').map(toAiSummary),
    };
  }

  @JobHandler(ESSAY_JOBS.suggest)
  async generate({ data }: JobRun<{ essayId: number }>): Promise<void> {
    const essay = await this.em.findOne(
      Essay,
      { id: data.essayId },
      { populate: ['tutor', 'extractedText'] },
    );
    if (!essay || essay.suggestionsState !== 'generating') return;
    try {
      const pdf = await this.storage.get(essay.pdfKey!);
      const text = await this.textOf(essay, pdf);
      await this.budget.spend(essay.student.id);
      const answer = await this.ai.complete(
        suggestionsPrompt({
          title: essay.title,
          details: essay.details,
          paged: pagedText(text.text, text.pageOffsets),
        }),
      );
      const now = this.clock.date();
      for (const found of parseSuggestions(answer, text.pageOffsets.length)) {
        const place = await locateQuote(pdf, found.page, found.quote);
        this.em.create(EssaySuggestion, {
          essay,
          category: found.category,
          pageNumber: found.page,
          quote: found.quote,
          quads: place.quads,
          x: place.quads ? null : place.x,
          y: place.quads ? null : place.y,
          displayComment: found.comment,
          originalDisplayComment: found.comment,
          rephrases: [],
          createdAt: now,
          updatedAt: now,
        });
      }
      essay.suggestionsState = 'ready';
    } catch (error) {
      this.logger.warn({ err: error, essayId: essay.id }, 'AI suggestions failed');
      // Out of today's calls: unavailable, so opening the review tomorrow asks again.
      essay.suggestionsState = error instanceof AiBudgetSpent ? 'unavailable' : 'failed';
    }
    await this.em.flush();
    if (essay.tutor)
      this.realtime.toUser(essay.tutor.id, 'essays.suggestions.updated', {
        ...(await this.suggestionsFor(essay)),
        at: this.clock.now(),
      });
    if (essay.suggestionsState === 'ready') await this.draftSummary(essay).catch(() => undefined);
  }

  async accept(
    auth: AuthContext,
    id: number,
    suggestionId: number,
    body: AcceptSuggestion,
  ): Promise<AcceptedSuggestion> {
    await this.access.requireAccess(auth, 'essay.review.edit', id);
    return this.em.transactional(async (em) => {
      const suggestion = await this.lockSuggestion(em, id, suggestionId);
      if (suggestion.status === 'accepted' && suggestion.annotationId === body.annotation_id) {
        const annotation = await em.findOneOrFail(EssayAnnotation, { id: body.annotation_id });
        return { suggestion: toSuggestion(suggestion), annotation: toAnnotation(annotation) };
      }
      if (suggestion.status !== 'pending') throw decided();
      const now = this.clock.date();
      const annotation = em.create(EssayAnnotation, {
        id: body.annotation_id,
        essay: id,
        comment: body.comment ?? suggestion.displayComment,
        category: body.category ?? suggestion.category,
        pageNumber: suggestion.pageNumber,
        x: suggestion.x,
        y: suggestion.y,
        quads: suggestion.quads,
        suggestion,
        createdAt: now,
        updatedAt: now,
      });
      suggestion.status = 'accepted';
      suggestion.annotationId = body.annotation_id;
      suggestion.updatedAt = now;
      await em.flush();
      return { suggestion: toSuggestion(suggestion), annotation: toAnnotation(annotation) };
    });
  }

  async edit(auth: AuthContext, id: number, suggestionId: number, body: EditSuggestion): Promise<Suggestion> {
    await this.access.requireAccess(auth, 'essay.review.edit', id);
    return this.em.transactional(async (em) => {
      const suggestion = await this.lockSuggestion(em, id, suggestionId);
      if (suggestion.status !== 'pending') throw decided();
      if (suggestion.displayComment !== body.display_comment) {
        suggestion.rephrases = [...suggestion.rephrases, suggestion.displayComment];
        suggestion.displayComment = body.display_comment;
        suggestion.updatedAt = this.clock.date();
      }
      return toSuggestion(suggestion);
    });
  }

  async reject(
    auth: AuthContext,
    id: number,
    suggestionId: number,
    body: RejectSuggestion,
  ): Promise<Suggestion> {
    await this.access.requireAccess(auth, 'essay.review.edit', id);
    return this.em.transactional(async (em) => {
      const suggestion = await this.lockSuggestion(em, id, suggestionId);
      if (suggestion.status === 'rejected') return toSuggestion(suggestion);
      if (suggestion.status !== 'pending') throw decided();
      suggestion.status = 'rejected';
      suggestion.reasonType = body.reason_type;
      suggestion.statusChangeReason = body.status_change_reason || null;
      suggestion.updatedAt = this.clock.date();
      return toSuggestion(suggestion);
    });
  }

  async summary(auth: AuthContext, id: number): Promise<AiSummary> {
    await this.access.requireAccess(auth, 'essay.review.read', id);
    const { generated } = await this.summaries(id);
    if (!generated)
      throw new AppError(404, ErrorCode.essayAiSummaryNone, 'The AI has no summary for this essay');
    return generated;
  }

  /** Whether the AI is offered for this essay: its student's school pays the calls. */
  statusFor(essay: Essay): Promise<AiStatus> {
    return this.status.forUser(essay.student.id);
  }

  async generateSummary(auth: AuthContext, id: number): Promise<AiSummary> {
    const essay = await this.essayFor(auth, 'essay.review.edit', id);
    await this.requireProvider(essay);
    return this.draftSummary(essay);
  }

  async rephrase(auth: AuthContext, id: number, body: RephraseSummary): Promise<AiSummary> {
    const essay = await this.essayFor(auth, 'essay.review.edit', id);
    const { rephrased } = await this.summaries(id);
    if (
      !canRephraseSummary(
        body.text,
        rephrased.map((summary) => summary.text),
      )
    )
      throw new ValidationFailed([
        {
          field: 'text',
          rule: 'rephrase_not_allowed',
          message: 'text: write a summary, different from the rephrasings already made, to rephrase it',
        },
      ]);
    await this.requireProvider(essay);
    const text = cleanSummary(await this.ask(essay, rephrasePrompt(body.text.trim())));
    return this.store(id, 'rephrased', text);
  }

  async rate(auth: AuthContext, id: number, summaryId: number, body: RateAiSummary): Promise<AiSummary> {
    await this.access.requireAccess(auth, 'essay.review.read', id);
    const summary = await this.em.findOne(EssayAiSummary, { id: summaryId, essay: id });
    if (!summary) throw new AppError(404, ErrorCode.notFound, 'No such AI summary');
    summary.rate = body.rate;
    await this.em.flush();
    return toAiSummary(summary);
  }

  private async essayFor(auth: AuthContext, permission: Permission, id: number): Promise<Essay> {
    await this.access.requireAccess(auth, permission, id);
    return (await this.essays.find(id))!;
  }

  private async draftSummary(essay: Essay): Promise<AiSummary> {
    await this.em.populate(essay, ['extractedText']);
    const text = await this.textOf(essay, await this.storage.get(essay.pdfKey!));
    const comments = await this.em.find(EssayAnnotation, {
      essay: essay.id,
      deletedAt: null,
      hidden: false,
      comment: { $ne: '' },
    });
    const answer = await this.ask(
      essay,
      summaryPrompt({
        title: essay.title,
        details: essay.details,
        paged: pagedText(text.text, text.pageOffsets),
        comments: comments.map((comment) => comment.comment),
      }),
    );
    return this.store(essay.id, 'generated', cleanSummary(answer));
  }

  /**
   * A provider that is set up and not failing; a failing one is not asked (it would only make the
   * tutor wait for its timeout). A spent day is found by `ask`, which counts the call.
   */
  private async requireProvider(essay: Essay): Promise<void> {
    const status = await this.statusFor(essay);
    if (status.state === 'none') throw unavailable();
    if (status.reason === 'provider_failing')
      throw new AppError(
        503,
        ErrorCode.aiUnavailable,
        'The AI is not answering just now; try again in a minute',
        {
          reason: 'provider_failing',
        },
      );
  }

  /** One call on behalf of the essay's student's school (AI_DAILY_CALLS_PER_SCHOOL). */
  private async ask(essay: Essay, messages: Parameters<AiProvider['complete']>[0]): Promise<string> {
    try {
      await this.budget.spend(essay.student.id);
      return await this.ai.complete(messages);
    } catch (error) {
      if (error instanceof AiBudgetSpent)
        throw new AppError(503, ErrorCode.aiUnavailable, error.message, { reason: 'daily_budget' });
      if (error instanceof AiUnavailable)
        throw new AppError(503, ErrorCode.aiUnavailable, 'The AI did not answer; try again in a moment');
      throw error;
    }
  }

  private async store(essayId: number, type: AiSummary['type'], text: string): Promise<AiSummary> {
    const em = this.em.fork();
    const summary = em.create(EssayAiSummary, { essay: essayId, type, text, createdAt: this.clock.date() });
    await em.flush();
    return toAiSummary(summary);
  }

  /** Essays converted before texts were kept have theirs extracted now. */
  private async textOf(essay: Essay, pdf: Uint8Array): Promise<EssayText> {
    if (essay.extractedText != null && essay.pageOffsets)
      return { text: essay.extractedText, pageOffsets: essay.pageOffsets };
    return this.pdfs.text(pdf);
  }

  private async lockSuggestion(
    em: EntityManager,
    essayId: number,
    suggestionId: number,
  ): Promise<EssaySuggestion> {
    const suggestion = await em.findOne(
      EssaySuggestion,
      { id: suggestionId, essay: essayId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!suggestion) throw new AppError(404, ErrorCode.notFound, 'No such suggestion');
    return suggestion;
  }
}

const decided = () =>
  new AppError(
    409,
    ErrorCode.essaySuggestionDecided,
    'This suggestion has already been accepted or rejected',
  );
