import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { SuperuserController } from './superuser.controller.js';
import { SuperuserRepository } from './superuser.repository.js';
import { SuperuserService } from './superuser.service.js';

/** What only superusers do: ban students, hide or quarantine sessions and essays. */
@Module({
  imports: [AuditModule, RealtimeModule],
  controllers: [SuperuserController],
  providers: [SuperuserRepository, SuperuserService],
})
export class SuperuserModule {}
