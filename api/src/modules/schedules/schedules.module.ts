import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { PresenceModule } from '../presence/presence.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { BreakTimers } from './break-timers.js';
import { ManagerShiftsController } from './manager-shifts.controller.js';
import { ManagerShiftsService } from './manager-shifts.service.js';
import { ShiftReads } from './shift-reads.service.js';
import { SchedulesController } from './schedules.controller.js';
import { SchedulesRepository } from './schedules.repository.js';
import { SchedulesService } from './schedules.service.js';
import { ShiftStateSignal } from './shift-state-signal.js';
import { ShiftTransitionsJob } from './shift-transitions.job.js';

/** Shifts and the tutor's punch clock: the shift state machine, its pay-data trail, and managers' edits. */
@Module({
  imports: [RealtimeModule, JobsModule, PresenceModule],
  controllers: [SchedulesController, ManagerShiftsController],
  providers: [
    SchedulesRepository,
    SchedulesService,
    ManagerShiftsService,
    ShiftReads,
    BreakTimers,
    ShiftTransitionsJob,
    ShiftStateSignal,
  ],
  exports: [SchedulesRepository, SchedulesService, BreakTimers, ShiftStateSignal],
})
export class SchedulesModule {}
