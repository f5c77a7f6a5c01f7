import { routes } from '@lantern/shared/contracts/routes';
import {
  type EssayFeedback,
  type EssaysQuery,
  essayUploadFieldsSchema,
} from '@lantern/shared/contracts/essays';
import {
  ESSAY_FILE_MAX_BYTES,
  ESSAY_MAX_FILES,
  ESSAY_MAX_INSTRUCTION_FILES,
} from '@lantern/shared/domain/essays/essay-upload';
import { Controller, Inject, Param, Req, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { ValidationFailed } from '../../platform/http/app-error.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { toValidationIssues } from '../../platform/http/zod-issues.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import type { UploadedPart } from './essay-files.js';
import { EssayQueue } from './essay-queue.service.js';
import { EssayUploadErrors } from './essay-upload.interceptor.js';
import { EssaysService } from './essays.service.js';

type MulterFile = { buffer: Buffer; originalname: string; fieldname: string };
type UploadFiles = { files?: MulterFile[]; teacher_instruction_files?: MulterFile[] };

const parts = (files: MulterFile[] | undefined): UploadedPart[] =>
  (files ?? []).map((file) => ({ field: file.fieldname, bytes: file.buffer, name: file.originalname }));

/** A PDF of a person's own essay: never cached by a shared machine's browser. */
export function sendPdf(
  response: Response,
  file: { bytes: Buffer; fileName: string },
  disposition: 'inline' | 'attachment',
): void {
  response.status(200).type('application/pdf').set('Cache-Control', 'private, no-store');
  if (disposition === 'attachment') response.attachment(file.fileName);
  else response.set('Content-Disposition', 'inline');
  response.send(file.bytes);
}

@Controller()
export class EssaysController {
  constructor(
    @Inject(EssaysService) private readonly essays: EssaysService,
    @Inject(EssayQueue) private readonly queue: EssayQueue,
  ) {}

  @Endpoint(routes.uploadEssay)
  @RateLimit('upload', 'conversion')
  // Held in memory, each file up to the limit: a bigger one stops the read at once (EssayUploadErrors).
  @UseInterceptors(
    EssayUploadErrors,
    FileFieldsInterceptor(
      [
        { name: 'files', maxCount: ESSAY_MAX_FILES },
        { name: 'teacher_instruction_files', maxCount: ESSAY_MAX_INSTRUCTION_FILES },
      ],
      { limits: { fileSize: ESSAY_FILE_MAX_BYTES } },
    ),
  )
  upload(
    @Auth() auth: AuthContext,
    @Req() request: Request,
    @UploadedFiles() files: UploadFiles | undefined,
  ) {
    const fields = essayUploadFieldsSchema.safeParse(request.body ?? {});
    if (!fields.success) throw new ValidationFailed(toValidationIssues(fields.error));
    return this.essays.upload(
      auth,
      fields.data,
      parts(files?.files),
      parts(files?.teacher_instruction_files),
    );
  }

  @Endpoint(routes.essays)
  list(@Auth() auth: AuthContext, @ValidQuery() query: EssaysQuery) {
    return this.essays.list(auth, query);
  }

  @Endpoint(routes.navbarNotifications)
  navbar(@Auth() auth: AuthContext) {
    return this.essays.navbar(auth);
  }

  @Endpoint(routes.essay)
  one(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.essays.view(auth, id);
  }

  @Endpoint(routes.cancelEssay)
  cancel(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.essays.cancel(auth, id);
  }

  @Endpoint(routes.downloadEssay)
  @RateLimit('download')
  async download(@Auth() auth: AuthContext, @Param('id') id: number, @Res() response: Response) {
    sendPdf(response, await this.essays.download(auth, id), 'attachment');
  }

  @Endpoint(routes.reviewedEssay)
  reviewed(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.essays.reviewed(auth, id);
  }

  @Endpoint(routes.essayPdf)
  async pdf(@Auth() auth: AuthContext, @Param('id') id: number, @Res() response: Response) {
    sendPdf(response, await this.essays.pdf(auth, id), 'inline');
  }

  @Endpoint(routes.rateEssay)
  rate(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: EssayFeedback) {
    return this.essays.rate(auth, id, body);
  }

  @Endpoint(routes.nextEssay)
  next(@Auth() auth: AuthContext) {
    return this.queue.next(auth);
  }

  @Endpoint(routes.pickUpEssay)
  pickUp(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.queue.pickUp(auth, id);
  }
}
