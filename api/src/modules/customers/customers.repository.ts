import type { AuditListQuery, SafetyContact } from '@lantern/shared/contracts/customers';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Which schools a list shows and in which order; every field left out matches every school. */
export interface SchoolFilter {
  search?: string;
  districtIds?: readonly number[];
  countryCode?: string;
  licence?: string;
  licensingEnabled?: boolean;
  orderBy?: 'name' | 'created_at' | 'student_count';
  orderDir?: 'asc' | 'desc';
}

export interface DistrictRecord {
  id: number;
  school_count: number;
}

export interface SchoolRecord {
  id: number;
  student_count: number;
}

/**
 * A district's country and safety contacts, a school's safety contacts: columns only this
 * repository reads and writes. Declared on the entities they pushed the inferred type of every
 * entity that reaches a school past what the compiler writes out (TS7056), as `roster_hash` did.
 */
export interface CustomerExtras {
  country_code: string;
  safety_contacts: SafetyContact[];
}

export interface LicenceSeatsRecord {
  id: number;
  seats_used: number;
}

export interface AuditRecord {
  id: string;
  at: Date;
  action: string;
  actor_id: number | null;
  actor_name: string | null;
  details: Record<string, unknown>;
}

/** A list of ids as one PostgreSQL array literal: the driver would spread a JS array into a list. */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every customer list in one query each: a page and its total come back together. */
@Injectable()
export class CustomersRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async districtPage(
    search: string | undefined,
    limit: number,
    offset: number,
  ): Promise<Page<DistrictRecord>> {
    const words = (search ?? '').split(/\s+/).filter(Boolean);
    const where = words.map(() => `d.name ilike ?`);
    const rows = await this.em.execute<(DistrictRecord & { total: string })[]>(
      `select d.id, (select count(*)::int from schools s where s.district_id = d.id) as school_count,
              count(*) over () as total
         from districts d ${where.length ? `where ${where.join(' and ')}` : ''}
        order by d.name asc, d.id asc limit ? offset ?`,
      [...words.map(likePattern), limit, offset],
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }

  async schoolCounts(districtIds: readonly number[]): Promise<Map<number, number>> {
    if (districtIds.length === 0) return new Map();
    const rows = await this.em.execute<{ id: number; count: number }[]>(
      `select district_id as id, count(*)::int as count from schools where district_id = any(?::int[]) group by 1`,
      [intArray(districtIds)],
    );
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  /**
   * A page of schools and the total matching: the one query behind `GET schools` and
   * `schools.filter`. `now` decides which licences are active (today in each school's zone).
   */
  async schoolPage(
    filter: SchoolFilter,
    limit: number,
    offset: number,
    now: Date,
  ): Promise<Page<SchoolRecord>> {
    const words = (filter.search ?? '').split(/\s+/).filter(Boolean);
    const where = words.map(() => `s.name ilike ?`);
    const values: unknown[] = words.map(likePattern);
    if (filter.districtIds?.length) {
      where.push('s.district_id = any(?::int[])');
      values.push(intArray(filter.districtIds));
    }
    if (filter.countryCode !== undefined) {
      where.push('s.country_code = ?');
      values.push(filter.countryCode);
    }
    if (filter.licensingEnabled !== undefined) {
      where.push('s.licensing_enabled = ?');
      values.push(filter.licensingEnabled);
    }
    if (filter.licence !== undefined) {
      // Active as the gating rule reads it: begun, not ended (in the school's zone), not over its seats.
      where.push(`exists (select 1 from licences l left join districts d on d.id = l.district_id
                   where l.kind = ? and (l.school_id = s.id or l.district_id = s.district_id)
                     and (?::timestamptz at time zone s.timezone)::date between l.starts_on and l.ends_on
                     and coalesce(case when l.school_id is not null then s.student_count end, d.student_count, 0) <= l.seats)`);
      values.push(filter.licence, now);
    }
    const dir = filter.orderDir === 'desc' ? 'desc' : 'asc';
    const order = { name: 's.name', created_at: 's.created_at', student_count: 's.student_count' }[
      filter.orderBy ?? 'name'
    ];
    const rows = await this.em.execute<(SchoolRecord & { total: string })[]>(
      `select s.id, s.student_count, count(*) over () as total
         from schools s ${where.length ? `where ${where.join(' and ')}` : ''}
        order by ${order} ${dir}, s.id ${dir} limit ? offset ?`,
      [...values, limit, offset],
    );
    return {
      rows: rows.map((row) => ({ id: row.id, student_count: row.student_count })),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  async extras(table: 'districts' | 'schools', id: number): Promise<CustomerExtras> {
    const [row] = await this.em.execute<CustomerExtras[]>(
      table === 'districts'
        ? `select country_code, safety_contacts from districts where id = ?`
        : `select country_code, safety_contacts from schools where id = ?`,
      [id],
    );
    return row ?? { country_code: 'US', safety_contacts: [] };
  }

  async extrasOf(
    table: 'districts' | 'schools',
    ids: readonly number[],
  ): Promise<Map<number, CustomerExtras>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<(CustomerExtras & { id: number })[]>(
      table === 'districts'
        ? `select id, country_code, safety_contacts from districts where id = any(?::int[])`
        : `select id, country_code, safety_contacts from schools where id = any(?::int[])`,
      [intArray(ids)],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  async setDistrictExtras(id: number, extras: CustomerExtras): Promise<void> {
    await this.em.execute(`update districts set country_code = ?, safety_contacts = ?::jsonb where id = ?`, [
      extras.country_code,
      JSON.stringify(extras.safety_contacts),
      id,
    ]);
  }

  async setSchoolContacts(id: number, contacts: SafetyContact[]): Promise<void> {
    await this.em.execute(`update schools set safety_contacts = ?::jsonb where id = ?`, [
      JSON.stringify(contacts),
      id,
    ]);
  }

  /**
   * Active students whose main school each one is: who counts against its licences. A stored
   * count, kept by the triggers on `users` (Migration20261129120000) in the writing transaction.
   */
  async studentCounts(schoolIds: readonly number[]): Promise<Map<number, number>> {
    if (schoolIds.length === 0) return new Map();
    const rows = await this.em.execute<{ id: number; count: number }[]>(
      `select id, student_count as count from schools where id = any(?::int[])`,
      [intArray(schoolIds)],
    );
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  /**
   * Students counted against each licence: its school's stored count, or its district's (every
   * school's in it), the same numbers `GET /me`'s gating reads.
   */
  async seatsUsed(licenceIds: readonly number[]): Promise<Map<number, number>> {
    if (licenceIds.length === 0) return new Map();
    const rows = await this.em.execute<LicenceSeatsRecord[]>(
      `select l.id, coalesce(s.student_count, d.student_count, 0) as seats_used
         from licences l left join schools s on s.id = l.school_id left join districts d on d.id = l.district_id
        where l.id = any(?::int[])`,
      [intArray(licenceIds)],
    );
    return new Map(rows.map((row) => [row.id, row.seats_used]));
  }

  async auditPage(query: AuditListQuery, limit: number, offset: number): Promise<Page<AuditRecord>> {
    const where = [`(e.action like 'customers.%' or e.action like 'rostering.%')`];
    const values: unknown[] = [];
    if (query.action) {
      where.push(`e.action like ?`);
      values.push(`${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (query.actor_id !== undefined) {
      where.push('e.actor_user_id = ?');
      values.push(query.actor_id);
    }
    if (query.user_id !== undefined) {
      where.push(`e.details->>'user_id' = ?`);
      values.push(String(query.user_id));
    }
    if (query.from !== undefined) {
      where.push('e.at >= to_timestamp(?)');
      values.push(query.from);
    }
    if (query.to !== undefined) {
      where.push('e.at < to_timestamp(?)');
      values.push(query.to);
    }
    const rows = await this.em.execute<(AuditRecord & { total: string })[]>(
      `select e.id, e.at, e.action, e.actor_user_id as actor_id, e.details,
              nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), '') as actor_name,
              count(*) over () as total
         from audit_events e left join users a on a.id = e.actor_user_id
        where ${where.join(' and ')}
        order by e.id desc limit ? offset ?`,
      [...values, limit, offset],
    );
    return { rows, total: Number(rows[0]?.total ?? 0) };
  }
}
