import { Module } from '@nestjs/common';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { TimesheetsController } from './timesheets.controller.js';
import { TimesheetsRepository } from './timesheets.repository.js';
import { TimesheetsService } from './timesheets.service.js';

/** Timesheets per tutor and pay period from the shift trail, and managers' corrections to it. */
@Module({
  imports: [SchedulesModule],
  controllers: [TimesheetsController],
  providers: [TimesheetsRepository, TimesheetsService],
})
export class TimesheetsModule {}
