import {
  CUSTOMER_LIST_PAGE_SIZE,
  type CreateSchool,
  type School as SchoolContract,
  type SchoolList,
  type SchoolListQuery,
  type UpdateSchool,
} from '@lantern/shared/contracts/customers';
import type { SchoolFilterQuery } from '@lantern/shared/contracts/customer-lookups';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { District } from '../schools/entities/district.entity.js';
import { School } from '../schools/entities/school.entity.js';
import { auditedChange } from './audit-changes.js';
import { schoolFields, toSchool } from './customers.mapper.js';
import { CustomersRepository, type SchoolFilter } from './customers.repository.js';
import { pageOf } from './paging.js';

/**
 * Superusers' schools: name, district, country, time zone, operating hours, features, the
 * providers its people may sign in with, safety contacts. Every change on the audit trail.
 */
@Injectable()
export class SchoolsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CustomersRepository) private readonly repository: CustomersRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  list(query: SchoolListQuery): Promise<SchoolList> {
    return this.page(
      {
        search: query.search,
        districtIds: query.district_id === undefined ? undefined : [query.district_id],
      },
      query.page,
      CUSTOMER_LIST_PAGE_SIZE,
    );
  }

  /** `schools.filter`: the spec's filter form over the same query as `GET schools`. */
  filter(query: SchoolFilterQuery): Promise<SchoolList> {
    return this.page(
      {
        search: query.search,
        districtIds: query.district_ids,
        countryCode: query.country_code,
        licence: query.licence,
        licensingEnabled:
          query.licensing_enabled === undefined ? undefined : query.licensing_enabled === 'true',
        orderBy: query.order_by,
        orderDir: query.order_dir,
      },
      query.page,
      query.per_page,
    );
  }

  private async page(filter: SchoolFilter, page: number, perPage: number): Promise<SchoolList> {
    const { rows, total } = await this.repository.schoolPage(
      filter,
      perPage,
      (page - 1) * perPage,
      this.clock.date(),
    );
    const ids = rows.map((row) => row.id);
    const schools = await this.em.find(School, { id: { $in: ids } }, { populate: ['district'] });
    const extras = await this.repository.extrasOf('schools', ids);
    const byId = new Map(schools.map((school) => [school.id, school]));
    const data = rows.map((row) =>
      toSchool(byId.get(row.id)!, extras.get(row.id)!.safety_contacts, row.student_count),
    );
    return pageOf(data, total, page, perPage);
  }

  async one(auth: AuthContext, id: number): Promise<SchoolContract> {
    await this.access.requireAccess(auth, 'customer.school.edit', id);
    return this.view(id);
  }

  async create(auth: AuthContext, input: CreateSchool): Promise<SchoolContract> {
    const school = this.em.create(School, {
      name: input.name,
      district: await this.district(input.district_id),
      countryCode: input.country_code,
      timezone: input.timezone,
      operatingHoursStart: input.operating_hours_start,
      operatingHoursEnd: input.operating_hours_end,
      featuresLiveHelp: input.features_live_help,
      featuresEssayReview: input.features_essay_review,
      featuresSharedSessions: input.features_shared_sessions,
      licensingEnabled: input.licensing_enabled,
      ssoProviders: input.sso_providers,
    });
    await this.em.flush();
    await this.repository.setSchoolContacts(school.id, input.safety_contacts);
    this.audit.recordFor(auth, 'customers.school.created', {
      school_id: school.id,
      ...auditedChange(null, schoolFields(school, input.safety_contacts)),
    });
    await this.em.flush();
    return this.view(school.id);
  }

  async update(auth: AuthContext, id: number, input: UpdateSchool): Promise<SchoolContract> {
    await this.access.requireAccess(auth, 'customer.school.edit', id);
    const school = await this.em.findOneOrFail(School, { id }, { populate: ['district'] });
    const contacts = (await this.repository.extras('schools', id)).safety_contacts;
    const before = schoolFields(school, contacts);
    if (input.district_id !== undefined) school.district = await this.district(input.district_id);
    if (input.name !== undefined) school.name = input.name;
    if (input.country_code !== undefined) school.countryCode = input.country_code;
    if (input.timezone !== undefined) school.timezone = input.timezone;
    if (input.operating_hours_start !== undefined) school.operatingHoursStart = input.operating_hours_start;
    if (input.operating_hours_end !== undefined) school.operatingHoursEnd = input.operating_hours_end;
    if (input.features_live_help !== undefined) school.featuresLiveHelp = input.features_live_help;
    if (input.features_essay_review !== undefined) school.featuresEssayReview = input.features_essay_review;
    if (input.features_shared_sessions !== undefined)
      school.featuresSharedSessions = input.features_shared_sessions;
    if (input.licensing_enabled !== undefined) school.licensingEnabled = input.licensing_enabled;
    if (input.sso_providers !== undefined) school.ssoProviders = input.sso_providers;
    const newContacts = input.safety_contacts ?? contacts;
    if (input.safety_contacts !== undefined) await this.repository.setSchoolContacts(id, newContacts);
    const change = auditedChange(before, schoolFields(school, newContacts));
    if (Object.keys(change.after).length > 0)
      this.audit.recordFor(auth, 'customers.school.updated', { school_id: id, ...change });
    await this.em.flush();
    return this.view(id);
  }

  /** A district named by id, or a validation error naming `district_id` when there is none. */
  private async district(id: number | null): Promise<District | null> {
    if (id === null) return null;
    const district = await this.em.findOne(District, { id });
    if (!district)
      throw new ValidationFailed([
        { field: 'district_id', rule: 'exists', message: `district_id: no district has id ${id}` },
      ]);
    return district;
  }

  private async view(id: number): Promise<SchoolContract> {
    const school = await this.em.findOneOrFail(School, { id }, { populate: ['district'] });
    const counts = await this.repository.studentCounts([id]);
    const contacts = (await this.repository.extras('schools', id)).safety_contacts;
    return toSchool(school, contacts, counts.get(id) ?? 0);
  }
}
