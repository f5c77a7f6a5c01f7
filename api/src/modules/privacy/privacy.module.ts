import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { SignInsModule } from '../auth/sign-ins-ending.js';
import { FilesModule } from '../files/files.module.js';
import { PrivacyDeletionJob } from './privacy-deletion.job.js';
import { PrivacyDeletionsRepository } from './privacy-deletions.repository.js';
import { PrivacyErasureRepository } from './privacy-erasure.repository.js';
import { PrivacyExport } from './privacy-export.js';
import { PrivacyExportQuery } from './privacy-export.query.js';
import { PrivacyController } from './privacy.controller.js';
import { PrivacyRecordsRepository } from './privacy-records.repository.js';
import { PrivacyRecordsService } from './privacy-records.service.js';
import { PrivacyService } from './privacy.service.js';
import { RetentionJob } from './retention.job.js';
import { RetentionRepository } from './retention.repository.js';

/**
 * What a district's data-privacy agreement asks of Lantern: a student (or a school's students)
 * erased on request with a certificate to prove it, and a student's data handed over as one file.
 */
@Module({
  imports: [AccessModule, AuditModule, FilesModule, JobsModule, SignInsModule],
  controllers: [PrivacyController],
  providers: [
    PrivacyDeletionJob,
    PrivacyDeletionsRepository,
    PrivacyErasureRepository,
    PrivacyExport,
    PrivacyExportQuery,
    PrivacyRecordsRepository,
    PrivacyRecordsService,
    PrivacyService,
    RetentionJob,
    RetentionRepository,
  ],
})
export class PrivacyModule {}
