import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { FilesModule } from '../files/files.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SessionSummariesRepository } from './session-summaries.repository.js';
import { SessionSummaryJob } from './session-summary.job.js';
import { StudentGroupsRepository } from './student-groups.repository.js';
import { StudentGroupsService } from './student-groups.service.js';
import { TeacherActivityRepository } from './teacher-activity.repository.js';
import { TeacherActivityService } from './teacher-activity.service.js';
import { TeacherAreaController } from './teacher-area.controller.js';
import { TeacherStudentsRepository } from './teacher-students.repository.js';
import { TeacherStudentsService } from './teacher-students.service.js';

/**
 * The teacher's area beyond the dashboard: their students across their sections with each ended
 * session's summary, the students who never used Lantern, usage over time, and student groups.
 */
@Module({
  imports: [AccessModule, AuditModule, FilesModule, JobsModule, MailModule],
  controllers: [TeacherAreaController],
  providers: [
    TeacherStudentsRepository,
    TeacherStudentsService,
    StudentGroupsRepository,
    StudentGroupsService,
    TeacherActivityRepository,
    TeacherActivityService,
    SessionSummariesRepository,
    SessionSummaryJob,
  ],
  // The student page and its PDFs serve administrators and district managers too (student-analytics).
  exports: [TeacherStudentsService],
})
export class TeacherAreaModule {}
