import type { DashboardQuery } from '@lantern/shared/contracts/admin-dashboard';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { ReachService } from './reach.service.js';

@Controller()
export class ReachController {
  constructor(@Inject(ReachService) private readonly reach: ReachService) {}

  @Endpoint(routes.dashboardReach)
  dashboardReach(@Auth() auth: AuthContext, @ValidQuery() query: DashboardQuery) {
    return this.reach.reach(auth, query);
  }
}
