import type { CreateCannedReply, UpdateCannedReply } from '@lantern/shared/contracts/canned-replies';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { CannedRepliesService } from './canned-replies.service.js';

@Controller()
export class CannedRepliesController {
  constructor(@Inject(CannedRepliesService) private readonly replies: CannedRepliesService) {}

  @Endpoint(routes.cannedReplies)
  list(@Auth() auth: AuthContext) {
    return this.replies.list(auth);
  }

  @Endpoint(routes.createCannedReply)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateCannedReply) {
    return this.replies.create(auth, body);
  }

  @Endpoint(routes.updateCannedReply)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateCannedReply) {
    return this.replies.update(auth, id, body);
  }

  @Endpoint(routes.deleteCannedReply)
  remove(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.replies.remove(auth, id);
  }
}
