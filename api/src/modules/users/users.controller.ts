import { routes } from '@lantern/shared/contracts/routes';
import type { UpdatePreferredLanguage } from '@lantern/shared/contracts/users';
import { Controller, Inject } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

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

  @Endpoint(routes.acceptAgreement)
  acceptAgreement(@Auth() auth: AuthContext) {
    return this.users.acceptAgreement(auth);
  }
}
