import type {
  TeacherStudentDetail,
  TeacherStudentList,
  TeacherStudentsQuery,
} from '@lantern/shared/contracts/teacher-students';
import {
  TEACHER_STUDENT_RECENT_LIMIT,
  TEACHER_STUDENTS_PAGE_SIZE,
} from '@lantern/shared/contracts/teacher-students';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

type Row = TeacherStudentList['data'][number] & { total: number };

/** Columns a list may be sorted by; the name breaks ties so pages never overlap. */
const ORDER: Record<TeacherStudentsQuery['order_by'], string> = {
  name: 'lower(u.last_name) %dir, lower(u.first_name) %dir',
  last_activity: 'last_activity %dir nulls last',
  sessions: 'sessions %dir',
  essays: 'essays %dir',
};

/**
 * The students of the sections a teacher sits in. Active students only (a deactivated account has
 * left the school); sessions and essays a superuser holds are not counted or listed. The list's
 * counts come from the activity rollups (`rollup_students`), where both halves of a session handed
 * on to another tutor are counted, as this list always did.
 */
const MY_STUDENTS = `
  select distinct b.user_id as id
    from section_users a join section_users b on b.section_id = a.section_id
   where a.user_id = ? and b.user_id <> a.user_id`;

const NOT_HELD = (kind: 'session' | 'essay', alias: string) =>
  `not exists (select 1 from content_holds h where h.kind = '${kind}' and h.target_id = ${alias}.id)`;

/** Every word must be found in the first name, the last name or the username. */
function nameFilter(search: string | undefined): { where: string; params: string[] } {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return { where: '', params: [] };
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    where: `where ${words.map(() => `(u.first_name ilike ? or u.last_name ilike ? or u.username ilike ?)`).join(' and ')}`,
    params: words.flatMap((word) => [like(word), like(word), like(word)]),
  };
}

@Injectable()
export class TeacherStudentsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async list(teacherId: number, query: TeacherStudentsQuery): Promise<TeacherStudentList> {
    const dir = query.order_by_dir === 'desc' ? 'desc' : 'asc';
    const order = ORDER[query.order_by].replaceAll('%dir', dir);
    const { where, params } = nameFilter(query.search);
    const offset = (query.page - 1) * TEACHER_STUDENTS_PAGE_SIZE;
    const rows = await this.em.execute<Row[]>(
      `select u.id, u.first_name, u.last_name, u.username, g.name as grade,
              coalesce(r.sessions + r.transferred, 0)::int as sessions, coalesce(r.essays, 0)::int as essays,
              extract(epoch from r.last_at)::int as last_activity,
              count(*) over ()::int as total
         from (${MY_STUDENTS}) mine
         join users u on u.id = mine.id and u.deactivated_at is null and 'student' = any(u.roles)
         join students st on st.user_id = u.id
         left join grades g on g.id = st.grade_id
         left join rollup_students r on r.student_id = u.id
        ${where}
        order by ${order}, u.id ${dir}
        limit ${TEACHER_STUDENTS_PAGE_SIZE} offset ?`,
      [teacherId, ...params, offset],
    );
    // A page past the end has no row to carry the total: count on their own.
    const total = rows[0]?.total ?? (offset > 0 ? await this.count(teacherId, where, params) : 0);
    return {
      data: rows.map(({ total: _total, ...row }) => row),
      meta: {
        pagination: {
          total,
          count: rows.length,
          per_page: TEACHER_STUDENTS_PAGE_SIZE,
          current_page: query.page,
          total_pages: Math.max(1, Math.ceil(total / TEACHER_STUDENTS_PAGE_SIZE)),
        },
      },
    };
  }

  private async count(teacherId: number, where: string, params: string[]): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from (${MY_STUDENTS}) mine
         join users u on u.id = mine.id and u.deactivated_at is null and 'student' = any(u.roles)
         join students st on st.user_id = u.id
        ${where}`,
      [teacherId, ...params],
    );
    return row?.n ?? 0;
  }

  /** `teacherId`: only the sections the student shares with that teacher; null: all of theirs. */
  async detail(teacherId: number | null, studentId: number): Promise<TeacherStudentDetail> {
    const [student] = await this.em.execute<Omit<TeacherStudentDetail['student'], 'sections'>[]>(
      `select u.id, u.first_name, u.last_name, u.username, g.name as grade
         from users u join students st on st.user_id = u.id left join grades g on g.id = st.grade_id
        where u.id = ?`,
      [studentId],
    );
    const sections = await this.em.execute<TeacherStudentDetail['student']['sections']>(
      teacherId === null
        ? `select sec.id, sec.name from sections sec
             join section_users b on b.section_id = sec.id and b.user_id = ?
            order by sec.name, sec.id`
        : `select sec.id, sec.name from sections sec
             join section_users a on a.section_id = sec.id and a.user_id = ?
             join section_users b on b.section_id = sec.id and b.user_id = ?
            order by sec.name, sec.id`,
      teacherId === null ? [studentId] : [teacherId, studentId],
    );
    const sessions = await this.em.execute<TeacherStudentDetail['sessions']>(
      `select s.id, sub.name as subject, s.question, s.status,
              extract(epoch from s.requested_at)::int as requested_at,
              extract(epoch from s.ended_at)::int as ended_at, s.last_seq as messages,
              m.body as summary,
              (exists (select 1 from session_messages f where f.session_id = s.id and f.is_flagged)
                or exists (select 1 from incidents i where i.session_id = s.id)) as flagged
         from sessions s join subjects sub on sub.id = s.subject_id
         left join session_summaries m on m.session_id = s.id
        where s.student_id = ? and ${NOT_HELD('session', 's')}
        order by s.requested_at desc, s.id desc
        limit ${TEACHER_STUDENT_RECENT_LIMIT}`,
      [studentId],
    );
    const essays = await this.em.execute<
      (Omit<TeacherStudentDetail['essays'][number], 'comments'> & { reviewed_pdf_key?: string })[]
    >(
      `select e.id, e.title, e.status, extract(epoch from e.created_at)::int as created_at,
              extract(epoch from e.reviewed_at)::int as reviewed_at,
              case when e.status in (${ESSAY_STATUS.REVIEWED}, ${ESSAY_STATUS.DOWNLOADED}) then e.summary_comment end
                as summary_comment,
              (e.status in (${ESSAY_STATUS.REVIEWED}, ${ESSAY_STATUS.DOWNLOADED}) and e.reviewed_pdf_key is not null)
                as has_reviewed_pdf
         from essays e
        where e.student_id = ? and e.status <> ${ESSAY_STATUS.CANCELLED} and ${NOT_HELD('essay', 'e')}
        order by e.created_at desc, e.id desc
        limit ${TEACHER_STUDENT_RECENT_LIMIT}`,
      [studentId],
    );
    const reviewed = essays.filter((essay) => essay.summary_comment !== null).map((essay) => essay.id);
    const comments = reviewed.length
      ? await this.em.execute<{ essay_id: number; page: number; comment: string }[]>(
          `select essay_id, page_number as page, comment from essay_annotations
            where essay_id in (${reviewed.map(() => '?').join(',')}) and deleted_at is null and not hidden
              and comment <> ''
            order by essay_id, page_number, created_at`,
          reviewed,
        )
      : [];
    return {
      student: { ...student!, sections },
      sessions,
      essays: essays.map((essay) => ({
        ...essay,
        comments: comments
          .filter((row) => row.essay_id === essay.id)
          .map(({ page, comment }) => ({ page, comment })),
      })),
    };
  }

  async reviewedPdfKey(essayId: number): Promise<{ student_id: number; key: string | null } | null> {
    const [row] = await this.em.execute<{ student_id: number; key: string | null }[]>(
      `select student_id, reviewed_pdf_key as key from essays where id = ?`,
      [essayId],
    );
    return row ?? null;
  }
}
