import { Module } from '@nestjs/common';
import { AdminDashboardController } from './admin-dashboard.controller.js';
import { AdminDashboardRepository } from './admin-dashboard.repository.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

/** The administrator's and district manager's dashboard widgets (`GET /admin/dashboard/*`). */
@Module({
  controllers: [AdminDashboardController],
  providers: [AdminDashboardRepository, AdminDashboardService],
  // Student analytics resolves who reaches what the same way.
  exports: [AdminDashboardService],
})
export class AdminDashboardModule {}
