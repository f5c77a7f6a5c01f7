import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { BreaksController } from './breaks.controller.js';
import { BreaksRepository } from './breaks.repository.js';
import { BreaksService } from './breaks.service.js';

/** The managers' breaks center (approve and reject break requests, tutors on bio break) and current summary. */
@Module({
  imports: [RealtimeModule, SchedulesModule],
  controllers: [BreaksController],
  providers: [BreaksRepository, BreaksService],
})
export class BreaksModule {}
