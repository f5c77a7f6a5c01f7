import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SessionReportsController } from './session-reports.controller.js';
import { SessionReportsService } from './session-reports.service.js';

/** The GROW session feedback reports managers write on tutors' sessions, and incidents. */
@Module({
  imports: [AuditModule],
  controllers: [SessionReportsController],
  providers: [SessionReportsService],
})
export class SessionReportsModule {}
