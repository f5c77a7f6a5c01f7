import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { WorkersModule } from '../../platform/workers/workers.module.js';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { SignInsModule } from '../auth/sign-ins-ending.js';
import { FilesModule } from '../files/files.module.js';
import { ApiRosterImporter, ROSTER_FETCH } from './api-roster-importer.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { RosterApplyJob } from './roster-apply.job.js';
import { rosterNetwork } from './roster-hosts.js';
import { RosterImportsRepository } from './roster-imports.repository.js';
import { RosterReader } from './roster-reader.js';
import { RosterSecrets } from './roster-secrets.js';
import { RosterSyncJob } from './roster-sync.job.js';
import { RosterSyncsController } from './roster-syncs.controller.js';
import { RosterSyncsRepository } from './roster-syncs.repository.js';
import { RosterSyncsService } from './roster-syncs.service.js';
import { RosterWriter } from './roster-writer.js';
import { RosterWritesRepository } from './roster-writes.repository.js';
import { RosteringController } from './rostering.controller.js';
import { RosteringService } from './rostering.service.js';

/**
 * A district's roster kept in step: OneRoster CSV exports uploaded, previewed, and applied by
 * sourcedId (people and enrolments a bulk roster no longer has are deactivated, never deleted).
 * Roster APIs (OneRoster REST, Clever) are read by the schedule or on demand through the same
 * importer interface, plan and writer; a run past its source's share of a school waits for approval.
 */
@Module({
  imports: [AccessModule, AuditModule, FilesModule, JobsModule, SignInsModule, WorkersModule],
  controllers: [RosteringController, RosterSyncsController],
  providers: [
    ApiRosterImporter,
    {
      provide: ROSTER_FETCH,
      useFactory: (config: AppConfig) => rosterNetwork(config.rosterAllowPrivateHosts),
      inject: [APP_CONFIG],
    },
    RosterApplyJob,
    RosterImportsRepository,
    RosterReader,
    RosterSecrets,
    RosterSyncJob,
    RosterSyncsRepository,
    RosterSyncsService,
    RosterWriter,
    RosterWritesRepository,
    RosteringService,
  ],
})
export class RosteringModule {}
