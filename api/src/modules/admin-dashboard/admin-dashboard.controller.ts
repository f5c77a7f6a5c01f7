import type { DashboardQuery } from '@lantern/shared/contracts/admin-dashboard';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { AdminDashboardService } from './admin-dashboard.service.js';

@Controller()
export class AdminDashboardController {
  constructor(@Inject(AdminDashboardService) private readonly dashboard: AdminDashboardService) {}

  @Endpoint(routes.dashboardFilterData)
  filterData(@Auth() auth: AuthContext, @ValidQuery() query: { district_id?: number }) {
    return this.dashboard.filterData(auth, query.district_id);
  }

  @Endpoint(routes.dashboardQuickStats)
  quickStats(@Auth() auth: AuthContext, @ValidQuery() query: DashboardQuery) {
    return this.dashboard.quickStats(auth, query);
  }

  @Endpoint(routes.dashboardTotalUsage)
  totalUsage(@Auth() auth: AuthContext, @ValidQuery() query: DashboardQuery) {
    return this.dashboard.totalUsage(auth, query);
  }

  @Endpoint(routes.dashboardUsageBySchool)
  usageBySchool(@Auth() auth: AuthContext, @ValidQuery() query: DashboardQuery) {
    return this.dashboard.usageBySchool(auth, query);
  }

  @Endpoint(routes.dashboardSessionsAndTopics)
  sessionsAndTopics(@Auth() auth: AuthContext, @ValidQuery() query: DashboardQuery) {
    return this.dashboard.sessionsAndTopics(auth, query);
  }
}
