import type { RoleName } from '@lantern/shared/contracts/roles';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Page } from './customers.repository.js';

/** Who a people list shows and in which order; every field left out matches everyone. */
export interface PeopleFilter {
  search?: string;
  roles?: readonly RoleName[];
  schoolIds?: readonly number[];
  districtId?: number;
  status?: 'active' | 'deactivated';
  orderBy?: 'name' | 'created_at';
  orderDir?: 'asc' | 'desc';
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The people list's query and the links a person's detail reads. */
@Injectable()
export class PeopleRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /**
   * Ids of a page of people and the total matching: the one query behind `GET users`,
   * `users.filter` and `GET schools/{id}/users`, each of which only fills the filter its own way.
   */
  async page(filter: PeopleFilter, limit: number, offset: number): Promise<Page<number>> {
    const where: string[] = [`u.user_type_id = 1`];
    const values: unknown[] = [];
    for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) {
      where.push(`(u.first_name || ' ' || u.last_name ilike ? or u.username ilike ? or u.email ilike ?)`);
      const pattern = likePattern(word);
      values.push(pattern, pattern, pattern);
    }
    if (filter.roles?.length) {
      where.push(`u.roles && ?::text[]`);
      values.push(`{${filter.roles.join(',')}}`);
    }
    if (filter.schoolIds?.length) {
      where.push(
        `(u.school_id = any(?::int[]) or exists (select 1 from user_schools us where us.user_id = u.id and us.school_id = any(?::int[])))`,
      );
      values.push(`{${filter.schoolIds.join(',')}}`, `{${filter.schoolIds.join(',')}}`);
    }
    if (filter.districtId !== undefined) {
      where.push(
        `(u.district_id = ? or exists (select 1 from schools s where s.id = u.school_id and s.district_id = ?))`,
      );
      values.push(filter.districtId, filter.districtId);
    }
    if (filter.status === 'active') where.push('u.deactivated_at is null');
    if (filter.status === 'deactivated') where.push('u.deactivated_at is not null');
    const dir = filter.orderDir === 'desc' ? 'desc' : 'asc';
    const order =
      filter.orderBy === 'created_at'
        ? `u.created_at ${dir}, u.id ${dir}`
        : `u.last_name ${dir}, u.first_name ${dir}, u.id ${dir}`;
    const rows = await this.em.execute<{ id: number; total: string }[]>(
      `select u.id, count(*) over () as total from users u where ${where.join(' and ')}
        order by ${order} limit ? offset ?`,
      [...values, limit, offset],
    );
    return { rows: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
  }

  async sectionsOf(userId: number): Promise<{ id: number; name: string }[]> {
    return this.em.execute(
      `select s.id, s.name from sections s join section_users su on su.section_id = s.id
        where su.user_id = ? order by s.name, s.id`,
      [userId],
    );
  }

  /**
   * When each of these people last signed in: the audit trail records every new sign-in and is
   * append-only, while refresh tokens are renewed and revoked and view-as issues them too.
   */
  async lastSignIns(userIds: readonly number[]): Promise<Map<number, Date>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.em.execute<{ user_id: number; at: Date }[]>(
      `select actor_user_id as user_id, max(at) as at from audit_events
        where action = 'auth.login.succeeded' and actor_user_id = any(?::int[])
        group by actor_user_id`,
      [`{${userIds.join(',')}}`],
    );
    return new Map(rows.map((row) => [row.user_id, new Date(row.at)]));
  }

  /**
   * Which of the two another account already signs in with: a name and an address are both logins,
   * so each is checked against the other's column too.
   */
  async taken(
    username: string | null,
    email: string | null,
    exceptId = 0,
  ): Promise<'username' | 'email' | null> {
    const logins = [username, email?.toLowerCase()].filter((value): value is string => Boolean(value));
    if (logins.length === 0) return null;
    const rows = await this.em.execute<{ username: string; email: string | null }[]>(
      `select username, lower(email) as email from users
        where id <> ? and (${logins.map(() => 'username = ? or lower(email) = ?').join(' or ')}) limit 5`,
      [exceptId, ...logins.flatMap((login) => [login, login])],
    );
    if (username && rows.some((row) => row.username === username || row.email === username.toLowerCase()))
      return 'username';
    return rows.length > 0 ? 'email' : null;
  }
}
