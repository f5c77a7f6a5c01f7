import { STUDENT_SEARCH_LIMIT } from '@lantern/shared/contracts/superuser';
import type { ContentKind } from '@lantern/shared/contracts/superuser';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

export interface StudentRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  school_name: string | null;
  district_id: number | null;
  is_banned: boolean;
}

const STUDENT_COLUMNS = `u.id, u.username, u.first_name, u.last_name, sc.name as school_name,
  coalesce(u.district_id, sc.district_id) as district_id, s.is_banned`;
const STUDENT_FROM = `from students s join users u on u.id = s.user_id left join schools sc on sc.id = u.school_id`;

/** Queries only; decisions live in the service. */
@Injectable()
export class SuperuserRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async student(userId: number): Promise<StudentRow | null> {
    const rows: StudentRow[] = await this.em.execute(
      `select ${STUDENT_COLUMNS} ${STUDENT_FROM} where s.user_id = ?`,
      [userId],
    );
    return rows[0] ?? null;
  }

  searchStudents(search: string): Promise<StudentRow[]> {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.em.execute(
      `select ${STUDENT_COLUMNS} ${STUDENT_FROM}
       where u.username ilike ? or (u.first_name || ' ' || u.last_name) ilike ?
       order by u.last_name, u.first_name, u.id limit ?`,
      [pattern, pattern, STUDENT_SEARCH_LIMIT],
    );
  }

  /** Ends every sign-in of the person now; returns the sign-ins (families) that were still live. */
  async revokeSignIns(userId: number, at: Date, reason: string): Promise<string[]> {
    const rows: { family_id: string }[] = await this.em.execute(
      `update refresh_tokens set revoked_at = ?, revoked_reason = ?
       where user_id = ? and revoked_at is null returning family_id`,
      [at, reason, userId],
    );
    return [...new Set(rows.map((row) => row.family_id))];
  }

  /** The session's question or the essay's title; null when there is no such content. */
  async contentTitle(kind: ContentKind, id: number): Promise<string | null> {
    const sql =
      kind === 'session'
        ? 'select question as title from sessions where id = ?'
        : 'select title from essays where id = ?';
    const rows: { title: string }[] = await this.em.execute(sql, [id]);
    return rows[0]?.title ?? null;
  }

  async titles(kind: ContentKind, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const list = ids.map(() => '?').join(', ');
    const sql =
      kind === 'session'
        ? `select id, question as title from sessions where id in (${list})`
        : `select id, title from essays where id in (${list})`;
    const rows: { id: number; title: string }[] = await this.em.execute(sql, [...ids]);
    return new Map(rows.map((row) => [row.id, row.title]));
  }
}
