import { routes } from '@lantern/shared/contracts/routes';
import type { UpdateUserPreferences } from '@lantern/shared/contracts/preferences';
import type { StudentPageQuery } from '@lantern/shared/contracts/session-records';
import type { UpdatePreferredLanguage } from '@lantern/shared/contracts/users';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { HotPath } from '../../platform/http/hot-lane.js';
import { PreferencesService } from './preferences.service.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(PreferencesService) private readonly preferences: PreferencesService,
  ) {}

  // Every signed-in page starts with it: answered ahead of Express and Nest's pipeline.
  @HotPath()
  @Endpoint(routes.me)
  me(@Auth() auth: AuthContext) {
    return this.users.currentUser(auth);
  }

  @Endpoint(routes.meHome)
  home(@Auth() auth: AuthContext) {
    return this.users.home(auth);
  }

  @Endpoint(routes.setLanguage)
  setLanguage(@Auth() auth: AuthContext, @ValidBody() body: UpdatePreferredLanguage) {
    return this.users.setLanguage(auth, body);
  }

  @Endpoint(routes.userPreferences)
  userPreferences(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.preferences.get(auth, id);
  }

  @Endpoint(routes.setUserPreferences)
  setUserPreferences(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @ValidBody() body: UpdateUserPreferences,
  ) {
    return this.preferences.save(auth, id, body);
  }

  @Endpoint(routes.studentGroupMembers)
  groupMembers(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: StudentPageQuery) {
    return this.users.groupMembers(auth, id, query.page);
  }

  @Endpoint(routes.acceptAgreement)
  acceptAgreement(@Auth() auth: AuthContext) {
    return this.users.acceptAgreement(auth);
  }
}
