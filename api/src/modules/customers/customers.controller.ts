import type {
  AuditListQuery,
  CreateDistrict,
  CreateLicence,
  CreateSchool,
  DistrictListQuery,
  LicenceListQuery,
  SchoolListQuery,
  UpdateDistrict,
  UpdateLicence,
  UpdateSchool,
} from '@lantern/shared/contracts/customers';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { CustomerAuditService } from './customer-audit.service.js';
import { DistrictsService } from './districts.service.js';
import { LicencesService } from './licences.service.js';
import { SchoolsService } from './schools.service.js';

@Controller()
export class CustomersController {
  constructor(
    @Inject(DistrictsService) private readonly districts: DistrictsService,
    @Inject(SchoolsService) private readonly schools: SchoolsService,
    @Inject(LicencesService) private readonly licences: LicencesService,
    @Inject(CustomerAuditService) private readonly trail: CustomerAuditService,
  ) {}

  @Endpoint(routes.districts)
  listDistricts(@ValidQuery() query: DistrictListQuery) {
    return this.districts.list(query);
  }

  @Endpoint(routes.createDistrict)
  createDistrict(@Auth() auth: AuthContext, @ValidBody() body: CreateDistrict) {
    return this.districts.create(auth, body);
  }

  @Endpoint(routes.district)
  district(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.districts.one(auth, id);
  }

  @Endpoint(routes.updateDistrict)
  updateDistrict(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateDistrict) {
    return this.districts.update(auth, id, body);
  }

  @Endpoint(routes.schools)
  listSchools(@ValidQuery() query: SchoolListQuery) {
    return this.schools.list(query);
  }

  @Endpoint(routes.createSchool)
  createSchool(@Auth() auth: AuthContext, @ValidBody() body: CreateSchool) {
    return this.schools.create(auth, body);
  }

  @Endpoint(routes.school)
  school(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.schools.one(auth, id);
  }

  @Endpoint(routes.updateSchool)
  updateSchool(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateSchool) {
    return this.schools.update(auth, id, body);
  }

  @Endpoint(routes.licences)
  listLicences(@ValidQuery() query: LicenceListQuery) {
    return this.licences.list(query);
  }

  @Endpoint(routes.createLicence)
  createLicence(@Auth() auth: AuthContext, @ValidBody() body: CreateLicence) {
    return this.licences.create(auth, body);
  }

  @Endpoint(routes.updateLicence)
  updateLicence(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateLicence) {
    return this.licences.update(auth, id, body);
  }

  @Endpoint(routes.customerAudit)
  audit(@ValidQuery() query: AuditListQuery) {
    return this.trail.list(query);
  }
}
