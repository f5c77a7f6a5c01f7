import { Module } from '@nestjs/common';
import { StudentGroupsModule } from '../student-groups/student-groups.module.js';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardRepository } from './admin-dashboard.repository.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { ReachController } from './reach.controller.js';
import { ReachRepository } from './reach.repository.js';
import { ReachService } from './reach.service.js';

/** The administrator's and district manager's dashboard widgets (`GET /admin/dashboard/*`), reach included. */
@Module({
  imports: [StudentGroupsModule],
  controllers: [AdminDashboardController, ReachController],
  providers: [AdminDashboardRepository, AdminDashboardService, ReachRepository, ReachService],
  // Student analytics resolves who reaches what the same way.
  exports: [AdminDashboardService],
})
export class AdminDashboardModule {}
