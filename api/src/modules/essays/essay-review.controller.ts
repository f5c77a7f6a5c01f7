import type {
  AcceptSuggestion,
  AnnotationInput,
  EditSuggestion,
  RateAiSummary,
  RejectSuggestion,
  RephraseSummary,
  SaveSummaryComment,
  SubmitReview,
  UpdateTutorReviewSettings,
  Xfdf,
} from '@lantern/shared/contracts/essay-review';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { EssayAiService } from './essay-ai.service.js';
import { EssayReviewService } from './essay-review.service.js';
import { sendPdf } from './essays.controller.js';

type AnnotationSave = Omit<AnnotationInput, 'hidden' | 'revision'> & { hidden: boolean; revision: number };

/** The tutor's review of the essay they hold: the editor's calls. */
@Controller()
export class EssayReviewController {
  constructor(
    @Inject(EssayReviewService) private readonly reviews: EssayReviewService,
    @Inject(EssayAiService) private readonly ai: EssayAiService,
  ) {}

  @Endpoint(routes.essayReview)
  review(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.reviews.review(auth, id);
  }

  @Endpoint(routes.essayReviewFile)
  async file(@Auth() auth: AuthContext, @Param('id') id: number, @Res() response: Response) {
    sendPdf(response, await this.reviews.file(auth, id), 'inline');
  }

  @Endpoint(routes.essayAnnotations)
  annotations(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.reviews.annotations(auth, id);
  }

  @Endpoint(routes.saveEssayAnnotation)
  saveAnnotation(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('annotationId') annotationId: string,
    @ValidBody() body: AnnotationSave,
  ) {
    return this.reviews.saveAnnotation(auth, id, annotationId, body);
  }

  @Endpoint(routes.deleteEssayAnnotation)
  deleteAnnotation(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('annotationId') annotationId: string,
  ) {
    return this.reviews.deleteAnnotation(auth, id, annotationId);
  }

  @Endpoint(routes.essayReviewXfdf)
  xfdf(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.reviews.xfdf(auth, id);
  }

  @Endpoint(routes.importEssayReviewXfdf)
  importXfdf(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: Xfdf) {
    return this.reviews.importXfdf(auth, id, body);
  }

  @Endpoint(routes.essaySummaryComment)
  summary(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.reviews.summary(auth, id);
  }

  @Endpoint(routes.saveEssaySummaryComment)
  saveSummary(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: SaveSummaryComment) {
    return this.reviews.saveSummary(auth, id, body);
  }

  @Endpoint(routes.essayAiSummary)
  aiSummary(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.ai.summary(auth, id);
  }

  @Endpoint(routes.generateEssayAiSummary)
  @RateLimit('ai')
  generateAiSummary(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.ai.generateSummary(auth, id);
  }

  @Endpoint(routes.rephraseEssaySummary)
  @RateLimit('ai')
  rephrase(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: RephraseSummary) {
    return this.ai.rephrase(auth, id, body);
  }

  @Endpoint(routes.rateEssayAiSummary)
  rateAiSummary(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('summaryId') summaryId: number,
    @ValidBody() body: RateAiSummary,
  ) {
    return this.ai.rate(auth, id, summaryId, body);
  }

  @Endpoint(routes.essaySuggestions)
  suggestions(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.ai.list(auth, id);
  }

  @Endpoint(routes.acceptEssaySuggestion)
  accept(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('suggestionId') suggestionId: number,
    @ValidBody() body: AcceptSuggestion,
  ) {
    return this.ai.accept(auth, id, suggestionId, body);
  }

  @Endpoint(routes.editEssaySuggestion)
  edit(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('suggestionId') suggestionId: number,
    @ValidBody() body: EditSuggestion,
  ) {
    return this.ai.edit(auth, id, suggestionId, body);
  }

  @Endpoint(routes.rejectEssaySuggestion)
  reject(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('suggestionId') suggestionId: number,
    @ValidBody() body: RejectSuggestion,
  ) {
    return this.ai.reject(auth, id, suggestionId, body);
  }

  @Endpoint(routes.submitEssayReview)
  submit(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: SubmitReview) {
    return this.reviews.submit(auth, id, body);
  }

  @Endpoint(routes.tutorReviewSettings)
  settings(@Auth() auth: AuthContext) {
    return this.reviews.settings(auth);
  }

  @Endpoint(routes.saveTutorReviewSettings)
  saveSettings(@Auth() auth: AuthContext, @ValidBody() body: UpdateTutorReviewSettings) {
    return this.reviews.saveSettings(auth, body);
  }
}
