import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { TransfersController } from './transfers.controller.js';
import { TransfersRepository } from './transfers.repository.js';
import { TransfersService } from './transfers.service.js';

/** Shift transfers: a tutor offers an upcoming segment, another tutor takes it, atomically. */
@Module({
  imports: [RealtimeModule, SchedulesModule],
  controllers: [TransfersController],
  providers: [TransfersRepository, TransfersService],
})
export class TransfersModule {}
