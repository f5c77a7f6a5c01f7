import { routes } from '@lantern/shared/contracts/routes';
import type { ReassignEssay, ReleaseEssay } from '@lantern/shared/contracts/service';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { EssayQueueActions } from './essay-queue-actions.service.js';

/** The managers' actions on the essay queue. */
@Controller()
export class EssayQueueActionsController {
  constructor(@Inject(EssayQueueActions) private readonly actions: EssayQueueActions) {}

  @Endpoint(routes.essayQueueTutors)
  tutors(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.actions.tutors(auth, id);
  }

  @Endpoint(routes.releaseEssay)
  release(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: ReleaseEssay) {
    return this.actions.release(auth, id, body);
  }

  @Endpoint(routes.reassignEssay)
  reassign(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: ReassignEssay) {
    return this.actions.reassign(auth, id, body);
  }

  @Endpoint(routes.prioritiseEssay)
  prioritise(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.actions.prioritise(auth, id);
  }

  @Endpoint(routes.unprioritiseEssay)
  unprioritise(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.actions.unprioritise(auth, id);
  }
}
