import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpSession } from '../../../test/http-session.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The activity rollups against a known data set, written the ways the app writes: sessions asked,
 * lines added (the session's sequence), transferred, ended; essays sent and cancelled; holds placed
 * and lifted after the fact; a student moving school and grade. After each step the widgets, fed by
 * the rollups, give the expected numbers, and the rollups equal a rebuild from the raw rows.
 *
 * Oak district (9401): East (9411) with Ann (grade A) and Bo (no grade); West (9412) with Cy
 * (grade B). October 2026 is EDT (UTC-4).
 */
const OAK = 9401;
const EAST = 9411;
const WEST = 9412;
const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };
const YEAR = { start_date: '2025-11-01', end_date: '2026-10-31' };

let t: TestApp;
let manager: HttpSession;
let gradeA: number;
let gradeB: number;
let topic: { id: number; name: string };
let ann: number;
let bo: number;
let cy: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);

async function student(username: string, school: number, grade: number | null) {
  const [row] = await sql<{ id: number }>(
    `insert into users (username, password_hash, first_name, last_name, roles, "current_role", school_id,
                        accepted_agreement, created_at, updated_at)
     select ?, password_hash, 'Kit', ?, '{student}', 'student', ?, true, now(), now() from users where username = 'teacher'
     returning id`,
    [username, username, school],
  );
  await sql(`insert into students (user_id, grade_id, is_new) values (?, ?, false)`, [row!.id, grade]);
  return Number(row!.id);
}
async function session(studentId: number, at: string, options: { topic?: number; lines?: number } = {}) {
  const [row] = await sql<{ id: number }>(
    `insert into sessions (student_id, status, chat_type, subject_id, topic_id, question, language_id, requested_at)
     values (?, 'waiting', 'tutor', 1, ?, 'How do tides work', 1, ?::timestamptz) returning id`,
    [studentId, options.topic ?? null, at],
  );
  const id = Number(row!.id);
  await sql(`update sessions set status = 'matched', matched_at = requested_at where id = ?`, [id]);
  for (let line = 0; line < (options.lines ?? 0); line++)
    await sql(`update sessions set last_seq = last_seq + 1 where id = ?`, [id]);
  await sql(
    `update sessions set status = 'ended', ended_at = requested_at + interval '10 minutes' where id = ?`,
    [id],
  );
  return id;
}
async function essay(studentId: number, at: string) {
  const [row] = await sql<{ id: number }>(
    `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                         source_files, instruction_files)
     values (0, ?, 1, 'essay', 'On tides', 'About the moon', ?::timestamptz, ?::timestamptz + interval '1 day', '[]', '[]')
     returning id`,
    [studentId, at, at],
  );
  return Number(row!.id);
}
const hold = (kind: 'session' | 'essay', id: number) =>
  sql(
    `insert into content_holds (kind, target_id, state, held_by_id, held_at)
     select ?, ?, 'hidden', id, now() from users where username = 'superuser'`,
    [kind, id],
  );
const lift = (kind: 'session' | 'essay', id: number) =>
  sql(`delete from content_holds where kind = ? and target_id = ?`, [kind, id]);

const stats = (query: Record<string, string> = OCTOBER) => manager.api.call('dashboardQuickStats', { query });
const bySchool = async (query: Record<string, string> = OCTOBER) =>
  (await manager.api.call('dashboardUsageBySchool', { query })).data.map((row) => [
    row.school_id,
    row.num_active_students,
  ]);

const TABLES = [
  'rollup_students',
  'rollup_student_days',
  'rollup_student_topics',
  'rollup_cohort_periods',
  'rollup_cohort_topics',
  'rollup_school_topics',
];
/** Every rollup row, zero rows left by subtractions aside, in a stable order. */
async function rollups() {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const zero =
      table === 'rollup_cohort_periods'
        ? 'sessions = 0 and essays = 0'
        : table.endsWith('_topics') && table !== 'rollup_student_topics'
          ? 'sessions = 0'
          : 'false';
    const rows = await sql(`select * from ${table} t where not (${zero})`);
    all[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return all;
}
/** The triggers' rollups are exactly what a rebuild from the raw rows makes. */
async function expectRollupsExact() {
  const kept = await rollups();
  await sql(`select rollup_rebuild()`);
  expect(kept).toEqual(await rollups());
}

beforeAll(async () => {
  t = await startTestApp();
  await sql(`insert into districts (id, name, created_at) values (?, 'Oak District', now())`, [OAK]);
  await sql(
    `insert into schools (id, name, district_id, created_at) values (?, 'Oak East', ?, now()), (?, 'Oak West', ?, now())`,
    [EAST, OAK, WEST, OAK],
  );
  [gradeA, gradeB] = (await sql<{ id: number }>(`select id from grades order by position limit 2`)).map(
    (row) => Number(row.id),
  ) as [number, number];
  const [row] = await sql<{ id: number; name: string }>(
    `select id, name from topics where subject_id = 1 limit 1`,
  );
  topic = { id: Number(row!.id), name: row!.name };
  ann = await student('roll.ann', EAST, gradeA);
  bo = await student('roll.bo', EAST, null);
  cy = await student('roll.cy', WEST, gradeB);
  await sql(
    `insert into users (username, password_hash, first_name, last_name, roles, "current_role", district_id,
                        accepted_agreement, created_at, updated_at)
     select 'roll.manager', password_hash, 'Kit', 'Manager', '{district-manager}', 'district-manager', ?, true, now(), now()
       from users where username = 'teacher'`,
    [OAK],
  );
  manager = await signIn(t, 'roll.manager');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('activity rollups', () => {
  let annFirst: number;
  let annEssay: number;

  it('should count sessions, lines, minutes and essays as they are written', async () => {
    annFirst = await session(ann, '2026-10-05T14:00:00Z', { lines: 3 });
    await session(ann, '2026-10-05T20:00:00Z', { topic: topic.id, lines: 2 });
    // 23:30 in New York on the 5th, already the 6th in UTC.
    await session(cy, '2026-10-06T03:30:00Z', { lines: 1 });
    await session(bo, '2025-12-10T15:00:00Z');
    annEssay = await essay(ann, '2026-10-07T15:00:00Z');
    const boEssay = await essay(bo, '2026-10-08T15:00:00Z');
    await sql(`update essays set status = -1, cancelled_at = now() where id = ?`, [boEssay]);

    expect(await stats()).toMatchObject({ tutoring_sessions: 3, essay_reviews: 1, active_students: 2 });
    expect(await stats(YEAR)).toMatchObject({ tutoring_sessions: 4, essay_reviews: 1, active_students: 3 });
    expect(await bySchool()).toEqual([
      [EAST, 1],
      [WEST, 1],
    ]);
    const [annTotals] = await sql<{ sessions: number; messages: number; seconds: number; essays: number }>(
      `select sessions, messages, seconds::int as seconds, essays from rollup_students where student_id = ?`,
      [ann],
    );
    expect(annTotals).toEqual({ sessions: 2, messages: 5, seconds: 1200, essays: 1 });
    const days = await manager.api.call('dashboardTotalUsage', {
      query: { start_date: '2026-10-04', end_date: '2026-10-07' },
    });
    expect(days.data.map((bucket) => [bucket.sessions, bucket.essays])).toEqual([
      [0, 0],
      [3, 0],
      [0, 0],
      [0, 1],
    ]);
    await expectRollupsExact();
  });

  it('should count a transferred session once, as the session it became', async () => {
    const [row] = await sql<{ id: number }>(
      `insert into sessions (student_id, status, chat_type, subject_id, question, language_id, requested_at)
       values (?, 'matched', 'tutor', 1, 'Tides again', 1, '2026-10-20T16:00:00Z') returning id`,
      [cy],
    );
    await sql(`update sessions set status = 'transferred', ended_at = requested_at where id = ?`, [row!.id]);
    await sql(
      `insert into sessions (student_id, status, chat_type, subject_id, question, language_id, requested_at, transferred_from)
       values (?, 'waiting', 'tutor', 1, 'Tides again', 1, '2026-10-20T16:01:00Z', ?)`,
      [cy, row!.id],
    );
    expect((await stats()).tutoring_sessions).toBe(4);
    const topics = await manager.api.call('dashboardSessionsAndTopics', { query: OCTOBER });
    expect(topics.data.map(({ topic: name, sessions }) => [name, sessions])).toEqual([
      [null, 3],
      [topic.name, 1],
    ]);
    await expectRollupsExact();
  });

  it('should leave held content out from the moment it is held, and count it again once lifted', async () => {
    await hold('session', annFirst);
    await hold('essay', annEssay);
    expect(await stats()).toMatchObject({ tutoring_sessions: 3, essay_reviews: 0, active_students: 2 });
    const [held] = await sql<{ messages: number; last_at: Date }>(
      `select messages, last_at from rollup_students where student_id = ?`,
      [ann],
    );
    expect(held!.messages).toBe(2);
    expect(new Date(held!.last_at).toISOString()).toBe('2026-10-05T20:00:00.000Z');
    await expectRollupsExact();
    await lift('session', annFirst);
    await lift('essay', annEssay);
    expect(await stats()).toMatchObject({ tutoring_sessions: 4, essay_reviews: 1, active_students: 2 });
    await expectRollupsExact();
  });

  it('should count a student for the school and grade they are in now, their history moving with them', async () => {
    await sql(`update users set school_id = ? where id = ?`, [WEST, ann]);
    expect(await bySchool()).toEqual([
      [EAST, 0],
      [WEST, 2],
    ]);
    expect((await stats({ ...OCTOBER, school_ids: String(WEST) })).tutoring_sessions).toBe(4);
    expect((await stats({ ...OCTOBER, grade_level_ids: String(gradeA) })).tutoring_sessions).toBe(2);
    await sql(`update students set grade_id = ? where user_id = ?`, [gradeB, ann]);
    expect((await stats({ ...OCTOBER, grade_level_ids: String(gradeA) })).tutoring_sessions).toBe(0);
    expect((await stats({ ...OCTOBER, grade_level_ids: String(gradeB) })).tutoring_sessions).toBe(4);
    const topics = await manager.api.call('dashboardSessionsAndTopics', {
      query: { ...YEAR, school_ids: String(WEST) },
    });
    expect(topics.data.map(({ topic: name, sessions }) => [name, sessions])).toEqual([
      [null, 3],
      [topic.name, 1],
    ]);
    // Bo, ungraded, stays East: his December session is in the year's whole months.
    expect(await stats({ ...YEAR, include_uncategorized: 'true' })).toMatchObject({
      tutoring_sessions: 1,
      active_students: 1,
    });
    await expectRollupsExact();
  });

  it('should count a session moved to another day or deleted on its new day only', async () => {
    await sql(`update sessions set requested_at = '2026-11-02T15:00:00Z' where id = ?`, [annFirst]);
    expect((await stats()).tutoring_sessions).toBe(3);
    await sql(`delete from sessions where id = ?`, [annFirst]);
    expect((await stats({ start_date: '2026-11-01', end_date: '2026-11-30' })).tutoring_sessions).toBe(0);
    await expectRollupsExact();
  });
});
