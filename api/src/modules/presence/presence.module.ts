import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { PresenceGateway } from './presence.gateway.js';
import { PresenceJobs } from './presence.jobs.js';
import { PresenceSignal } from './presence-signal.js';
import { PresenceTrail } from './presence-trail.js';
import { PresenceRepository } from './presence.repository.js';
import { PresenceService } from './presence.service.js';

/** Tutors' presence at their consoles: the reports, the lost consoles, the absences on the trail. */
@Module({
  imports: [RealtimeModule, JobsModule],
  providers: [
    PresenceRepository,
    PresenceTrail,
    PresenceSignal,
    PresenceService,
    PresenceGateway,
    PresenceJobs,
  ],
  exports: [PresenceRepository, PresenceTrail, PresenceSignal],
})
export class PresenceModule {}
