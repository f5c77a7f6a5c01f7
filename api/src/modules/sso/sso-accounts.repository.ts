import { nameSlug, type SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { School } from '../schools/entities/school.entity.js';
import { User } from '../users/entities/user.entity.js';
import { SsoLink } from './entities/sso-link.entity.js';

/** The SQL spelling of `nameSlug` (without its accent folding), so a school is found by its link's slug. */
const SLUG_SQL = (column: string) =>
  `trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g'))`;

/** Queries only: who a provider's subject or e-mail belongs to, and which providers a school allows. */
@Injectable()
export class SsoAccountsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  findLink(provider: SsoProvider, subject: string) {
    return this.em.findOne(SsoLink, { provider, subject }, { populate: ['user.school', 'user.schools'] });
  }

  findLinkOf(userId: number, provider: SsoProvider) {
    return this.em.findOne(SsoLink, { user: userId, provider });
  }

  /** Gone at once, so the next read (the answer to the unlink) no longer finds it. */
  async remove(link: SsoLink): Promise<void> {
    await this.em.remove(link).flush();
  }

  /**
   * How the person can sign in besides single sign-on: a password (a hash starting with `!` is the
   * "none chosen yet" of accounts made without one), and how many providers are linked.
   */
  async waysIn(userId: number): Promise<{ hasPassword: boolean; links: number }> {
    const [row] = await this.em.getConnection().execute<{ has_password: boolean; links: string }[]>(
      `select u.password_hash not like '!%' as has_password,
                (select count(*) from sso_links l where l.user_id = u.id) as links
           from users u where u.id = ?`,
      [userId],
    );
    return { hasPassword: row?.has_password ?? false, links: Number(row?.links ?? 0) };
  }

  findByEmail(email: string) {
    return this.em.findOne(User, { email: email.trim().toLowerCase() }, { populate: ['school', 'schools'] });
  }

  findUser(id: number) {
    return this.em.findOne(User, { id }, { populate: ['school', 'schools'] });
  }

  /**
   * The providers of the school a sign-in link names, or null when it names none or no school
   * has that name (in that district, when it names one).
   */
  async schoolProviders(districtSlug: string | undefined, schoolSlug: string | undefined) {
    if (!schoolSlug) return null;
    const rows = await this.em
      .getConnection()
      .execute<{ sso_providers: string[]; name: string; district_name: string | null }[]>(
        `select s.sso_providers, s.name, d.name as district_name from schools s
           left join districts d on d.id = s.district_id
          where ${SLUG_SQL('s.name')} = ?`,
        [nameSlug(schoolSlug)],
      );
    const school = rows.find(
      (row) => !districtSlug || nameSlug(row.district_name ?? '') === nameSlug(districtSlug),
    );
    return school ? school.sso_providers : null;
  }

  /** Every school the person belongs to, with the providers each allows. */
  schoolsOf(user: User): School[] {
    const schools = [user.school, ...user.schools.getItems()].filter(
      (school): school is School => school !== null && school !== undefined,
    );
    return [...new Map(schools.map((school) => [school.id, school])).values()];
  }
}
