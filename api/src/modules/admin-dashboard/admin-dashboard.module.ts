import { Module } from '@nestjs/common';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardRepository } from './admin-dashboard.repository.js';
import { AdminDashboardService } from './admin-dashboard.service.js';
import { ReachController } from './reach.controller.js';
import { ReachRepository } from './reach.repository.js';
import { ReachService } from './reach.service.js';

/** The administrator's and district manager's dashboard widgets (`GET /admin/dashboard/*`), reach included. */
@Module({
  controllers: [AdminDashboardController, ReachController],
  providers: [AdminDashboardRepository, AdminDashboardService, ReachRepository, ReachService],
})
export class AdminDashboardModule {}
