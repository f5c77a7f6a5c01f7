import type { SafetyDrillRequest } from '@lantern/shared/contracts/safety-escalations';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { ActionItemsService } from './action-items.service.js';
import { SafetyEscalationsRepository } from './safety-escalations.repository.js';
import { SafetyEscalationsService } from './safety-escalations.service.js';

/** Managers serve every school: these routes are theirs by role (the endpoints' `auth`), as the action center's are. */
@Controller()
export class SafetyEscalationsController {
  constructor(
    @Inject(ActionItemsService) private readonly actionItems: ActionItemsService,
    @Inject(SafetyEscalationsService) private readonly escalations: SafetyEscalationsService,
    @Inject(SafetyEscalationsRepository) private readonly rows: SafetyEscalationsRepository,
  ) {}

  @Endpoint(routes.safetyEscalation)
  trail(@Param('id') id: number) {
    return this.escalations.trail(id);
  }

  @Endpoint(routes.safetyDrillSchools)
  drillSchools() {
    return this.rows.drillSchools();
  }

  @Endpoint(routes.sendSafetyDrill)
  sendDrill(@Auth() auth: AuthContext, @ValidBody() body: SafetyDrillRequest) {
    return this.actionItems.raiseDrill(auth, body);
  }
}
