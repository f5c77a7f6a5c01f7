import type {
  AccountLicence,
  AccountPassword,
  CreateStudentAccount,
  SchoolFilterQuery,
  SchoolSearchQuery,
  SchoolsListQuery,
  SchoolUsersQuery,
  UserFilterQuery,
} from '@lantern/shared/contracts/customer-lookups';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { PeopleService } from './people.service.js';
import { SchoolLookupsService } from './school-lookups.service.js';
import { SchoolsService } from './schools.service.js';
import { StudentAccountsService } from './student-accounts.service.js';

/**
 * The filter forms, pickers and numbers over people and schools, and student accounts. Registered
 * before CustomersController: `/schools/search` must be matched before `/schools/:id` takes it.
 */
@Controller()
export class CustomerLookupsController {
  constructor(
    @Inject(PeopleService) private readonly people: PeopleService,
    @Inject(SchoolsService) private readonly schools: SchoolsService,
    @Inject(SchoolLookupsService) private readonly lookups: SchoolLookupsService,
    @Inject(StudentAccountsService) private readonly accounts: StudentAccountsService,
  ) {}

  @Endpoint(routes.usersFilter)
  usersFilter(@ValidQuery() query: UserFilterQuery) {
    return this.people.filter(query);
  }

  @Endpoint(routes.schoolsFilter)
  schoolsFilter(@ValidQuery() query: SchoolFilterQuery) {
    return this.schools.filter(query);
  }

  @Endpoint(routes.searchSchools)
  searchSchools(@ValidQuery() query: SchoolSearchQuery) {
    return this.lookups.search(query.q);
  }

  @Endpoint(routes.schoolsList)
  schoolsList(@Auth() auth: AuthContext, @ValidQuery() query: SchoolsListQuery) {
    return this.lookups.list(auth, query);
  }

  @Endpoint(routes.schoolUsers)
  schoolUsers(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: SchoolUsersQuery) {
    return this.people.ofSchool(auth, id, query);
  }

  @Endpoint(routes.schoolAggregate)
  schoolAggregate(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.lookups.aggregate(auth, id);
  }

  @Endpoint(routes.createStudentAccount)
  createStudent(@Auth() auth: AuthContext, @ValidBody() body: CreateStudentAccount) {
    return this.accounts.create(auth, body);
  }

  @Endpoint(routes.studentAccountPassword)
  studentPassword(@Auth() auth: AuthContext, @ValidBody() body: AccountPassword) {
    return this.accounts.password(auth, body.user_id);
  }

  @Endpoint(routes.studentAccountLicence)
  studentLicence(@Auth() auth: AuthContext, @ValidBody() body: AccountLicence) {
    return this.accounts.licence(auth, body);
  }
}
