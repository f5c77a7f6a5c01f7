import type {
  CreateLicence,
  LicenceListQuery,
  LicenceRow,
  UpdateLicence,
} from '@lantern/shared/contracts/customers';
import { dayIn } from '@lantern/shared/domain/licensing/licence-state';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { ValidationFailed } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { District } from '../schools/entities/district.entity.js';
import { Licence } from '../schools/entities/licence.entity.js';
import { School } from '../schools/entities/school.entity.js';
import { auditedChange } from './audit-changes.js';
import { licenceFields, toLicence } from './customers.mapper.js';
import { CustomersRepository } from './customers.repository.js';

/**
 * Licences of a school or a whole district: a kind, dates and seats. Their state (upcoming,
 * active, expired, exhausted) is computed on every read from today in the holder's time zone and
 * the students counted now; only active ones open pages (`heldLicences`).
 */
@Injectable()
export class LicencesService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CustomersRepository) private readonly repository: CustomersRepository,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** A school's list holds its own licences and its district's, which cover it too. */
  async list(query: LicenceListQuery): Promise<LicenceRow[]> {
    if (query.school_id === undefined && query.district_id === undefined)
      throw new ValidationFailed([
        { field: 'school_id', rule: 'required', message: 'school_id or district_id: name one of them' },
      ]);
    const school =
      query.school_id === undefined
        ? null
        : await this.em.findOne(School, { id: query.school_id }, { populate: ['district'] });
    const districtId = school ? (school.district?.id ?? null) : (query.district_id ?? null);
    const or: object[] = [];
    if (school) or.push({ school: school.id });
    if (districtId !== null) or.push({ district: districtId });
    if (or.length === 0) return [];
    const licences = await this.em.find(
      Licence,
      { $or: or },
      { orderBy: { kind: 'asc', startsOn: 'desc', id: 'asc' } },
    );
    return this.rows(licences, school?.timezone ?? 'UTC');
  }

  async create(auth: AuthContext, input: CreateLicence): Promise<LicenceRow> {
    const school = input.school_id === null ? null : await this.school(input.school_id);
    const district = input.district_id === null ? null : await this.district(input.district_id);
    const licence = this.em.create(Licence, {
      kind: input.kind,
      school,
      district,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      seats: input.seats,
    });
    await this.em.flush();
    this.audit.recordFor(auth, 'customers.licence.created', {
      licence_id: licence.id,
      ...auditedChange(null, licenceFields(licence)),
    });
    await this.em.flush();
    return (await this.rows([licence], school?.timezone ?? 'UTC'))[0]!;
  }

  async update(auth: AuthContext, id: number, input: UpdateLicence): Promise<LicenceRow> {
    await this.access.requireAccess(auth, 'customer.licence.edit', id);
    const licence = await this.em.findOneOrFail(Licence, { id }, { populate: ['school'] });
    const before = licenceFields(licence);
    if (input.starts_on !== undefined) licence.startsOn = input.starts_on;
    if (input.ends_on !== undefined) licence.endsOn = input.ends_on;
    if (input.seats !== undefined) licence.seats = input.seats;
    if (licence.endsOn < licence.startsOn)
      throw new ValidationFailed([
        { field: 'ends_on', rule: 'after_starts_on', message: 'ends_on: must be on or after starts_on' },
      ]);
    const change = auditedChange(before, licenceFields(licence));
    if (Object.keys(change.after).length > 0)
      this.audit.recordFor(auth, 'customers.licence.updated', { licence_id: id, ...change });
    await this.em.flush();
    return (await this.rows([licence], licence.school?.timezone ?? 'UTC'))[0]!;
  }

  private async rows(licences: Licence[], timeZone: string): Promise<LicenceRow[]> {
    const used = await this.repository.seatsUsed(licences.map((licence) => licence.id));
    const today = dayIn(this.clock.now(), timeZone);
    return licences.map((licence) => toLicence(licence, used.get(licence.id) ?? 0, today));
  }

  private async school(id: number): Promise<School> {
    const school = await this.em.findOne(School, { id });
    if (!school) throw missing('school_id', id);
    return school;
  }

  private async district(id: number): Promise<District> {
    const district = await this.em.findOne(District, { id });
    if (!district) throw missing('district_id', id);
    return district;
  }
}

function missing(field: string, id: number): ValidationFailed {
  return new ValidationFailed([{ field, rule: 'exists', message: `${field}: nothing has id ${id}` }]);
}
