import {
  CUSTOMER_LIST_PAGE_SIZE,
  type CreateDistrict,
  type District as DistrictContract,
  type DistrictList,
  type DistrictListQuery,
  type UpdateDistrict,
} from '@lantern/shared/contracts/customers';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { District } from '../schools/entities/district.entity.js';
import { auditedChange } from './audit-changes.js';
import { districtFields, toDistrict } from './customers.mapper.js';
import { CustomersRepository } from './customers.repository.js';
import { pageOf } from './paging.js';

/** Superusers' districts: list, read, create, change; every change on the audit trail. */
@Injectable()
export class DistrictsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CustomersRepository) private readonly repository: CustomersRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async list(query: DistrictListQuery): Promise<DistrictList> {
    const perPage = CUSTOMER_LIST_PAGE_SIZE;
    const { rows, total } = await this.repository.districtPage(
      query.search,
      perPage,
      (query.page - 1) * perPage,
    );
    const ids = rows.map((row) => row.id);
    const districts = await this.em.find(District, { id: { $in: ids } });
    const extras = await this.repository.extrasOf('districts', ids);
    const byId = new Map(districts.map((district) => [district.id, district]));
    const data = rows.map((row) => toDistrict(byId.get(row.id)!, extras.get(row.id)!, row.school_count));
    return pageOf(data, total, query.page, perPage);
  }

  async one(auth: AuthContext, id: number): Promise<DistrictContract> {
    await this.access.requireAccess(auth, 'customer.district.edit', id);
    return this.view(id);
  }

  async create(auth: AuthContext, input: CreateDistrict): Promise<DistrictContract> {
    const district = this.em.create(District, { name: input.name });
    await this.em.flush();
    const extras = { country_code: input.country_code, safety_contacts: input.safety_contacts };
    await this.repository.setDistrictExtras(district.id, extras);
    this.audit.recordFor(auth, 'customers.district.created', {
      district_id: district.id,
      ...auditedChange(null, districtFields(district, extras)),
    });
    await this.em.flush();
    return this.view(district.id);
  }

  async update(auth: AuthContext, id: number, input: UpdateDistrict): Promise<DistrictContract> {
    await this.access.requireAccess(auth, 'customer.district.edit', id);
    const district = await this.em.findOneOrFail(District, { id });
    const extras = await this.repository.extras('districts', id);
    const before = districtFields(district, extras);
    if (input.name !== undefined) district.name = input.name;
    if (input.demographics_enabled !== undefined) district.demographicsEnabled = input.demographics_enabled;
    const after = {
      country_code: input.country_code ?? extras.country_code,
      safety_contacts: input.safety_contacts ?? extras.safety_contacts,
    };
    await this.repository.setDistrictExtras(id, after);
    const change = auditedChange(before, districtFields(district, after));
    if (Object.keys(change.after).length > 0)
      this.audit.recordFor(auth, 'customers.district.updated', { district_id: id, ...change });
    await this.em.flush();
    return this.view(id);
  }

  private async view(id: number): Promise<DistrictContract> {
    const district = await this.em.findOneOrFail(District, { id });
    const counts = await this.repository.schoolCounts([id]);
    return toDistrict(district, await this.repository.extras('districts', id), counts.get(id) ?? 0);
  }
}
