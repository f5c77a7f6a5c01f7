import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { WorkersModule } from '../../platform/workers/workers.module.js';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { SignInsModule } from '../auth/sign-ins-ending.js';
import { FilesModule } from '../files/files.module.js';
import { RosterApplyJob } from './roster-apply.job.js';
import { RosterImportsRepository } from './roster-imports.repository.js';
import { RosterReader } from './roster-reader.js';
import { RosterWriter } from './roster-writer.js';
import { RosterWritesRepository } from './roster-writes.repository.js';
import { RosteringController } from './rostering.controller.js';
import { RosteringService } from './rostering.service.js';

/**
 * A district's roster kept in step: OneRoster CSV exports uploaded, previewed, and applied by
 * sourcedId (people and enrolments a bulk roster no longer has are deactivated, never deleted).
 * Other sources plan through the same batch (`roster-planning.ts`) and write through RosterWriter.
 */
@Module({
  imports: [AccessModule, AuditModule, FilesModule, JobsModule, SignInsModule, WorkersModule],
  controllers: [RosteringController],
  providers: [
    RosterApplyJob,
    RosterImportsRepository,
    RosterReader,
    RosterWriter,
    RosterWritesRepository,
    RosteringService,
  ],
})
export class RosteringModule {}
