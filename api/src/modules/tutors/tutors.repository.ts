import type { TutorListQuery, TutorListRole } from '@lantern/shared/contracts/tutors-admin';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Tutor } from '../users/entities/tutor.entity.js';

export interface TutorListRecord {
  id: number;
  first_name: string;
  last_name: string;
  role: TutorListRole;
  status: 'active' | 'inactive';
  tutor_since: Date;
  pending_assessments: number;
}

/** The schedule's day boundaries are New York's, as its week is. */
const SCHEDULE_TIME_ZONE = 'America/New_York';

const ORDER_SQL = {
  name: 'last_name asc, first_name asc, id asc',
  '-name': 'last_name desc, first_name desc, id desc',
  tutor_since: 'tutor_since asc, id asc',
  '-tutor_since': 'tutor_since desc, id desc',
} as const;

/** Everyone who holds the tutor or tutor-manager role, as the list shows them. */
const LISTED = `with b as (
  select u.id, u.first_name, u.last_name, u.username, u.email,
         case when 'tutor-manager' = any(u.roles) then 'tutor-manager' else 'tutor' end as role,
         coalesce(t.status, case when u.suspended_at is null then 'active' else 'inactive' end) as status,
         coalesce(t.tutor_since, u.created_at) as tutor_since
    from users u left join tutors t on t.user_id = u.id
   where u.roles && array['tutor', 'tutor-manager']::text[])`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const list = (values: readonly unknown[]) => values.map(() => '?').join(',');

/**
 * The tutor list in one query: everyone holding the tutor or tutor-manager role (a manager need
 * not have a tutor profile), each filter an EXISTS on its link table, counted with a window so a
 * page and its total come back together.
 */
@Injectable()
export class TutorsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async page(
    query: TutorListQuery,
    limit: number,
    offset: number,
  ): Promise<{ rows: TutorListRecord[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (query.search) {
      const words = query.search.split(/\s+/).filter(Boolean);
      for (const word of words) {
        where.push(`(b.first_name || ' ' || b.last_name ilike ? or b.username ilike ? or b.email ilike ?)`);
        const pattern = likePattern(word);
        values.push(pattern, pattern, pattern);
      }
    }
    if (query.roles) {
      where.push(`b.role in (${list(query.roles)})`);
      values.push(...query.roles);
    }
    if (query.status !== undefined) {
      where.push('b.status = ?');
      values.push(query.status === 1 ? 'active' : 'inactive');
    }
    if (query.topics) {
      where.push(
        `exists (select 1 from tutor_topics x where x.tutor_user_id = b.id and x.topic_id in (${list(query.topics)}))`,
      );
      values.push(...query.topics);
    }
    if (query.sessionLanguage !== undefined) {
      where.push(
        'exists (select 1 from tutor_languages x where x.tutor_user_id = b.id and x.language_id = ?)',
      );
      values.push(query.sessionLanguage);
    }
    if (query.essayLanguage !== undefined) {
      where.push(
        'exists (select 1 from tutor_essay_languages x where x.tutor_user_id = b.id and x.language_id = ?)',
      );
      values.push(query.essayLanguage);
    }
    if (query.notScheduledOn) {
      where.push(
        `not exists (select 1 from shifts sh where sh.user_id = b.id
                      and sh.start_time < ((?::date + 1)::timestamp at time zone '${SCHEDULE_TIME_ZONE}')
                      and sh.end_time > (?::date::timestamp at time zone '${SCHEDULE_TIME_ZONE}'))`,
      );
      values.push(query.notScheduledOn, query.notScheduledOn);
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const rows = await this.em.execute<(TutorListRecord & { total: string })[]>(
      `${LISTED}
       select b.id, b.first_name, b.last_name, b.role, b.status, b.tutor_since,
              (select count(*) from assessments a where a.tutor_id = b.id and a.completed_at is null)::int
                as pending_assessments,
              count(*) over () as total
         from b ${filter}
        order by ${ORDER_SQL[query.orderBy]}
        limit ? offset ?`,
      [...values, limit, offset],
    );
    if (rows[0] || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
    // A page past the end has no row to carry the total.
    const [counted] = await this.em.execute<{ n: string }[]>(
      `${LISTED} select count(*) as n from b ${filter}`,
      values,
    );
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /** How many of `ids` are rows of `table`. */
  async countExisting(
    table: 'languages' | 'subjects' | 'topics' | 'concepts',
    ids: readonly number[],
  ): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `select count(*) as n from ${table} where id in (?)`,
      [ids],
    );
    return Number(row?.n ?? 0);
  }

  findTutor(userId: number) {
    return this.em.findOne(
      Tutor,
      { user: userId },
      {
        populate: [
          'user',
          'languages',
          'essayLanguages',
          'asyncAudioSessionLanguages',
          'subjects',
          'topics.subject',
          'concepts.topic',
        ],
      },
    );
  }
}
