import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { ActionItemsController } from './action-items.controller.js';
import { ActionItemsRepository } from './action-items.repository.js';
import { ActionItemsService } from './action-items.service.js';
import { SafetyEscalationJob } from './safety-escalation.job.js';
import { SafetyEscalationsController } from './safety-escalations.controller.js';
import { SafetyEscalationsRepository } from './safety-escalations.repository.js';
import { SafetyEscalationsService } from './safety-escalations.service.js';

/**
 * The action center's items: raised by other modules (e.g. sessions on a self-harm message),
 * listed for managers; and the escalation of self-harm items nobody acknowledged, with its drills.
 */
@Module({
  imports: [RealtimeModule, JobsModule, MailModule],
  controllers: [ActionItemsController, SafetyEscalationsController],
  providers: [
    ActionItemsRepository,
    ActionItemsService,
    SafetyEscalationsRepository,
    SafetyEscalationsService,
    SafetyEscalationJob,
  ],
  exports: [ActionItemsService],
})
export class ActionItemsModule {}
