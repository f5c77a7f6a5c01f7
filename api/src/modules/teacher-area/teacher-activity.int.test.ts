import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson } from '../../../test/account-kit.js';
import { FAIL_MARKER, type FakeAiServer, startFakeAiServer } from '../../../test/fake-ai-server.js';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { SessionSummaryJob } from './session-summary.job.js';

let t: TestApp;
let ai: FakeAiServer;
// Starting a whole app on a busy two-core machine can take longer than the default hook time.
beforeAll(async () => {
  ai = await startFakeAiServer();
  t = await startTestApp({ AI_BASE_URL: ai.baseUrl, AI_TIMEOUT_SECONDS: '2', LOG_LEVEL: 'error' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);
const one = async (text: string, params: unknown[] = []) =>
  Number(((await sql<{ id: number }>(text, params))[0] as { id: number }).id);

interface Person {
  id: number;
  http: HttpSession;
}
async function person(roles: string[], name?: [string, string], email?: string | null): Promise<Person> {
  const made = await makePerson(t, { roles, ...(email === undefined ? {} : { email }) });
  if (name) await sql(`update users set first_name = ?, last_name = ? where id = ?`, [...name, made.id]);
  return { id: made.id, http: await signIn(t, made.username) };
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
/** An ended session with the given messages (the student's when `student` is true, else the tutor's). */
async function session(
  studentId: number,
  at: string,
  messages: [boolean, string][] = [],
  question = 'How do fractions add?',
) {
  const id = await one(
    `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id, requested_at, matched_at, ended_at, ended_by, last_seq)
     select ?, id, 'ended', 'tutor', 1, ?, 1, ?::timestamptz, ?::timestamptz, ?::timestamptz + interval '20 minutes', ?, ?
       from users where username = 'tutor' returning id`,
    [studentId, question, at, at, at, studentId, messages.length],
  );
  for (const [index, [fromStudent, text]] of messages.entries())
    await sql(
      `insert into session_messages (session_id, seq, client_id, sender_id, kind, text, created_at)
       select ?, ?, ?, case when ? then ? else (select id from users where username = 'tutor') end, 'text', ?, ?::timestamptz`,
      [id, index + 1, `c-${id}-${index}`, fromStudent, studentId, text, at],
    );
  return id;
}
const essay = (studentId: number, at: string) =>
  one(
    `insert into essays (status, student_id, school_id, language_id, submission_type, title, details, created_at, due_at,
                         source_files, instruction_files, conversion_state, plagiarism_state)
     values (0, ?, 1, 1, 'essay', 'On tides', 'About the moon', ?::timestamptz, ?::timestamptz + interval '1 day',
             '[]', '[]', 'converted', 'checked') returning id`,
    [studentId, at, at],
  );
const writeSummary = (sessionId: number) =>
  t.app
    .get(SessionSummaryJob)
    .write({ id: 'test', name: 'session-summary.write', data: { sessionId }, now: 1_800_000_000 });

describe('session summaries', () => {
  it("should store Lantern's extractive summary when the AI fails, and the teacher reads it with the flag", async () => {
    const teacher = await person(['teacher']);
    const ada = await person(['student'], ['Ada', 'Zed']);
    await section(teacher.id, [ada.id]);
    const id = await session(
      ada.id,
      '2026-11-20T10:00:00Z',
      [
        [true, 'I do not get common denominators'],
        [false, 'Multiply the denominators: 1/2 + 1/3 becomes 3/6 + 2/6.'],
        [true, 'so 5/6?'],
        [false, 'Exactly, 5/6.'],
      ],
      // The provider fails any request holding the marker, the minute sweep's as well as this one's.
      `How do fractions add? ${FAIL_MARKER}`,
    );
    await sql(`update session_messages set is_flagged = true where session_id = ? and seq = 3`, [id]);
    await writeSummary(id);
    const detail = await teacher.http.api.call('teacherStudent', { params: { id: ada.id } });
    const row = detail.sessions.find((s) => s.id === id)!;
    expect(row.flagged).toBe(true);
    expect(row.summary).toEqual({
      source: 'extractive',
      question: `How do fractions add? ${FAIL_MARKER}`,
      exchanges: [
        {
          student: 'I do not get common denominators',
          tutor: 'Multiply the denominators: 1/2 + 1/3 becomes 3/6 + 2/6.',
        },
        { student: 'so 5/6?', tutor: 'Exactly, 5/6.' },
      ],
      outcome: 'ended_by_student',
    });
  });

  it('should store the AI provider’s summary once, and leave it as it is when the job runs again', async () => {
    const teacher = await person(['teacher']);
    const ben = await person(['student'], ['Ben', 'Young']);
    await section(teacher.id, [ben.id]);
    // The minute sweep may summarise the session too: the provider's requests are told apart by
    // their question, and however many runs there are, one summary is stored, and the first stays.
    const marker = `what is a noun ${Math.random().toString(36).slice(2, 9)}`;
    const id = await session(ben.id, '2026-11-21T10:00:00Z', [
      [true, marker],
      [false, 'A naming word.'],
    ]);
    const asked = () =>
      ai.requests.filter((request) => JSON.stringify(request.messages).includes(`Student: ${marker}`)).length;
    await writeSummary(id);
    expect(asked()).toBeGreaterThanOrEqual(1);
    const [stored] = await sql<{ created_at: Date }>(
      `select created_at from session_summaries where session_id = ?`,
      [id],
    );
    const before = asked();
    await writeSummary(id);
    expect(asked()).toBe(before);
    expect(await sql(`select created_at from session_summaries where session_id = ?`, [id])).toEqual([
      stored,
    ]);
    const detail = await teacher.http.api.call('teacherStudent', { params: { id: ben.id } });
    const row = detail.sessions.find((s) => s.id === id)!;
    expect(row.summary?.source).toBe('ai');
    expect(row.summary?.source === 'ai' && row.summary.text).toContain('Good question');
    expect(row.flagged).toBe(false);
  });

  it('should leave an unended session without a summary', async () => {
    const student = await person(['student']);
    const id = await session(student.id, '2026-11-22T10:00:00Z');
    await sql(`update sessions set status = 'matched', ended_at = null where id = ?`, [id]);
    await writeSummary(id);
    expect(await sql(`select 1 from session_summaries where session_id = ?`, [id])).toEqual([]);
  });
});

describe('never-used students', () => {
  it("should list only the teacher's students who never asked for help or sent an essay", async () => {
    const teacher = await person(['teacher']);
    const [asked, wrote, idle] = [
      await person(['student'], ['Asked', 'A']),
      await person(['student'], ['Wrote', 'B']),
      await person(['student'], ['Idle', 'C']),
    ];
    const stranger = await person(['student'], ['Stranger', 'D']);
    const noMail = await person(['student'], ['NoMail', 'E'], null);
    await section(teacher.id, [asked.id, wrote.id, idle.id, noMail.id]);
    await section((await person(['teacher'])).id, [stranger.id]);
    await session(asked.id, '2026-11-20T10:00:00Z');
    await essay(wrote.id, '2026-11-20T10:00:00Z');

    const list = await teacher.http.api.call('teacherNeverUsed');
    expect(list.data.map((row) => [row.first_name, row.reachable, row.nudged_at])).toEqual([
      ['Idle', true, null],
      ['NoMail', false, null],
    ]);
    expect(list.total).toBe(2);
  });

  it('should nudge by e-mail once a week per student, audited, and refuse others', async () => {
    const teacher = await person(['teacher'], ['Tess', 'Teacher']);
    const other = await person(['teacher']);
    const idle = await person(['student'], ['Idle', 'C']);
    const noMail = await person(['student'], ['NoMail', 'E'], null);
    const used = await person(['student'], ['Used', 'F']);
    const stranger = await person(['student']);
    await section(teacher.id, [idle.id, noMail.id, used.id]);
    await section(other.id, [idle.id]);
    await essay(used.id, '2026-11-20T10:00:00Z');

    const sent = await teacher.http.api.call('nudgeStudent', { params: { id: idle.id } });
    expect(sent.next_nudge_at - sent.nudged_at).toBe(7 * 86_400);
    const mails = await sql<{ subject: string; to: string }>(
      `select subject, "to" from mail_messages where kind = 'teacher_nudge' and "to" = (select email from users where id = ?)`,
      [idle.id],
    );
    expect(mails).toEqual([expect.objectContaining({ subject: 'Tess Teacher invites you to try Lantern' })]);
    expect(
      await sql(`select 1 from audit_events where action = 'teacher.student.nudged' and actor_user_id = ?`, [
        teacher.id,
      ]),
    ).toHaveLength(1);

    // Another teacher of the same student within the week: refused, with when the next may go.
    const again = await failure(other.http.api.call('nudgeStudent', { params: { id: idle.id } }));
    expect(again.status).toBe(409);
    expect(again.code).toBe(ErrorCode.conflict);
    const listed = await other.http.api.call('teacherNeverUsed');
    expect(listed.data.find((row) => row.id === idle.id)?.next_nudge_at).toBe(sent.next_nudge_at);

    // A week later it may go again.
    await sql(`update student_nudges set created_at = created_at - interval '8 days' where student_id = ?`, [
      idle.id,
    ]);
    await other.http.api.call('nudgeStudent', { params: { id: idle.id } });

    expect((await failure(teacher.http.api.call('nudgeStudent', { params: { id: noMail.id } }))).status).toBe(
      422,
    );
    expect((await failure(teacher.http.api.call('nudgeStudent', { params: { id: used.id } }))).status).toBe(
      409,
    );
    expect(
      (await failure(teacher.http.api.call('nudgeStudent', { params: { id: stranger.id } }))).status,
    ).toBe(404);
    expect((await failure(idle.http.api.call('nudgeStudent', { params: { id: idle.id } }))).status).toBe(403);
  });
});

describe('teacher activity', () => {
  it("should count only the teacher's students' sessions and essays, daily up to 31 days, in New York days", async () => {
    const teacher = await person(['teacher']);
    const [ada, ben] = [await person(['student']), await person(['student'])];
    const stranger = await person(['student']);
    await section(teacher.id, [ada.id, ben.id]);
    await section((await person(['teacher'])).id, [stranger.id]);
    await session(ada.id, '2026-11-10T15:00:00Z');
    // 02:00 UTC on the 11th is still the 10th in New York.
    await session(ada.id, '2026-11-11T02:00:00Z');
    await essay(ben.id, '2026-11-12T15:00:00Z');
    await session(stranger.id, '2026-11-10T15:00:00Z');

    const daily = await teacher.http.api.call('teacherActivity', {
      query: { start_date: '2026-11-09', end_date: '2026-11-15' },
    });
    expect(daily.grouping).toBe('daily');
    expect(daily.buckets.map((b) => [b.key, b.sessions, b.essays])).toEqual([
      ['2026-11-09', 0, 0],
      ['2026-11-10', 2, 0],
      ['2026-11-11', 0, 0],
      ['2026-11-12', 0, 1],
      ['2026-11-13', 0, 0],
      ['2026-11-14', 0, 0],
      ['2026-11-15', 0, 0],
    ]);
    expect(daily.totals).toEqual({ sessions: 2, essays: 1, active_students: 2, students: 2 });

    const hourly = await teacher.http.api.call('teacherActivity', {
      query: { start_date: '2026-11-10', end_date: '2026-11-10' },
    });
    expect(hourly.grouping).toBe('hourly');
    expect(hourly.buckets.filter((b) => b.sessions).map((b) => b.key)).toEqual([
      '2026-11-10 10',
      '2026-11-10 21',
    ]);

    const weekly = await teacher.http.api.call('teacherActivity', {
      query: { start_date: '2026-10-01', end_date: '2026-11-30' },
    });
    expect(weekly.grouping).toBe('weekly');
    expect(weekly.buckets.find((b) => b.key === '2026-11-09')).toEqual({
      key: '2026-11-09',
      sessions: 2,
      essays: 1,
    });
  });

  it('should refuse a range backwards or past a year, naming the field', async () => {
    const teacher = await person(['teacher']);
    const backwards = await failure(
      teacher.http.api.call('teacherActivity', {
        query: { start_date: '2026-11-10', end_date: '2026-11-01' },
      }),
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.validationIssues)).toContain('start_date');
    const long = await failure(
      teacher.http.api.call('teacherActivity', {
        query: { start_date: '2024-01-01', end_date: '2026-11-01' },
      }),
    );
    expect(JSON.stringify(long.validationIssues)).toContain('end_date');
    const student = await person(['student']);
    expect(
      (
        await failure(
          student.http.api.call('teacherActivity', {
            query: { start_date: '2026-11-01', end_date: '2026-11-02' },
          }),
        )
      ).status,
    ).toBe(403);
  });
});
