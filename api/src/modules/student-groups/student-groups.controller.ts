import type {
  SaveStudentGroup,
  StudentGroupSearchQuery,
  StudentGroupUsers,
} from '@lantern/shared/contracts/student-groups';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { StudentGroupsService } from './student-groups.service.js';

@Controller()
export class StudentGroupsController {
  constructor(@Inject(StudentGroupsService) private readonly groups: StudentGroupsService) {}

  // The fixed paths before `/student-groups/:id`, which would otherwise take them for an id.
  @Endpoint(routes.studentGroupFilters)
  filters(@Auth() auth: AuthContext) {
    return this.groups.filters(auth);
  }

  @Endpoint(routes.searchGroupUsers)
  search(
    @Auth() auth: AuthContext,
    @Param('query') search: string,
    @ValidQuery() query: StudentGroupSearchQuery,
  ) {
    return this.groups.search(auth, search, query);
  }

  @Endpoint(routes.studentGroups)
  list(@Auth() auth: AuthContext) {
    return this.groups.list(auth);
  }

  @Endpoint(routes.createStudentGroup)
  create(@Auth() auth: AuthContext, @ValidBody() body: SaveStudentGroup) {
    return this.groups.create(auth, body);
  }

  @Endpoint(routes.studentGroup)
  one(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.groups.one(auth, id);
  }

  @Endpoint(routes.renameStudentGroup)
  rename(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: SaveStudentGroup) {
    return this.groups.rename(auth, id, body);
  }

  @Endpoint(routes.deleteStudentGroup)
  remove(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.groups.remove(auth, id);
  }

  @Endpoint(routes.studentGroupUsers)
  members(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: { page: number }) {
    return this.groups.members(auth, id, query.page);
  }

  @Endpoint(routes.setStudentGroupUsers)
  setUsers(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: StudentGroupUsers) {
    return this.groups.setMembers(auth, id, body.user_ids);
  }
}
