import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { schoolPeopleKit } from '../../../test/school-people-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A known world of two districts:
 * - Cedar (9301): North (9311) with Ada (grade A), Ben (no grade) and Cal (grade A, never active);
 *   South (9312) with Dee (grade B).
 * - Fir (9302): Fir School (9321) with Eve (grade A).
 * An administrator of North, Cedar's manager and Fir's manager. All times are chosen around New
 * York's clock (EDT, UTC-4, in October 2026).
 */
const CEDAR = 9301;
const FIR = 9302;
const NORTH = 9311;
const SOUTH = 9312;
const FIR_SCHOOL = 9321;
const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };

let t: TestApp;
let admin: HttpSession;
let cedarManager: HttpSession;
let firManager: HttpSession;
let gradeA: number;
let gradeB: number;
let topicName: string;
let ada: number;
let dee: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);

const kit = schoolPeopleKit(sql);
const person = (username: string, roles: string[], school: number | null, district: number | null) =>
  kit.person({ username, last: username, roles, school, district });
const student = (username: string, school: number, grade: number | null) =>
  kit.student({ username, last: username, school, grade });
const { session, essay } = kit;

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
  [gradeA, gradeB] = grades.map((row) => Number(row.id)) as [number, number];
  const [topic] = await sql<{ id: number; name: string }>(
    `select id, name from topics where subject_id = 1 limit 1`,
  );
  topicName = topic!.name;

  ada = await student('dash.ada', NORTH, gradeA);
  const ben = await student('dash.ben', NORTH, null);
  await student('dash.cal', NORTH, gradeA);
  dee = await student('dash.dee', SOUTH, gradeB);
  const eve = await student('dash.eve', FIR_SCHOOL, gradeA);
  // 5 October in New York: Ada at 10:00 and 11:30, Ben at 10:10, Dee at 23:30 (already the 6th in UTC).
  await session(ada, '2026-10-05T14:00:00Z');
  await session(ada, '2026-10-05T15:30:00Z');
  await session(ben, '2026-10-05T14:10:00Z');
  await session(dee, '2026-10-06T03:30:00Z', { topic: Number(topic!.id) });
  await session(ada, '2026-10-20T16:00:00Z');
  // Handed on to another tutor: counted once, as the session it became (one of the above).
  await session(ada, '2026-10-05T13:55:00Z', { status: 'transferred' });
  // Outside the range, and another district's.
  await session(ada, '2026-11-01T16:00:00Z');
  await session(eve, '2026-10-05T14:00:00Z');
  await essay(ada, '2026-10-07T15:00:00Z');
  await essay(dee, '2026-10-07T15:00:00Z', -1);

  await person('dash.admin', ['administrator'], NORTH, null);
  await person('dash.cedar', ['district-manager'], null, CEDAR);
  await person('dash.fir', ['district-manager'], FIR_SCHOOL, null);
  admin = await signIn(t, 'dash.admin');
  cedarManager = await signIn(t, 'dash.cedar');
  firManager = await signIn(t, 'dash.fir');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('dashboard filter data', () => {
  it("should offer an administrator their own schools and a district manager their district's", async () => {
    const mine = await admin.api.call('dashboardFilterData');
    expect(mine.district).toBeNull();
    expect(mine.schools).toEqual([{ id: NORTH, name: 'Cedar North' }]);
    const cedar = await cedarManager.api.call('dashboardFilterData');
    expect(cedar.district).toEqual({ id: CEDAR, name: 'Cedar District' });
    expect(cedar.schools.map((school) => school.id)).toEqual([NORTH, SOUTH]);
    // The manager whose district is their main school's.
    expect((await firManager.api.call('dashboardFilterData')).schools.map((s) => s.id)).toEqual([FIR_SCHOOL]);
  });

  it('should list the grades with the uncategorized grade last, flagged', async () => {
    const { grade_levels } = await admin.api.call('dashboardFilterData');
    expect(grade_levels.at(-1)).toEqual({ id: -1, name: 'Not Specified', uncategorized: true });
    expect(grade_levels.filter((grade) => grade.uncategorized)).toHaveLength(1);
    expect(grade_levels.some((grade) => grade.id === gradeA)).toBe(true);
  });
});

describe('quick stats', () => {
  it("should count an administrator's schools only, averaging to one decimal", async () => {
    expect(await admin.api.call('dashboardQuickStats', { query: OCTOBER })).toEqual({
      tutoring_sessions: 4,
      essay_reviews: 1,
      active_students: 2,
      average_per_active_student: 2.5,
    });
  });

  it('should count the whole district for its manager, whole averages staying whole', async () => {
    expect(await cedarManager.api.call('dashboardQuickStats', { query: OCTOBER })).toEqual({
      tutoring_sessions: 5,
      essay_reviews: 1,
      active_students: 3,
      average_per_active_student: 2,
    });
  });

  it('should filter by school and by grade, the uncategorized grade on its own', async () => {
    const south = await cedarManager.api.call('dashboardQuickStats', {
      query: { ...OCTOBER, school_ids: String(SOUTH) },
    });
    expect(south.tutoring_sessions).toBe(1);
    const gradeAOnly = await cedarManager.api.call('dashboardQuickStats', {
      query: { ...OCTOBER, grade_level_ids: String(gradeA) },
    });
    expect([gradeAOnly.tutoring_sessions, gradeAOnly.active_students]).toEqual([3, 1]);
    const withUngraded = await cedarManager.api.call('dashboardQuickStats', {
      query: { ...OCTOBER, grade_level_ids: String(gradeA), include_uncategorized: 'true' },
    });
    expect([withUngraded.tutoring_sessions, withUngraded.active_students]).toEqual([4, 2]);
    const gradedOnly = await cedarManager.api.call('dashboardQuickStats', {
      query: { ...OCTOBER, include_uncategorized: 'false' },
    });
    expect([gradedOnly.tutoring_sessions, gradedOnly.active_students]).toEqual([4, 2]);
    const ungradedOnly = await cedarManager.api.call('dashboardQuickStats', {
      query: { ...OCTOBER, include_uncategorized: 'true' },
    });
    expect([ungradedOnly.tutoring_sessions, ungradedOnly.active_students]).toEqual([1, 1]);
  });
});

describe('total usage over time', () => {
  it("should group a single day by New York's hours", async () => {
    const day = await cedarManager.api.call('dashboardTotalUsage', {
      query: { start_date: '2026-10-05', end_date: '2026-10-05' },
    });
    expect(day.grouping).toBe('hourly');
    expect(day.data).toHaveLength(24);
    const busy = day.data.filter((bucket) => bucket.sessions > 0);
    expect(busy).toEqual([
      { bucket: '2026-10-05T10', sessions: 2, essays: 0 },
      { bucket: '2026-10-05T11', sessions: 1, essays: 0 },
      { bucket: '2026-10-05T23', sessions: 1, essays: 0 },
    ]);
  });

  it('should group up to 31 days by day, empty days included', async () => {
    const week = await cedarManager.api.call('dashboardTotalUsage', {
      query: { start_date: '2026-10-04', end_date: '2026-10-07' },
    });
    expect(week).toEqual({
      grouping: 'daily',
      data: [
        { bucket: '2026-10-04', sessions: 0, essays: 0 },
        { bucket: '2026-10-05', sessions: 4, essays: 0 },
        { bucket: '2026-10-06', sessions: 0, essays: 0 },
        { bucket: '2026-10-07', sessions: 0, essays: 1 },
      ],
    });
    expect((await cedarManager.api.call('dashboardTotalUsage', { query: OCTOBER })).data).toHaveLength(31);
  });

  it('should group more than 31 days by weeks starting on Monday', async () => {
    const weeks = await cedarManager.api.call('dashboardTotalUsage', {
      query: { start_date: '2026-09-20', end_date: '2026-10-25' },
    });
    expect(weeks.grouping).toBe('weekly');
    expect(weeks.data.map((bucket) => bucket.bucket)).toEqual([
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
    ]);
    expect(weeks.data.find((bucket) => bucket.bucket === '2026-10-05')).toEqual({
      bucket: '2026-10-05',
      sessions: 4,
      essays: 1,
    });
    expect(weeks.data.find((bucket) => bucket.bucket === '2026-10-19')?.sessions).toBe(1);
  });
});

describe('usage by school', () => {
  it('should give active against licensed students as a rounded percentage', async () => {
    expect((await cedarManager.api.call('dashboardUsageBySchool', { query: OCTOBER })).data).toEqual([
      {
        school_id: NORTH,
        school_name: 'Cedar North',
        num_active_students: 2,
        num_licensed_students: 3,
        percentage: 66.7,
      },
      {
        school_id: SOUTH,
        school_name: 'Cedar South',
        num_active_students: 1,
        num_licensed_students: 1,
        percentage: 100,
      },
    ]);
    expect(
      (await admin.api.call('dashboardUsageBySchool', { query: OCTOBER })).data.map((s) => s.school_id),
    ).toEqual([NORTH]);
  });
});

describe('sessions and topics', () => {
  it('should rank subjects and topics with their share of the sessions', async () => {
    const { data } = await cedarManager.api.call('dashboardSessionsAndTopics', { query: OCTOBER });
    expect(data.map(({ topic, sessions, percentage }) => ({ topic, sessions, percentage }))).toEqual([
      { topic: null, sessions: 4, percentage: 80 },
      { topic: topicName, sessions: 1, percentage: 20 },
    ]);
    expect((await admin.api.call('dashboardSessionsAndTopics', { query: OCTOBER })).data).toHaveLength(1);
  });
});

describe('the groups filter', () => {
  const makeGroup = async (who: HttpSession, name: string, members: number[]) => {
    const group = await who.api.call('createStudentGroup', { body: { name } });
    await who.api.call('setStudentGroupUsers', { params: { id: group.id }, body: { user_ids: members } });
    return group.id;
  };

  it("should count only the chosen groups' students in every widget", async () => {
    const adas = await makeGroup(admin, 'Ada alone', [ada]);
    const query = { ...OCTOBER, group_ids: String(adas) };
    // Without the group: 4 sessions, 1 essay, Ada and Ben (see "quick stats").
    expect(await admin.api.call('dashboardQuickStats', { query })).toEqual({
      tutoring_sessions: 3,
      essay_reviews: 1,
      active_students: 1,
      average_per_active_student: 4,
    });
    const usage = await admin.api.call('dashboardTotalUsage', { query });
    expect(usage.data.find((bucket) => bucket.bucket === '2026-10-05')).toEqual({
      bucket: '2026-10-05',
      sessions: 2,
      essays: 0,
    });
    expect(usage.data.reduce((sum, bucket) => sum + bucket.sessions, 0)).toBe(3);
    // Measured against the group's own members in the school: one of one.
    expect((await admin.api.call('dashboardUsageBySchool', { query })).data).toEqual([
      {
        school_id: NORTH,
        school_name: 'Cedar North',
        num_active_students: 1,
        num_licensed_students: 1,
        percentage: 100,
      },
    ]);
    const topics = await admin.api.call('dashboardSessionsAndTopics', { query });
    expect(topics.data.map((row) => row.sessions)).toEqual([3]);
  });

  it('should add up several groups, and a district manager may filter their district by theirs', async () => {
    const adas = await makeGroup(cedarManager, 'North reader', [ada]);
    const dees = await makeGroup(cedarManager, 'South reader', [dee]);
    const both = await cedarManager.api.call('dashboardQuickStats', {
      query: { ...OCTOBER, group_ids: `${adas},${dees}` },
    });
    expect([both.tutoring_sessions, both.active_students]).toEqual([4, 2]);
    const south = await cedarManager.api.call('dashboardQuickStats', {
      query: { ...OCTOBER, group_ids: String(dees) },
    });
    expect([south.tutoring_sessions, south.essay_reviews, south.active_students]).toEqual([1, 0, 1]);
    const bySchool = await cedarManager.api.call('dashboardUsageBySchool', {
      query: { ...OCTOBER, group_ids: `${adas},${dees}` },
    });
    expect(bySchool.data.map((s) => [s.num_active_students, s.num_licensed_students])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it("should not find another person's group, even one of the same students", async () => {
    const theirs = await makeGroup(cedarManager, 'Theirs', [ada]);
    const error = await failure(
      admin.api.call('dashboardQuickStats', { query: { ...OCTOBER, group_ids: String(theirs) } }),
    );
    expect([error.status, error.code]).toEqual([404, ErrorCode.notFound]);
  });
});

describe('who may see which numbers', () => {
  it("should not find a school or district outside the caller's reach", async () => {
    const cases = [
      admin.api.call('dashboardQuickStats', { query: { ...OCTOBER, school_ids: String(SOUTH) } }),
      cedarManager.api.call('dashboardUsageBySchool', {
        query: { ...OCTOBER, school_ids: String(FIR_SCHOOL) },
      }),
      cedarManager.api.call('dashboardTotalUsage', { query: { ...OCTOBER, district_id: FIR } }),
      admin.api.call('dashboardFilterData', { query: { district_id: CEDAR } }),
      firManager.api.call('dashboardSessionsAndTopics', {
        query: { ...OCTOBER, school_ids: `${FIR_SCHOOL},${NORTH}` },
      }),
    ];
    for (const refused of await Promise.all(cases.map(failure))) {
      expect(refused.status).toBe(404);
      expect(refused.code).toBe(ErrorCode.notFound);
    }
  });

  it('should refuse teachers and students', async () => {
    for (const username of ['teacher', 'student']) {
      const someone = await signIn(t, username);
      expect((await failure(someone.api.call('dashboardQuickStats', { query: OCTOBER }))).status).toBe(403);
    }
  });

  it('should name the field and the rule of a bad range', async () => {
    const backwards = await failure(
      admin.api.call('dashboardQuickStats', { query: { start_date: '2026-10-05', end_date: '2026-10-01' } }),
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify([backwards.message, backwards.details])).toContain('end_date');
    expect(JSON.stringify([backwards.message, backwards.details])).toContain('on or after start_date');
    const badDate = await failure(
      admin.api.call('dashboardQuickStats', { query: { start_date: '10/05/2026', end_date: '2026-10-06' } }),
    );
    expect(JSON.stringify([badDate.message, badDate.details])).toContain('yyyy-MM-dd');
  });
});
