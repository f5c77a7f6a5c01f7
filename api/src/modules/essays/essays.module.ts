import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { FilesModule } from '../files/files.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { EssayAnnouncer } from './essay-announcer.js';
import { EssayConversionJob } from './essay-conversion.job.js';
import { EssayFiles } from './essay-files.js';
import { EssayQueue } from './essay-queue.service.js';
import { EssaysController } from './essays.controller.js';
import { EssaysRepository } from './essays.repository.js';
import { EssaysService } from './essays.service.js';
import { LibreOffice } from './libreoffice.js';

/** Writing review: students' uploads and their conversion to PDF, the review center, the tutors' queue. */
@Module({
  imports: [RealtimeModule, JobsModule, FilesModule],
  controllers: [EssaysController],
  providers: [
    EssaysRepository,
    EssayAnnouncer,
    LibreOffice,
    EssayFiles,
    EssaysService,
    EssayQueue,
    EssayConversionJob,
  ],
})
export class EssaysModule {}
