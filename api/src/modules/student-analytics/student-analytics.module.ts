import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AdminDashboardModule } from '../admin-dashboard/admin-dashboard.module.js';
import { TeacherAreaModule } from '../teacher-area/teacher-area.module.js';
import { SchoolStudentsRepository } from './school-students.repository.js';
import { StudentAnalyticsController } from './student-analytics.controller.js';
import { StudentAnalyticsRepository } from './student-analytics.repository.js';
import { StudentAnalyticsService } from './student-analytics.service.js';

/**
 * Administrators' and district managers' students: student analytics (each student's sessions and
 * essays in a range, paged, sorted, as CSV), the school and district student lists and counts, and
 * a student's page (the teacher's, through the access service).
 */
@Module({
  imports: [AccessModule, AdminDashboardModule, TeacherAreaModule],
  controllers: [StudentAnalyticsController],
  providers: [StudentAnalyticsRepository, SchoolStudentsRepository, StudentAnalyticsService],
})
export class StudentAnalyticsModule {}
