import { routes } from '@lantern/shared/contracts/routes';
import type { CreateRosterSync, UpdateRosterSync } from '@lantern/shared/contracts/roster-syncs';
import { Controller, HttpCode, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { RosterSyncsService } from './roster-syncs.service.js';

@Controller()
export class RosterSyncsController {
  constructor(@Inject(RosterSyncsService) private readonly syncs: RosterSyncsService) {}

  @Endpoint(routes.rosterSyncs)
  list() {
    return this.syncs.list();
  }

  @Endpoint(routes.createRosterSync)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateRosterSync) {
    return this.syncs.create(auth, body);
  }

  @Endpoint(routes.updateRosterSync)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateRosterSync) {
    return this.syncs.update(auth, id, body);
  }

  @Endpoint(routes.runRosterSync)
  // Answered once the run is queued: its status says where it stands.
  @HttpCode(202)
  run(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.syncs.runNow(auth, id);
  }

  @Endpoint(routes.approveRosterImport)
  @HttpCode(202)
  approve(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.syncs.approve(auth, id);
  }

  @Endpoint(routes.discardRosterImport)
  discard(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.syncs.discard(auth, id);
  }
}
