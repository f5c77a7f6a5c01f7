import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { WorkersModule } from '../../platform/workers/workers.module.js';
import { ActionItemsModule } from '../action-items/action-items.module.js';
import { FilesModule } from '../files/files.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { EssayAnnouncer } from './essay-announcer.js';
import { EssayConversionJob } from './essay-conversion.job.js';
import { EssayFiles } from './essay-files.js';
import { EssayQueue } from './essay-queue.service.js';
import { EssayQueueActionsController } from './essay-queue-actions.controller.js';
import { EssayQueueActionsRepository } from './essay-queue-actions.repository.js';
import { EssayQueueActions } from './essay-queue-actions.service.js';
import { ContentLibraryController } from './content-library.controller.js';
import { ContentLibraryService } from './content-library.service.js';
import { EssayAiService } from './essay-ai.service.js';
import { EssayFingerprintsRepository } from './essay-fingerprints.repository.js';
import { EssayPlagiarism } from './essay-plagiarism.js';
import { EssayReviewController } from './essay-review.controller.js';
import { EssayReviewRepository } from './essay-review.repository.js';
import { EssayReviewService } from './essay-review.service.js';
import { EssaysController } from './essays.controller.js';
import { EssaysRepository } from './essays.repository.js';
import { EssaysService } from './essays.service.js';
import { LibreOffice } from './libreoffice.js';
import { LongReviewsJob } from './long-reviews.job.js';
import { EssayPdfs } from './pdf/essay-pdfs.js';

/**
 * Writing review: students' uploads and their conversion to PDF, the review center, the tutors'
 * queue and the managers' actions on it (release, reassign, move to the front), the tutor's review
 * (annotations, AI suggestions and summary, plagiarism) and Comment Library.
 */
@Module({
  imports: [
    AccessModule,
    AuditModule,
    RealtimeModule,
    JobsModule,
    WorkersModule,
    FilesModule,
    ActionItemsModule,
  ],
  controllers: [
    EssaysController,
    EssayReviewController,
    ContentLibraryController,
    EssayQueueActionsController,
  ],
  providers: [
    EssaysRepository,
    EssayAnnouncer,
    LibreOffice,
    EssayFiles,
    EssaysService,
    EssayQueue,
    EssayQueueActionsRepository,
    EssayQueueActions,
    LongReviewsJob,
    EssayConversionJob,
    EssayPdfs,
    EssayFingerprintsRepository,
    EssayPlagiarism,
    EssayReviewRepository,
    EssayReviewService,
    EssayAiService,
    ContentLibraryService,
  ],
})
export class EssaysModule {}
