import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { schoolPeopleKit } from '../../../test/school-people-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { StudentReads } from '../access/student-reads.js';
import { FileStorage } from '../files/file-storage.js';

/**
 * A known world of two districts:
 * - Cedar (9401): North (9411) with Ada (grade A, 3 sessions and an essay in October), Ben (no grade,
 *   1 session), Cal (grade A, never active) and Old (deactivated); South (9412) with Dee (grade B).
 * - Fir (9402): Fir School (9421) with Eve (grade A).
 * An administrator of North, Cedar's manager, Fir's manager.
 */
const CEDAR = 9401;
const FIR = 9402;
const NORTH = 9411;
const SOUTH = 9412;
const FIR_SCHOOL = 9421;
const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };

let t: TestApp;
let admin: HttpSession;
let cedarManager: HttpSession;
let firManager: HttpSession;
let superuser: HttpSession;
let gradeA: number;
let ids: Record<'ada' | 'ben' | 'cal' | 'dee' | 'eve' | 'old' | 'admin', number>;
let adaSession: number;
let deeSession: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);

const kit = schoolPeopleKit(sql);
const person = (
  username: string,
  first: string,
  roles: string[],
  school: number | null,
  district: number | null,
) => kit.person({ username, first, roles, school, district });
const student = (username: string, first: string, school: number, grade: number | null) =>
  kit.student({ username, first, school, grade });
const session = (studentId: number, at: string) => kit.session(studentId, at);
const essay = (studentId: number, at: string) => kit.essay(studentId, at);
const csvOf = async (who: HttpSession, district: number, query: Record<string, string>) =>
  who.fetch(`${t.baseUrl}/api/student-analytics/students/${district}/csv?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${who.accessToken}` },
  });

beforeAll(async () => {
  t = await startTestApp();
  await sql(
    `insert into districts (id, name, created_at) values (?, 'Cedar District', now()), (?, 'Fir District', now())`,
    [CEDAR, FIR],
  );
  await sql(
    `insert into schools (id, name, district_id, created_at)
     values (?, 'Cedar North', ?, now()), (?, 'Cedar South', ?, now()), (?, 'Fir School', ?, now())`,
    [NORTH, CEDAR, SOUTH, CEDAR, FIR_SCHOOL, FIR],
  );
  const grades = await sql<{ id: number }>(`select id from grades order by position limit 2`);
  const [a, b] = grades.map((row) => Number(row.id)) as [number, number];
  gradeA = a;
  ids = {
    ada: await student('sa.ada', 'Ada', NORTH, a),
    ben: await student('sa.ben', 'Ben', NORTH, null),
    cal: await student('sa.cal', 'Cal', NORTH, a),
    old: await student('sa.old', 'Old', NORTH, a),
    dee: await student('sa.dee', 'Dee', SOUTH, b),
    eve: await student('sa.eve', 'Eve', FIR_SCHOOL, a),
    admin: await person('sa.admin', 'Ann', ['administrator'], NORTH, null),
  };
  await sql(`update users set deactivated_at = now() where id = ?`, [ids.old]);
  adaSession = await session(ids.ada, '2026-10-05T14:00:00Z');
  await session(ids.ada, '2026-10-06T14:00:00Z');
  await session(ids.ada, '2026-10-20T16:00:00Z');
  await session(ids.ada, '2026-11-02T16:00:00Z'); // after the range
  await essay(ids.ada, '2026-10-07T15:00:00Z');
  await session(ids.ben, '2026-10-09T14:00:00Z');
  deeSession = await session(ids.dee, '2026-10-10T14:00:00Z');
  await session(ids.eve, '2026-10-11T14:00:00Z');
  await person('sa.teacher', 'Tia', ['teacher'], NORTH, null);
  await person('sa.cedar', 'Cora', ['district-manager'], null, CEDAR);
  await person('sa.fir', 'Finn', ['district-manager'], FIR_SCHOOL, null);
  admin = await signIn(t, 'sa.admin');
  cedarManager = await signIn(t, 'sa.cedar');
  firManager = await signIn(t, 'sa.fir');
  superuser = await signIn(t, 'superuser');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('student analytics filters', () => {
  it("should offer an administrator their schools' district with each school's grades and teachers", async () => {
    const filters = await admin.api.call('studentAnalyticsFilters');
    expect(filters.district).toEqual({ id: CEDAR, name: 'Cedar District' });
    expect(filters.schools).toHaveLength(1);
    expect(filters.schools[0]).toMatchObject({ id: NORTH, name: 'Cedar North', grade_ids: [gradeA] });
    expect(filters.schools[0]!.teacher_ids).toHaveLength(1);
    expect(filters.grade_levels.at(-1)).toMatchObject({ id: -1, uncategorized: true });
    expect(filters.groups).toEqual([]);
    const cedar = await cedarManager.api.call('studentAnalyticsFilters');
    expect(cedar.schools.map((school) => school.id)).toEqual([NORTH, SOUTH]);
  });
});

describe('student analytics', () => {
  it("should count each active student's sessions and essays in the range, an administrator's schools only", async () => {
    const { data, meta } = await admin.api.call('studentAnalytics', {
      params: { id: CEDAR },
      query: OCTOBER,
    });
    expect(data.map((row) => [row.first_name, row.sessions, row.essays, row.school_name])).toEqual([
      ['Ada', 3, 1, 'Cedar North'],
      ['Ben', 1, 0, 'Cedar North'],
      ['Cal', 0, 0, 'Cedar North'],
    ]);
    expect(data[0]!.last_activity).toBe(Date.parse('2026-10-20T16:00:00Z') / 1000);
    expect(data[2]!.last_activity).toBeNull();
    expect(meta.pagination).toEqual({ total: 3, count: 3, per_page: 25, current_page: 1, total_pages: 1 });
  });

  it("should give a district manager every school of their district and a superuser any district's", async () => {
    const cedar = await cedarManager.api.call('studentAnalytics', { params: { id: CEDAR }, query: OCTOBER });
    expect(cedar.data.map((row) => row.first_name)).toEqual(['Ada', 'Ben', 'Cal', 'Dee']);
    const fir = await superuser.api.call('studentAnalytics', { params: { id: FIR }, query: OCTOBER });
    expect(fir.data.map((row) => row.first_name)).toEqual(['Eve']);
  });

  it('should sort by any column either way and page with a limit', async () => {
    const query = { ...OCTOBER, order_by: 'sessions', order_by_dir: 'desc', limit: 2 } as const;
    const first = await cedarManager.api.call('studentAnalytics', { params: { id: CEDAR }, query });
    expect(first.data.map((row) => row.first_name)).toEqual(['Ada', 'Ben']);
    expect(first.meta.pagination).toMatchObject({ total: 4, count: 2, per_page: 2, total_pages: 2 });
    const second = await cedarManager.api.call('studentAnalytics', {
      params: { id: CEDAR },
      query: { ...query, page: 2 },
    });
    expect(second.data.map((row) => row.first_name)).toEqual(['Dee', 'Cal']);
    const past = await cedarManager.api.call('studentAnalytics', {
      params: { id: CEDAR },
      query: { ...query, page: 9 },
    });
    expect([past.data, past.meta.pagination.total]).toEqual([[], 4]);
    const bySchool = await cedarManager.api.call('studentAnalytics', {
      params: { id: CEDAR },
      query: { ...OCTOBER, order_by: 'school', order_by_dir: 'desc' },
    });
    expect(bySchool.data[0]!.first_name).toBe('Dee');
    const latest = await cedarManager.api.call('studentAnalytics', {
      params: { id: CEDAR },
      query: { ...OCTOBER, order_by: 'last_activity', order_by_dir: 'desc' },
    });
    expect(latest.data.map((row) => row.first_name)).toEqual(['Ada', 'Dee', 'Ben', 'Cal']);
  });

  it('should filter by school, grade, the uncategorized grade, name and group', async () => {
    const names = async (query: Record<string, string | number>) =>
      (
        await cedarManager.api.call('studentAnalytics', {
          params: { id: CEDAR },
          query: { ...OCTOBER, ...query },
        })
      ).data.map((row) => row.first_name);
    expect(await names({ school_ids: String(SOUTH) })).toEqual(['Dee']);
    expect(await names({ grade_ids: String(gradeA) })).toEqual(['Ada', 'Cal']);
    expect(await names({ include_uncategorized: 'true' })).toEqual(['Ben']);
    expect(await names({ grade_ids: String(gradeA), include_uncategorized: 'true' })).toEqual([
      'Ada',
      'Ben',
      'Cal',
    ]);
    expect(await names({ search: 'ad' })).toEqual(['Ada']);
    const managerId = Number(
      (await sql<{ id: number }>(`select id from users where username = 'sa.cedar'`))[0]!.id,
    );
    const [group] = await sql<{ id: number }>(
      `insert into student_groups (owner_id, owner_role, name, created_at, updated_at)
       values (?, 'district-manager', 'Readers', now(), now()) returning id`,
      [managerId],
    );
    await sql(`insert into student_group_users (group_id, user_id) values (?, ?), (?, ?)`, [
      group!.id,
      ids.ben,
      group!.id,
      ids.dee,
    ]);
    expect(await names({ group_id: Number(group!.id) })).toEqual(['Ben', 'Dee']);
    expect((await cedarManager.api.call('studentAnalyticsFilters')).groups).toEqual([
      { id: Number(group!.id), name: 'Readers' },
    ]);
    // Someone else's group is not there.
    const refused = await failure(
      admin.api.call('studentAnalytics', {
        params: { id: CEDAR },
        query: { ...OCTOBER, group_id: Number(group!.id) },
      }),
    );
    expect(refused.status).toBe(404);
  });

  it("should not find a district or school outside the caller's reach, and refuse other roles", async () => {
    const refused = await Promise.all(
      [
        admin.api.call('studentAnalytics', { params: { id: FIR }, query: OCTOBER }),
        admin.api.call('studentAnalytics', {
          params: { id: CEDAR },
          query: { ...OCTOBER, school_ids: String(SOUTH) },
        }),
        firManager.api.call('studentAnalytics', { params: { id: CEDAR }, query: OCTOBER }),
        cedarManager.api.call('studentAnalytics', {
          params: { id: CEDAR },
          query: { ...OCTOBER, school_ids: String(FIR_SCHOOL) },
        }),
        superuser.api.call('studentAnalytics', { params: { id: 999_999 }, query: OCTOBER }),
      ].map(failure),
    );
    for (const answer of refused) expect([answer.status, answer.code]).toEqual([404, ErrorCode.notFound]);
    for (const username of ['sa.teacher', 'student']) {
      const someone = await signIn(t, username);
      const answer = await failure(
        someone.api.call('studentAnalytics', { params: { id: CEDAR }, query: OCTOBER }),
      );
      expect(answer.status).toBe(403);
    }
  });

  it('should name the field and the rule of a bad query', async () => {
    const backwards = await failure(
      admin.api.call('studentAnalytics', {
        params: { id: CEDAR },
        query: { start_date: '2026-10-05', end_date: '2026-10-01' },
      }),
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify([backwards.message, backwards.details])).toContain('on or after start_date');
    const tooMany = await failure(
      admin.api.call('studentAnalytics', { params: { id: CEDAR }, query: { ...OCTOBER, limit: 101 } }),
    );
    expect(JSON.stringify([tooMany.message, tooMany.details])).toContain('limit');
  });
});

describe('student analytics CSV', () => {
  it('should stream every matching student in the order asked, as a file named after the range', async () => {
    const response = await csvOf(cedarManager, CEDAR, {
      ...OCTOBER,
      order_by: 'sessions',
      order_by_dir: 'desc',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="lantern-students-2026-10-01-2026-10-31.csv"',
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'student_id,first_name,last_name,username,school,grade,sessions,essays,last_activity',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 2)[0])).toEqual([
      'Ada',
      'Ben',
      'Dee',
      'Cal',
    ]);
    expect(lines[1]).toContain(',3,1,2026-10-20T16:00:00Z');
  });

  it("should keep to the caller's reach and refuse before the first byte", async () => {
    const mine = await (await csvOf(admin, CEDAR, OCTOBER)).text();
    expect(mine.trimEnd().split('\r\n')).toHaveLength(4);
    expect(mine).not.toContain('Dee');
    expect((await csvOf(admin, FIR, OCTOBER)).status).toBe(404);
    expect((await csvOf(await signIn(t, 'sa.teacher'), CEDAR, OCTOBER)).status).toBe(403);
    const none = await csvOf(cedarManager, CEDAR, { ...OCTOBER, search: 'nobody-like-this' });
    expect(await none.text()).toBe(
      'student_id,first_name,last_name,username,school,grade,sessions,essays,last_activity\r\n',
    );
  });
});

describe("a school's and a district's students", () => {
  it('should list an administrator their school, active or expired, searched and sorted', async () => {
    const list = await admin.api.call('schoolStudents', { params: { id: NORTH } });
    expect(list.data.map((row) => row.first_name)).toEqual(['Ada', 'Ben', 'Cal']);
    expect(list.meta.pagination).toMatchObject({ total: 3, per_page: 25 });
    const expired = await admin.api.call('schoolStudents', {
      params: { id: NORTH },
      query: { expired: 'true' },
    });
    expect(expired.data.map((row) => [row.first_name, row.expired_at !== null])).toEqual([['Old', true]]);
    const sorted = await admin.api.call('schoolStudents', {
      params: { id: NORTH },
      query: { sort: 'username', orderBy: 'desc', search: 'sa' },
    });
    expect(sorted.data.map((row) => row.username)).toEqual(['sa.cal', 'sa.ben', 'sa.ada']);
  });

  it("should list a district manager their district's schools and count them", async () => {
    const list = await cedarManager.api.call('districtStudents', {
      params: { id: CEDAR },
      query: { sort: 'school' },
    });
    expect(list.data.map((row) => [row.first_name, row.school_name])).toEqual([
      ['Ada', 'Cedar North'],
      ['Ben', 'Cedar North'],
      ['Cal', 'Cedar North'],
      ['Dee', 'Cedar South'],
    ]);
    const counted = await cedarManager.api.call('districtStudentsAggregate', { params: { id: CEDAR } });
    expect([counted.students, counted.expired, counted.ever_used]).toEqual([4, 1, 3]);
    expect(counted.by_grade.reduce((sum, row) => sum + row.students, 0)).toBe(4);
    expect(counted.by_grade.at(-1)).toEqual({ grade: null, students: 1 });
    const north = await admin.api.call('schoolStudentsAggregate', { params: { id: NORTH } });
    expect([north.students, north.expired, north.ever_used]).toEqual([3, 1, 2]);
  });

  it("should not find another school or district, and refuse an administrator a district's list", async () => {
    const refused = await Promise.all(
      [
        admin.api.call('schoolStudents', { params: { id: SOUTH } }),
        admin.api.call('schoolStudentsAggregate', { params: { id: FIR_SCHOOL } }),
        cedarManager.api.call('schoolStudents', { params: { id: FIR_SCHOOL } }),
        firManager.api.call('districtStudents', { params: { id: CEDAR } }),
        cedarManager.api.call('districtStudentsAggregate', { params: { id: FIR } }),
      ].map(failure),
    );
    for (const answer of refused) expect(answer.status).toBe(404);
    expect((await failure(admin.api.call('districtStudents', { params: { id: CEDAR } }))).status).toBe(403);
    const teacher = await signIn(t, 'sa.teacher');
    expect((await failure(teacher.api.call('schoolStudents', { params: { id: NORTH } }))).status).toBe(403);
  });
});

describe("a student's page for the staff over them", () => {
  it("should show an administrator their school's student and put the reads on the access log", async () => {
    const detail = await admin.api.call('leaderStudent', { params: { id: ids.ada } });
    expect(detail.student.first_name).toBe('Ada');
    expect(detail.sessions.map((row) => row.id)).toContain(adaSession);
    await admin.api.call('sessionTranscript', { params: { id: adaSession } });
    await t.app.get(StudentReads).flush();
    const log = await sql<{ what: string; viewer_role: string }>(
      `select what, viewer_role from student_access_log where student_id = ? and viewer_id = ? order by id`,
      [ids.ada, ids.admin],
    );
    expect(log.map((row) => [row.what, row.viewer_role]).sort()).toEqual([
      ['record', 'administrator'],
      ['transcript', 'administrator'],
    ]);
  });

  it("should open a reviewed essay's annotated PDF for the staff over its student only", async () => {
    await t.app
      .get(FileStorage)
      .put('essays/sa-ben/reviewed.pdf', Buffer.from('%PDF- ben'), 'application/pdf');
    const [row] = await sql<{ id: number }>(
      `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                           source_files, instruction_files, summary_comment, reviewed_at, reviewed_pdf_key)
       values (2, ?, 1, 'essay', 'On rivers', 'About water', now(), now() + interval '1 day', '[]', '[]',
               'Clear and kind.', now(), 'essays/sa-ben/reviewed.pdf') returning id`,
      [ids.ben],
    );
    const essayId = Number(row!.id);
    const detail = await cedarManager.api.call('leaderStudent', { params: { id: ids.ben } });
    expect(detail.essays.find((essay) => essay.id === essayId)).toMatchObject({
      summary_comment: 'Clear and kind.',
      has_reviewed_pdf: true,
    });
    const pdf = await admin.api.download('leaderStudentEssayPdf', { params: { id: ids.ben, essayId } });
    expect(await pdf.blob.text()).toBe('%PDF- ben');
    const refused = await failure(
      firManager.api.download('leaderStudentEssayPdf', { params: { id: ids.ben, essayId } }),
    );
    expect(refused.status).toBe(404);
    // Named under another student, the essay is not there.
    const elsewhere = await failure(
      admin.api.download('leaderStudentEssayPdf', { params: { id: ids.ada, essayId } }),
    );
    expect(elsewhere.status).toBe(404);
  });

  it('should let a district manager read their district, and nobody read outside their reach', async () => {
    expect(
      (await cedarManager.api.call('leaderStudent', { params: { id: ids.dee } })).student.first_name,
    ).toBe('Dee');
    await cedarManager.api.call('sessionTranscript', { params: { id: deeSession } });
    const refused = await Promise.all(
      [
        admin.api.call('leaderStudent', { params: { id: ids.dee } }),
        admin.api.call('sessionTranscript', { params: { id: deeSession } }),
        firManager.api.call('leaderStudent', { params: { id: ids.ada } }),
        firManager.api.call('sessionTranscript', { params: { id: adaSession } }),
        admin.api.download('leaderStudentEssayPdf', { params: { id: ids.ada, essayId: 999_999 } }),
      ].map(failure),
    );
    for (const answer of refused) expect(answer.status).toBe(404);
  });
});
