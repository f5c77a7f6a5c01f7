import type { PrivacyRemoved, PrivacyStore } from '@lantern/shared/contracts/privacy';
import { ERASED_PREFIX } from '@lantern/shared/domain/privacy/erased';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

type Sql = Pick<EntityManager, 'execute'>;

/** The stored files a batch of sessions or essays holds, to remove before their rows go. */
export interface Batch {
  ids: number[];
  fileKeys: string[];
}

/** A delete whose answer is how many rows it removed. */
const counted = (remove: string) =>
  `with gone as (${remove} returning 1) select count(*)::int as n from gone`;

/**
 * Each store a student's sessions reach, emptied children first. `$1` is the batch's session ids;
 * every statement is bounded by them.
 */
const SESSION_STATEMENTS: readonly [PrivacyStore, string][] = [
  [
    'message_reactions',
    `delete from message_reactions where message_id in (select id from session_messages where session_id = any($1))`,
  ],
  ['message_bookmarks', `delete from message_bookmarks where session_id = any($1)`],
  [
    'action_items',
    `delete from action_items where message_id in (select id from session_messages where session_id = any($1))
        or (content->'data'->>'session_id')::int = any($1)`,
  ],
  ['session_messages', `delete from session_messages where session_id = any($1)`],
  ['whiteboard_strokes', `delete from whiteboard_strokes where session_id = any($1)`],
  ['shared_links', `delete from shared_sessions where session_id = any($1)`],
  ['session_handoffs', `delete from session_handoffs where session_id = any($1)`],
  ['assessments', `delete from assessments where session_id = any($1)`],
  ['session_reports', `delete from session_feedback_reports where session_id = any($1)`],
  ['incidents', `delete from incidents where session_id = any($1)`],
  ['tutor_comments', `delete from tutor_comments where session_id = any($1)`],
  ['content_holds', `delete from content_holds where kind = 'session' and target_id = any($1)`],
  // A session moved on from one of these points at it; the later session is the student's too.
  ['sessions', `delete from sessions where id = any($1)`],
];

const ESSAY_STATEMENTS: readonly [PrivacyStore, string][] = [
  ['essay_annotations', `delete from essay_annotations where essay_id = any($1)`],
  ['essay_suggestions', `delete from essay_suggestions where essay_id = any($1)`],
  ['essay_ai_summaries', `delete from essay_ai_summaries where essay_id = any($1)`],
  // The plagiarism index: the essay's fingerprints, which later essays are compared against.
  ['plagiarism_fingerprints', `delete from essay_fingerprints where essay_id = any($1)`],
  ['action_items', `delete from action_items where (content->'data'->>'essay_id')::int = any($1)`],
  ['content_holds', `delete from content_holds where kind = 'essay' and target_id = any($1)`],
  ['essays', `delete from essays where id = any($1)`],
];

/** What is left of a person once erased: their id, so the trail still adds up, and nothing else. */
const PROFILE_STATEMENTS: readonly [PrivacyStore, string][] = [
  ['tutor_comments', `delete from tutor_comments where student_id = $1`],
  ['message_reactions', `delete from message_reactions where user_id = $1`],
  ['message_bookmarks', `delete from message_bookmarks where user_id = $1`],
  ['sign_ins', `delete from refresh_tokens where user_id = $1`],
  ['sign_ins', `delete from sso_links where user_id = $1`],
  ['sign_ins', `delete from oauth2_codes where user_id = $1`],
  ['account_links', `delete from account_links where user_id = $1`],
  [
    'mail_messages',
    `delete from mail_messages where lower("to") = (select lower(email) from users where id = $1)`,
  ],
  ['enrolments', `delete from roster_enrollments where user_id = $1`],
  ['enrolments', `delete from section_users where user_id = $1`],
  ['enrolments', `delete from student_group_users where user_id = $1`],
  ['enrolments', `delete from user_schools where user_id = $1`],
  ['preferences', `delete from user_preferences where user_id = $1`],
  ['access_log', `delete from student_access_log where student_id = $1`],
  ['profiles', `delete from students where user_id = $1`],
];

/**
 * The statements that erase a student. Each batch's rows go in one transaction together with the
 * counts it adds to its request, so a run that dies mid-way and starts again finds only what is
 * left, and counts only that.
 */
@Injectable()
export class PrivacyErasureRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** The next sessions of a student, with every chat file (and its thumbnail) they hold. */
  async sessions(studentId: number, limit: number): Promise<Batch> {
    const rows = await this.em.execute<{ id: number; keys: string[] | null }[]>(
      `select s.id, (select array_agg(k) from session_messages m,
                       lateral (values (m.media->>'key'), (m.media->>'thumbnail_key')) v(k)
                      where m.session_id = s.id and k is not null) as keys
         from sessions s where s.student_id = ? order by s.id desc limit ?`,
      [studentId, limit],
    );
    return { ids: rows.map((r) => r.id), fileKeys: rows.flatMap((r) => r.keys ?? []) };
  }

  /** The next essays of a student, with every file stored for them. */
  essays(studentId: number, limit: number): Promise<Batch> {
    return this.essaysWhere(`e.student_id = ?`, [studentId], limit);
  }

  /** A district's next essays handed in before `before` (its retention), with their files. */
  districtEssays(districtId: number, before: Date, limit: number): Promise<Batch> {
    return this.essaysWhere(
      `e.created_at < ? and e.student_id in (select u.id from users u left join schools s on s.id = u.school_id
                                              where coalesce(u.district_id, s.district_id) = ?)`,
      [before, districtId],
      limit,
    );
  }

  private async essaysWhere(where: string, params: unknown[], limit: number): Promise<Batch> {
    const rows = await this.em.execute<{ id: number; keys: string[] | null }[]>(
      `select e.id, array_remove(array[e.pdf_key, e.reviewed_pdf_key]
                || array(select f->>'key' from jsonb_array_elements(e.source_files || e.instruction_files) f), null) as keys
         from essays e where ${where} order by e.id limit ?`,
      [...params, limit],
    );
    return { ids: rows.map((r) => r.id), fileKeys: rows.flatMap((r) => r.keys ?? []) };
  }

  eraseSessions(deletionId: number | null, batch: Batch): Promise<void> {
    return this.run(deletionId, SESSION_STATEMENTS, batch.ids, { chat_files: batch.fileKeys.length });
  }

  /** `deletionId` null: removed by the district's retention, counted by the caller. */
  async eraseEssays(deletionId: number | null, batch: Batch): Promise<void> {
    await this.run(
      deletionId,
      ESSAY_STATEMENTS,
      batch.ids,
      { essay_files: batch.fileKeys.length },
      async (tx, ids) => {
        // Other students' essays quote the erased ones in their plagiarism matches: those quotes go too.
        const [row] = await tx.execute<{ n: number }[]>(
          `with changed as (
             update essays e set plagiarism_passages = (
                 select coalesce(jsonb_agg(p), '[]'::jsonb) from jsonb_array_elements(e.plagiarism_passages) p
                  where not ((p->>'essay_id')::int = any(?::int[])))
              where jsonb_typeof(e.plagiarism_passages) = 'array' and exists (
                 select 1 from jsonb_array_elements(e.plagiarism_passages) p where (p->>'essay_id')::int = any(?::int[]))
             returning 1)
           select count(*)::int as n from changed`,
          [ids, ids],
        );
        return row?.n ?? 0;
      },
    );
  }

  /** The student's own rows, then the account itself made anonymous: no name, address or ids left. */
  eraseProfile(deletionId: number, userId: number, at: Date): Promise<void> {
    return this.run(deletionId, PROFILE_STATEMENTS, userId, {}, async (tx) => {
      await tx.execute(
        `update users set username = ? || id, email = null, password_hash = '!', first_name = '',
                last_name = '', avatar = null, sourced_id = null, roster_source_id = null, roster_hash = null,
                accepted_agreement = false, deactivated_at = coalesce(deactivated_at, ?), updated_at = ?
          where id = ?`,
        [ERASED_PREFIX, at, at, userId],
      );
      await tx.execute(`update privacy_deletions set students = students + 1 where id = ?`, [deletionId]);
      return 0;
    });
  }

  /** A school's next student not yet erased. */
  async nextStudentOf(schoolId: number): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `select u.id from users u
        where 'student' = any(u.roles) and u.username not like '${ERASED_PREFIX}%'
          and (u.school_id = ? or exists (select 1 from user_schools us where us.user_id = u.id and us.school_id = ?))
        order by u.id limit 1`,
      [schoolId, schoolId],
    );
    return row?.id ?? null;
  }

  async isErased(userId: number): Promise<boolean> {
    const [row] = await this.em.execute<{ username: string }[]>(`select username from users where id = ?`, [
      userId,
    ]);
    return !row || row.username.startsWith(ERASED_PREFIX);
  }

  private async run(
    deletionId: number | null,
    statements: readonly [PrivacyStore, string][],
    param: number | number[],
    extra: PrivacyRemoved,
    last?: (tx: Sql, ids: string) => Promise<number>,
  ): Promise<void> {
    // Postgres reads `{1,2}` as an int[]; knex would spread an array into a list.
    const value = Array.isArray(param) ? `{${param.join(',')}}` : param;
    await this.em.transactional(async (tx) => {
      const [row] = await tx.execute<{ removed: PrivacyRemoved }[]>(
        `select removed from privacy_deletions where id = ? for update`,
        [deletionId ?? 0],
      );
      const removed: PrivacyRemoved = { ...row?.removed };
      const add = (store: PrivacyStore, n: number) => (removed[store] = (removed[store] ?? 0) + n);
      for (const [store, n] of Object.entries(extra) as [PrivacyStore, number][]) add(store, n);
      for (const [store, statement] of statements) {
        const uses = statement.split('$1').length - 1;
        const [answer] = await tx.execute<{ n: number }[]>(
          counted(statement.replaceAll('$1', Array.isArray(param) ? '?::int[]' : '?')),
          Array.from({ length: uses }, () => value),
        );
        add(store, answer?.n ?? 0);
      }
      if (last) add('plagiarism_matches', await last(tx, String(value)));
      if (deletionId === null) return;
      await tx.execute(`update privacy_deletions set removed = ? where id = ?`, [
        JSON.stringify(removed),
        deletionId,
      ]);
    });
  }
}
