import { routes } from '@lantern/shared/contracts/routes';
import type {
  ContentKind,
  HoldContent,
  StudentBan,
  StudentSearchQuery,
} from '@lantern/shared/contracts/superuser';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { SuperuserService } from './superuser.service.js';

@Controller()
export class SuperuserController {
  constructor(@Inject(SuperuserService) private readonly superuser: SuperuserService) {}

  @Endpoint(routes.banStudent)
  ban(@Auth() auth: AuthContext, @Param('userId') userId: number, @ValidBody() body: StudentBan) {
    return this.superuser.setBan(auth, userId, body.is_banned);
  }

  @Endpoint(routes.searchStudents)
  searchStudents(@ValidQuery() query: StudentSearchQuery) {
    return this.superuser.searchStudents(query.search);
  }

  @Endpoint(routes.contentHolds)
  holds() {
    return this.superuser.holds();
  }

  @Endpoint(routes.holdContent)
  hold(
    @Auth() auth: AuthContext,
    @Param('kind') kind: ContentKind,
    @Param('id') id: number,
    @ValidBody() body: HoldContent,
  ) {
    return this.superuser.hold(auth, kind, id, body);
  }

  @Endpoint(routes.releaseContent)
  release(@Auth() auth: AuthContext, @Param('kind') kind: ContentKind, @Param('id') id: number) {
    return this.superuser.release(auth, kind, id);
  }
}
