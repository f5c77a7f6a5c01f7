import type {
  CreateUser,
  UpdateUser,
  UserListQuery,
  UserQuery,
  UserSchools,
} from '@lantern/shared/contracts/customer-users';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { PeopleService } from './people.service.js';

@Controller()
export class PeopleController {
  constructor(@Inject(PeopleService) private readonly people: PeopleService) {}

  @Endpoint(routes.users)
  list(@ValidQuery() query: UserListQuery) {
    return this.people.list(query);
  }

  @Endpoint(routes.createUser)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateUser) {
    return this.people.create(auth, body);
  }

  @Endpoint(routes.user)
  one(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: UserQuery) {
    return this.people.one(auth, id, query.include);
  }

  @Endpoint(routes.updateUser)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateUser) {
    return this.people.update(auth, id, body);
  }

  @Endpoint(routes.moveUserSchools)
  moveSchools(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UserSchools) {
    return this.people.moveSchools(auth, id, body);
  }
}
