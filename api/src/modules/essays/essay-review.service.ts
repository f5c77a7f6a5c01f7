import type {
  Annotation,
  AnnotationInput,
  EssayReview,
  ReviewSubmitErrors,
  SaveSummaryComment,
  SubmitReview,
  SummaryComment,
  TutorReviewSettings as TutorReviewSettingsView,
  UpdateTutorReviewSettings,
  Xfdf,
} from '@lantern/shared/contracts/essay-review';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { TutorEssay } from '@lantern/shared/contracts/essays';
import type { Permission } from '@lantern/shared/domain/access/permissions';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { reviewAwayTime } from '@lantern/shared/domain/essays/review-away-time';
import { validateReview } from '@lantern/shared/domain/essays/review-validation';
import { essayCategoryNames, essayReviewPdfWords } from '@lantern/shared/i18n/essay-category-names';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { HeavyWorkRefused } from '../../platform/workers/heavy-work.js';
import { FileNotFound, FileStorage } from '../files/file-storage.js';
import { EssayAnnotation } from './entities/essay-annotation.entity.js';
import { EssaySuggestion } from './entities/essay-suggestion.entity.js';
import { Essay } from './entities/essay.entity.js';
import { TutorReviewSettings } from './entities/tutor-review-settings.entity.js';
import { EssayAnnouncer } from './essay-announcer.js';
import { EssayAiService } from './essay-ai.service.js';
import { EssayReviewRepository } from './essay-review.repository.js';
import { toAnnotation, toPdfAnnotation, toPlagiarism, toSettings } from './essay-review.mapper.js';
import { EssaysRepository } from './essays.repository.js';
import { toTutorEssay } from './essays.mapper.js';
import { InvalidAnnotationError } from './pdf/annotated-pdf.js';
import { EssayPdfs } from './pdf/essay-pdfs.js';
import { annotationsToXfdf, importXfdf, InvalidXfdfError, UnknownAnnotationSourceError } from './pdf/xfdf.js';

type AnnotationSave = Omit<AnnotationInput, 'hidden' | 'revision'> & { hidden: boolean; revision: number };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The tutor's review of the essay they hold: the editor's state (annotations, summary, settings,
 * timer), each edit saved as it happens, and the submission that writes the annotated PDF and
 * hands the essay back to its student.
 */
@Injectable()
export class EssayReviewService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(EssayReviewRepository) private readonly reviews: EssayReviewRepository,
    @Inject(EssaysRepository) private readonly essays: EssaysRepository,
    @Inject(EssayAiService) private readonly ai: EssayAiService,
    @Inject(FileStorage) private readonly storage: FileStorage,
    @Inject(EssayAnnouncer) private readonly announcer: EssayAnnouncer,
    @Inject(EssayPdfs) private readonly pdfs: EssayPdfs,
  ) {}

  async review(auth: AuthContext, id: number): Promise<EssayReview> {
    const essay = await this.essayFor(auth, 'essay.review.read', id);
    const [annotations, settings, suggestions, summaries, timer, ai] = await Promise.all([
      this.reviews.annotations(id),
      this.em.findOne(TutorReviewSettings, { user: auth.userId }),
      this.ai.suggestionsFor(essay),
      this.ai.summaries(id),
      this.timer(essay),
      this.ai.statusFor(essay),
    ]);
    return {
      essay: toTutorEssay(essay),
      pdf_url: `/api/tutor/essays/${id}/file`,
      timer,
      annotations: annotations.map(toAnnotation),
      summary_comment: essay.summaryComment ?? null,
      general_suggestion: summaries.generated,
      summary_rephrase_comments: summaries.rephrased,
      suggestions,
      plagiarism: toPlagiarism(essay),
      settings: toSettings(settings),
      ai,
    };
  }

  async file(auth: AuthContext, id: number): Promise<{ bytes: Buffer; fileName: string }> {
    const essay = await this.essayFor(auth, 'essay.review.read', id);
    return { bytes: await this.pdfOf(essay), fileName: 'essay.pdf' };
  }

  async annotations(auth: AuthContext, id: number): Promise<Annotation[]> {
    await this.access.requireAccess(auth, 'essay.review.read', id);
    return (await this.reviews.annotations(id)).map(toAnnotation);
  }

  async saveAnnotation(
    auth: AuthContext,
    id: number,
    annotationId: string,
    input: AnnotationSave,
  ): Promise<Annotation> {
    await this.access.requireAccess(auth, 'essay.review.edit', id);
    const stored = await this.reviews.upsertAnnotation(id, annotationId, input, this.clock.date());
    if (!stored || stored.essay_id !== id) throw new AppError(404, ErrorCode.notFound, 'No such annotation');
    if (stored.deleted_at)
      throw new AppError(409, ErrorCode.essayAnnotationDeleted, 'This comment was deleted');
    const annotation = await this.em.fork().findOneOrFail(EssayAnnotation, { id: annotationId });
    return toAnnotation(annotation);
  }

  async deleteAnnotation(auth: AuthContext, id: number, annotationId: string): Promise<{ ok: true }> {
    await this.access.requireAccess(auth, 'essay.annotation.delete', id, annotationId);
    if (!(await this.reviews.deleteAnnotation(id, annotationId, this.clock.date())))
      throw new AppError(404, ErrorCode.notFound, 'No such annotation');
    return { ok: true };
  }

  async xfdf(auth: AuthContext, id: number): Promise<Xfdf> {
    await this.access.requireAccess(auth, 'essay.review.read', id);
    const annotations = await this.reviews.annotations(id);
    try {
      return { xfdf: annotationsToXfdf(annotations.map(toPdfAnnotation)) };
    } catch (error) {
      throw unplaceable(error);
    }
  }

  /**
   * Brings back annotations from XFDF Lantern wrote, each by its own id: an edited comment
   * replaces the saved one, a new one is added. Anything from another source refuses the whole
   * document, so nothing foreign slips into a review.
   */
  async importXfdf(auth: AuthContext, id: number, body: Xfdf): Promise<Annotation[]> {
    await this.access.requireAccess(auth, 'essay.review.edit', id);
    let imported: ReturnType<typeof importXfdf>;
    try {
      imported = importXfdf(body.xfdf);
    } catch (error) {
      if (error instanceof UnknownAnnotationSourceError)
        throw new AppError(422, ErrorCode.pdfAnnotationSourceUnknown, error.message);
      if (error instanceof InvalidXfdfError)
        throw new ValidationFailed([{ field: 'xfdf', rule: 'xfdf', message: `xfdf: ${error.message}` }]);
      throw error;
    }
    const revisions = new Map(
      (await this.reviews.annotations(id)).map((note) => [note.id, note.revision] as const),
    );
    for (const note of imported) {
      if (!UUID.test(note.id))
        throw new ValidationFailed([
          { field: 'xfdf', rule: 'annotation_id', message: `xfdf: annotation ${note.id} has no Lantern id` },
        ]);
      const stored = await this.reviews.upsertAnnotation(
        id,
        note.id,
        {
          category: note.category,
          comment: note.comment,
          page_number: note.pageNumber,
          x: note.x,
          y: note.y,
          quads: note.quads,
          hidden: false,
          revision: revisions.get(note.id) ?? 0,
        },
        this.clock.date(),
      );
      if (stored?.essay_id !== id) throw new AppError(404, ErrorCode.notFound, 'No such annotation');
    }
    return this.annotations(auth, id);
  }

  async summary(auth: AuthContext, id: number): Promise<SummaryComment> {
    const essay = await this.essayFor(auth, 'essay.review.read', id);
    return { summary_comment: essay.summaryComment ?? '' };
  }

  async saveSummary(auth: AuthContext, id: number, body: SaveSummaryComment): Promise<SummaryComment> {
    const essay = await this.essayFor(auth, 'essay.review.edit', id);
    essay.summaryComment = body.summary_comment;
    await this.em.flush();
    return { summary_comment: essay.summaryComment };
  }

  async settings(auth: AuthContext): Promise<TutorReviewSettingsView> {
    return toSettings(await this.em.findOne(TutorReviewSettings, { user: auth.userId }));
  }

  async saveSettings(auth: AuthContext, body: UpdateTutorReviewSettings): Promise<TutorReviewSettingsView> {
    const current = toSettings(await this.em.findOne(TutorReviewSettings, { user: auth.userId }));
    const next = { ...current, ...body };
    const saved = await this.em.upsert(TutorReviewSettings, {
      user: auth.userId,
      zoomPreferredLevel: next.zoom_preferred_level,
      summaryAiHintHidden: next.summary_ai_hint_hidden,
    });
    return toSettings(saved);
  }

  /**
   * Submits the review: refused with the spec's errors while a comment is empty, a suggestion
   * waits for a decision or the summary is blank; otherwise the annotated PDF is written, the essay
   * becomes reviewed and its student and the managers hear of it.
   */
  async submit(auth: AuthContext, id: number, body: SubmitReview): Promise<TutorEssay> {
    const essay = await this.essayFor(auth, 'essay.review.edit', id);
    if (body.tutor_comment !== undefined) essay.summaryComment = body.tutor_comment;
    const annotations = await this.reviews.annotations(id);
    const suggestions = await this.em.find(EssaySuggestion, { essay: id });
    const verdict = validateReview({
      annotations: annotations.map((note) => ({ id: note.id, comment: note.comment, hidden: note.hidden })),
      suggestions: suggestions.map((suggestion) => ({ id: suggestion.id, status: suggestion.status })),
      summary: essay.summaryComment ?? null,
    });
    if (!verdict.valid) {
      await this.em.flush();
      throw new AppError(422, ErrorCode.essayReviewIncomplete, submitMessage(verdict), {
        errors: [
          ...(verdict.emptyCommentIds.length ? ['empty_comments' as const] : []),
          ...(verdict.unprocessedSuggestionIds.length ? ['unprocessed_suggestions' as const] : []),
          ...(verdict.summaryEmpty ? ['empty_summary' as const] : []),
        ],
        empty_comment_ids: verdict.emptyCommentIds,
        unprocessed_suggestion_ids: verdict.unprocessedSuggestionIds.map(Number),
        summary_empty: verdict.summaryEmpty,
        show_suggestions_panel: verdict.showSuggestionsPanel,
      } satisfies ReviewSubmitErrors);
    }

    let annotated: Uint8Array;
    try {
      // The PDF is the student's to keep, printed too: its notes, numbers and review pages speak
      // the student's language.
      const language = essay.student.preferredLanguage;
      annotated = await this.pdfs.annotated(
        await this.pdfOf(essay),
        annotations.map(toPdfAnnotation),
        essayCategoryNames(language),
        { summary: essay.summaryComment!.trim(), words: essayReviewPdfWords(language) },
      );
    } catch (error) {
      throw unplaceable(error);
    }
    const key = `essays/${id}/reviewed.pdf`;
    await this.storage.put(key, Buffer.from(annotated), 'application/pdf');
    // Conditional, so a second submit racing this one cannot review the essay twice.
    const reviewedNow = await this.essays.markReviewed(id, auth.userId, {
      at: this.clock.date(),
      pdfKey: key,
      plagiarismFree: body.plagiarism_free,
      summaryComment: essay.summaryComment!.trim(),
    });
    if (!reviewedNow)
      throw new AppError(409, ErrorCode.essayReviewClosed, 'This review has already been submitted');
    const reviewed = (await this.essays.find(id, this.em.fork()))!;
    this.announcer.updated(reviewed, 'reviewed');
    this.announcer.navbarChanged(
      reviewed.student.id,
      await this.essays.countWithStatus(reviewed.student.id, ESSAY_STATUS.REVIEWED),
    );
    return toTutorEssay(reviewed);
  }

  private async essayFor(auth: AuthContext, permission: Permission, id: number): Promise<Essay> {
    await this.access.requireAccess(auth, permission, id);
    return (await this.essays.find(id))!;
  }

  private async timer(essay: Essay): Promise<EssayReview['timer']> {
    const now = this.clock.date();
    const pickedUpAt = essay.pickedUpAt ?? essay.createdAt;
    const until = essay.reviewedAt ?? now;
    const away = reviewAwayTime(
      await this.reviews.stateChanges(essay.tutor!.id, pickedUpAt, until),
      seconds(pickedUpAt),
      seconds(until),
    );
    return {
      picked_up_at: seconds(pickedUpAt),
      now: seconds(now),
      bio_break_seconds: away.bioBreakSeconds,
      absent_seconds: away.absentSeconds,
      break_seconds: away.breakSeconds,
      away_since: essay.reviewedAt ? null : away.awaySince,
    };
  }

  private async pdfOf(essay: Essay): Promise<Buffer> {
    if (!essay.pdfKey) throw new AppError(404, ErrorCode.notFound, 'This essay has no PDF yet');
    try {
      return await this.storage.get(essay.pdfKey);
    } catch (error) {
      if (error instanceof FileNotFound) throw new AppError(404, ErrorCode.notFound, 'No such file');
      throw error;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A comment that cannot go into the PDF (a page the essay does not have) is the tutor's to fix. */
function unplaceable(error: unknown): unknown {
  if (error instanceof HeavyWorkRefused)
    return new AppError(
      422,
      ErrorCode.workTooHeavy,
      `Writing the comments into this essay's PDF was stopped because ${error.message}`,
      { bound: error.bound },
    );
  if (!(error instanceof InvalidAnnotationError)) return error;
  return new ValidationFailed([
    { field: `annotations.${error.annotationId}`, rule: 'placeable', message: error.message },
  ]);
}

function submitMessage(verdict: ReturnType<typeof validateReview>): string {
  const reasons = [
    verdict.emptyCommentIds.length ? 'every comment needs text' : null,
    verdict.unprocessedSuggestionIds.length ? 'accept or reject every AI suggestion' : null,
    verdict.summaryEmpty ? 'write a summary comment' : null,
  ].filter(Boolean);
  return `The review cannot be submitted yet: ${reasons.join('; ')}`;
}
