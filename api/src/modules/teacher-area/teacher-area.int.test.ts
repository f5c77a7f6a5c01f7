import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  TEACHER_STUDENTS_MAX_PAGE,
  TEACHER_STUDENTS_PAGE_SIZE,
} from '@lantern/shared/contracts/teacher-students';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson } from '../../../test/account-kit.js';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { StudentReads } from '../access/student-reads.js';
import { FileStorage } from '../files/file-storage.js';

let t: TestApp;
// Starting a whole app on a busy two-core machine can take longer than the default hook time.
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);
const one = async (text: string, params: unknown[] = []) =>
  Number(((await sql<{ id: number }>(text, params))[0] as { id: number }).id);

interface Person {
  id: number;
  http: HttpSession;
}
async function person(roles: string[], name?: [string, string]): Promise<Person> {
  const made = await makePerson(t, { roles });
  if (name) await sql(`update users set first_name = ?, last_name = ? where id = ?`, [...name, made.id]);
  return { id: made.id, http: await signIn(t, made.username) };
}
/** `count` students written straight into the tables (copies of a fresh one): signing them up one by one is slow. */
async function copiesOfAStudent(count: number): Promise<number[]> {
  const model = await makePerson(t, { roles: ['student'] });
  const columns = (
    await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_name = 'users' and column_name not in ('id', 'username', 'email')`,
    )
  ).map((row) => `"${row.column_name}"`);
  const ids = await sql<{ id: number }>(
    `insert into users (username, email, ${columns.join(', ')})
     select ? || '.' || n, null, ${columns.map((column) => `u.${column}`).join(', ')}
       from users u, generate_series(1, ?) n where u.id = ? returning id`,
    [model.username, count - 1, model.id],
  );
  await sql(
    `insert into students (user_id, is_new) select id, false from users where id in (${ids.map(() => '?').join(',')})`,
    ids.map((row) => row.id),
  );
  return [model.id, ...ids.map((row) => Number(row.id))];
}

async function section(teacher: number, students: number[]): Promise<number> {
  const s = await signIn(t, 'superuser');
  const made = await s.api.call('createSection', {
    body: {
      name: `Class ${Math.random().toString(36).slice(2, 7)}`,
      school_id: 1,
      teacher_ids: [teacher],
      student_ids: students,
    },
  });
  return made.id;
}
const session = (studentId: number, at: string, question = 'How do fractions add?') =>
  one(
    `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id, requested_at, matched_at, ended_at, last_seq)
     select ?, id, 'ended', 'tutor', 1, ?, 1, ?::timestamptz, ?::timestamptz, ?::timestamptz + interval '20 minutes', 1
       from users where username = 'tutor' returning id`,
    [studentId, question, at, at, at],
  );
const essay = (studentId: number, at: string, status = 0, extra: { summary?: string; pdf?: string } = {}) =>
  one(
    `insert into essays (status, student_id, school_id, language_id, submission_type, title, details, created_at, due_at,
                         source_files, instruction_files, conversion_state, plagiarism_state, summary_comment,
                         reviewed_at, reviewed_pdf_key)
     values (?, ?, 1, 1, 'essay', 'On tides', 'About the moon', ?::timestamptz, ?::timestamptz + interval '1 day',
             '[]', '[]', 'converted', 'checked', ?, case when ? >= 2 then ?::timestamptz end, ?) returning id`,
    [status, studentId, at, at, extra.summary ?? null, status, at, extra.pdf ?? null],
  );

describe("a teacher's students", () => {
  it("should list only the students of the teacher's sections, with their sessions, essays and last activity", async () => {
    const teacher = await person(['teacher']);
    const [ada, ben] = [
      await person(['student'], ['Ada', 'Zed']),
      await person(['student'], ['Ben', 'Young']),
    ];
    const stranger = await person(['student'], ['Cy', 'Other']);
    await section(teacher.id, [ada.id, ben.id]);
    await section((await person(['teacher'])).id, [stranger.id]);
    await session(ada.id, '2026-11-20T10:00:00Z');
    await session(ada.id, '2026-11-21T10:00:00Z');
    await essay(ben.id, '2026-11-25T09:00:00Z');
    await essay(ben.id, '2026-11-26T09:00:00Z', -1); // withdrawn: not counted
    await session(stranger.id, '2026-11-22T10:00:00Z');

    const list = await teacher.http.api.call('teacherStudents');
    expect(list.data.map((row) => [row.first_name, row.sessions, row.essays, row.last_activity])).toEqual([
      ['Ben', 0, 1, Date.parse('2026-11-25T09:00:00Z') / 1000],
      ['Ada', 2, 0, Date.parse('2026-11-21T10:00:00Z') / 1000],
    ]);
    expect(list.meta.pagination).toEqual({
      total: 2,
      count: 2,
      per_page: 30,
      current_page: 1,
      total_pages: 1,
    });

    const by = async (
      order_by: 'sessions' | 'essays' | 'last_activity' | 'name',
      order_by_dir: 'asc' | 'desc',
    ) =>
      (await teacher.http.api.call('teacherStudents', { query: { order_by, order_by_dir } })).data.map(
        (row) => row.first_name,
      );
    expect(await by('sessions', 'desc')).toEqual(['Ada', 'Ben']);
    expect(await by('essays', 'desc')).toEqual(['Ben', 'Ada']);
    expect(await by('last_activity', 'asc')).toEqual(['Ada', 'Ben']);
    expect(await by('name', 'desc')).toEqual(['Ada', 'Ben']);

    const found = await teacher.http.api.call('teacherStudents', { query: { search: 'zed' } });
    expect(found.data.map((row) => row.id)).toEqual([ada.id]);
    const none = await teacher.http.api.call('teacherStudents', { query: { search: '100%_' } });
    expect(none.data).toEqual([]);
  });

  it('should page 30 at a time and answer an empty page past the end', async () => {
    const teacher = await person(['teacher']);
    const students = await copiesOfAStudent(TEACHER_STUDENTS_PAGE_SIZE + 2);
    await section(teacher.id, students);
    const first = await teacher.http.api.call('teacherStudents');
    const second = await teacher.http.api.call('teacherStudents', { query: { page: 2 } });
    expect([first.data.length, second.data.length]).toEqual([30, 2]);
    expect(new Set([...first.data, ...second.data].map((row) => row.id)).size).toBe(32);
    expect(second.meta.pagination).toMatchObject({ total: 32, total_pages: 2, current_page: 2 });
    const past = await teacher.http.api.call('teacherStudents', { query: { page: 9 } });
    expect(past).toMatchObject({ data: [], meta: { pagination: { total: 32, count: 0, current_page: 9 } } });
    for (const page of [0, TEACHER_STUDENTS_MAX_PAGE + 1]) {
      const refused = await failure(teacher.http.api.call('teacherStudents', { query: { page } }));
      expect([refused.status, refused.code]).toEqual([400, ErrorCode.validationFailed]);
    }
  });

  it('should refuse other roles the list, and answer 404 for a student outside the teacher’s sections', async () => {
    const teacher = await person(['teacher']);
    const mine = await person(['student']);
    const other = await person(['student']);
    await section(teacher.id, [mine.id]);
    for (const role of ['student', 'tutor', 'administrator']) {
      const someone = await person([role]);
      expect((await failure(someone.http.api.call('teacherStudents'))).status).toBe(403);
    }
    const refused = await failure(teacher.http.api.call('teacherStudent', { params: { id: other.id } }));
    expect([refused.status, refused.code]).toEqual([404, ErrorCode.notFound]);
    expect(
      (await failure(teacher.http.api.call('teacherStudent', { params: { id: 999_999_999 } }))).status,
    ).toBe(404);
  });
});

describe("a student's page for their teacher", () => {
  it('should show the sessions and essays with the tutor’s review, open a transcript and the annotated PDF, and log each read', async () => {
    const teacher = await person(['teacher']);
    const student = await person(['student'], ['Noor', 'Haddad']);
    const sectionId = await section(teacher.id, [student.id]);
    const sessionId = await session(student.id, '2026-11-20T10:00:00Z', 'Why is the sky blue?');
    await sql(
      `insert into session_messages (session_id, seq, client_id, sender_id, kind, text, created_at)
       values (?, 1, 'c1', ?, 'text', ?, now())`,
      [sessionId, student.id, 'Why is the sky blue?'],
    );
    const pending = await essay(student.id, '2026-11-24T09:00:00Z');
    await t.app
      .get(FileStorage)
      .put(`essays/teacher-${student.id}/reviewed.pdf`, Buffer.from('%PDF- reviewed'), 'application/pdf');
    const reviewed = await essay(student.id, '2026-11-23T09:00:00Z', 2, {
      summary: 'A clear thesis; cite your sources.',
      pdf: `essays/teacher-${student.id}/reviewed.pdf`,
    });
    await sql(
      `insert into essay_annotations (id, essay_id, comment, category, page_number, created_at, updated_at)
       values (gen_random_uuid(), ?, 'Strong opening', 1, 1, now(), now()),
              (gen_random_uuid(), ?, 'Hidden one', 1, 1, now(), now())`,
      [reviewed, reviewed],
    );
    await sql(`update essay_annotations set hidden = true where comment = 'Hidden one' and essay_id = ?`, [
      reviewed,
    ]);

    const page = await teacher.http.api.call('teacherStudent', { params: { id: student.id } });
    expect(page.student).toMatchObject({ id: student.id, first_name: 'Noor', sections: [{ id: sectionId }] });
    expect(page.sessions).toEqual([
      expect.objectContaining({
        id: sessionId,
        question: 'Why is the sky blue?',
        subject: expect.any(String),
      }),
    ]);
    expect(
      page.essays.map((row) => [row.id, row.status, row.summary_comment, row.comments, row.has_reviewed_pdf]),
    ).toEqual([
      [pending, 0, null, [], false],
      [reviewed, 2, 'A clear thesis; cite your sources.', [{ page: 1, comment: 'Strong opening' }], true],
    ]);

    const transcript = await teacher.http.api.call('sessionTranscript', { params: { id: sessionId } });
    expect(transcript.messages.map((message) => message.text)).toEqual(['Why is the sky blue?']);

    const pdf = await teacher.http.api.download('teacherStudentEssayPdf', {
      params: { id: student.id, essayId: reviewed },
    });
    expect([pdf.blob.type, await pdf.blob.text()]).toEqual(['application/pdf', '%PDF- reviewed']);
    // A pending essay has no review to open; an essay named under another student is not there.
    const early = await failure(
      teacher.http.api.download('teacherStudentEssayPdf', { params: { id: student.id, essayId: pending } }),
    );
    expect(early.status).toBe(404);
    const elsewhere = await failure(
      teacher.http.api.download('teacherStudentEssayPdf', { params: { id: teacher.id, essayId: reviewed } }),
    );
    expect(elsewhere.status).toBe(404);

    await t.app.get(StudentReads).flush();
    const log = await sql<{ what: string; viewer_role: string }>(
      `select what, viewer_role from student_access_log where student_id = ? and viewer_id = ? order by id`,
      [student.id, teacher.id],
    );
    expect(log.map((row) => row.what).sort()).toEqual(['record', 'record', 'transcript']);
    expect(new Set(log.map((row) => row.viewer_role))).toEqual(new Set(['teacher']));
  });

  it("should refuse another teacher the student's transcript and PDF with 404", async () => {
    const teacher = await person(['teacher']);
    const outsider = await person(['teacher']);
    const student = await person(['student']);
    await section(teacher.id, [student.id]);
    const sessionId = await session(student.id, '2026-11-20T10:00:00Z');
    const reviewed = await essay(student.id, '2026-11-23T09:00:00Z', 2, { pdf: 'essays/none.pdf' });
    expect(
      (await failure(outsider.http.api.call('sessionTranscript', { params: { id: sessionId } }))).status,
    ).toBe(404);
    const pdf = await failure(
      outsider.http.api.download('teacherStudentEssayPdf', { params: { id: student.id, essayId: reviewed } }),
    );
    expect(pdf.status).toBe(404);
  });
});
