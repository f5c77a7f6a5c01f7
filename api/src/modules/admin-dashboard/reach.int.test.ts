import type { Reach, ReachCell, ReachTable } from '@lantern/shared/contracts/admin-reach';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { schoolPeopleKit } from '../../../test/school-people-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A known world around New York's clock (EDT, October 2026):
 * - Oak district (9401): Big (9411, grade A) with 30 students, 10 who never used Lantern, 10 once
 *   and 10 on two days; Mid (9413, grade B) with 36 students, 12 / 12 / 12, half of them women; and
 *   Small (9412, grade A) with 4 students, 1 / 1 / 2.
 * - Pine district (9402): Pine School (9421) with 12 students.
 * An administrator of Big, Oak's and Pine's managers, and a teacher.
 */
const OAK = 9401;
const PINE = 9402;
const BIG = 9411;
const SMALL = 9412;
const MID = 9413;
const PINE_SCHOOL = 9421;
const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };

let t: TestApp;
let admin: HttpSession;
let oakManager: HttpSession;
let pineManager: HttpSession;
let superuser: HttpSession;
let teacher: HttpSession;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);

const kit = schoolPeopleKit(sql);
const person = (username: string, roles: string[], school: number | null, district: number | null) =>
  kit.person({ username, last: username, roles, school, district });

/** `count` students of a school and grade, with the sex given (null: not recorded). */
async function students(
  prefix: string,
  school: number,
  grade: number,
  count: number,
  sex: string | null = null,
) {
  const rows = await sql<{ id: number }>(
    `insert into users (username, password_hash, first_name, last_name, roles, "current_role", school_id,
                        accepted_agreement, created_at, updated_at)
     select ? || n, (select password_hash from users where username = 'teacher'), 'Kit', ? || n, '{student}',
            'student', ?, true, now(), now()
       from generate_series(1, ?) n returning id`,
    [prefix, prefix, school, count],
  );
  const ids = rows.map((row) => Number(row.id));
  await sql(`insert into students (user_id, grade_id, is_new, sex) select unnest(?::int[]), ?, false, ?`, [
    `{${ids.join(',')}}`,
    grade,
    sex,
  ]);
  return ids;
}
const session = (studentId: number, at: string, status = 'ended') => kit.session(studentId, at, { status });
const { essay } = kit;

/** Uses for a school's students in order: `never` none, `once` on one day, `returned` on two. */
async function use(ids: number[], never: number, once: number) {
  for (const [i, id] of ids.entries()) {
    if (i < never) continue;
    // Twice on 5 October in New York, at 10:00 and 23:30 (already the 6th in UTC): one day.
    await session(id, '2026-10-05T14:00:00Z');
    await session(id, '2026-10-06T03:30:00Z');
    // Neither a withdrawn essay nor a session handed on to another tutor is a second day.
    await essay(id, '2026-10-09T15:00:00Z', -1);
    await session(id, '2026-10-12T15:00:00Z', 'transferred');
    if (i >= never + once) await essay(id, '2026-10-20T15:00:00Z');
  }
}

const row = (table: ReachTable, key: number | string) => table.rows.find((r) => r.key === String(key))!;
const cells = (table: ReachTable): ReachCell[] =>
  [...table.rows, table.total].flatMap((r) => [r.licensed, r.reached, r.returned]);

beforeAll(async () => {
  t = await startTestApp();
  await sql(
    `insert into districts (id, name, created_at) values (?, 'Oak District', now()), (?, 'Pine District', now())`,
    [OAK, PINE],
  );
  await sql(
    `insert into schools (id, name, district_id, created_at)
     values (?, 'Oak Big', ?, now()), (?, 'Oak Small', ?, now()), (?, 'Oak Mid', ?, now()), (?, 'Pine School', ?, now())`,
    [BIG, OAK, SMALL, OAK, MID, OAK, PINE_SCHOOL, PINE],
  );
  const [gradeA, gradeB] = (await sql<{ id: number }>(`select id from grades order by position limit 2`)).map(
    (r) => Number(r.id),
  ) as [number, number];
  await use(await students('reach.big', BIG, gradeA, 30), 10, 10);
  await use(await students('reach.small', SMALL, gradeA, 4), 1, 1);
  const women = await students('reach.midw', MID, gradeB, 18, 'female');
  const men = await students('reach.midm', MID, gradeB, 18, 'male');
  await use([...women.slice(0, 6), ...men.slice(0, 6)], 12, 0);
  await use([...women.slice(6, 12), ...men.slice(6, 12)], 0, 12);
  await use([...women.slice(12), ...men.slice(12)], 0, 0);
  await use(await students('reach.pine', PINE_SCHOOL, gradeA, 12), 0, 0);
  // A student who left: their use counts for no licensed student.
  const [gone] = await students('reach.gone', BIG, gradeA, 1);
  await use([gone!], 0, 0);
  await sql(`update users set deactivated_at = now() where id = ?`, [gone]);

  await person('reach.admin', ['administrator'], BIG, null);
  await person('reach.oak', ['district-manager'], null, OAK);
  await person('reach.pine', ['district-manager'], null, PINE);
  await person('reach.teacher', ['teacher'], BIG, null);
  admin = await signIn(t, 'reach.admin');
  oakManager = await signIn(t, 'reach.oak');
  pineManager = await signIn(t, 'reach.pine');
  superuser = await signIn(t, 'superuser');
  teacher = await signIn(t, 'reach.teacher');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const reach = (s: HttpSession, query: Record<string, string> = {}): Promise<Reach> =>
  s.api.call('dashboardReach', { query: { ...OCTOBER, ...query } });

describe('reach and return', () => {
  it('should count as reached a student who used Lantern, and as returned one who did on two New York days', async () => {
    const mine = await reach(admin);
    expect(mine.return_days).toBe(2);
    expect(mine.by_school.rows.map((r) => r.key)).toEqual([String(BIG)]);
    // Two uses the same New York day are one visit; a withdrawn essay or a handed-on session no visit.
    expect(row(mine.by_school, BIG)).toEqual({
      key: String(BIG),
      label: 'Oak Big',
      licensed: 30,
      reached: 20,
      returned: 10,
      reached_percentage: 66.7,
      returned_percentage: 33.3,
    });
  });

  it('should count by grade, and leave out students who are no longer licensed', async () => {
    const oak = await reach(oakManager);
    const [gradeA, gradeB] = oak.by_grade.rows;
    expect(gradeA).toMatchObject({ licensed: 34, reached: 23, returned: 12 });
    expect(gradeB).toMatchObject({ licensed: 36, reached: 24, returned: 12 });
    expect(oak.by_grade.total).toMatchObject({ licensed: 70, reached: 47, returned: 24 });
  });

  it('should show "fewer than 10" for a small school, and hide another so the total cannot give it away', async () => {
    const oak = await reach(oakManager);
    const small = row(oak.by_school, SMALL);
    expect([small.licensed, small.reached, small.returned]).toEqual([
      'fewer_than_10',
      'suppressed',
      'fewer_than_10',
    ]);
    expect(small.reached_percentage).toBeNull();
    expect(oak.by_school.total.licensed).toBe(70);
    // Shown alone beside the total, 70 − 36 − 30 would be Small's 4: Big's count is hidden with it.
    expect(row(oak.by_school, BIG).licensed).toBe('suppressed');
    expect(row(oak.by_school, MID)).toMatchObject({ licensed: 36, reached: 24, returned: 12 });
    // Nowhere is a count under 10 sent.
    for (const cell of cells(oak.by_school))
      if (typeof cell === 'number') expect(cell).toBeGreaterThanOrEqual(10);
  });

  it('should follow the filters: a school chosen, a grade chosen', async () => {
    const mid = await reach(oakManager, { school_ids: String(MID) });
    expect(mid.by_school.rows.map((r) => r.key)).toEqual([String(MID)]);
    expect(mid.by_school.total.licensed).toBe(36);
    const october5 = await reach(oakManager, { start_date: '2026-10-05', end_date: '2026-10-05' });
    // The ungraded students alone: none in Oak, so no grade row and nobody licensed.
    const ungraded = await reach(oakManager, { include_uncategorized: 'true' });
    expect(ungraded.by_grade.rows).toEqual([]);
    expect(ungraded.by_school.total.licensed).toBe('fewer_than_10');
    // On that one day nobody came back.
    expect(row(october5.by_school, MID).returned).toBe('fewer_than_10');
  });

  it('should give subgroups only once the district turns demographics on, with small groups hidden', async () => {
    expect((await reach(oakManager)).by_subgroup).toBeNull();
    const district = await superuser.api.call('updateDistrict', {
      params: { id: OAK },
      body: { demographics_enabled: true },
    });
    expect(district.demographics_enabled).toBe(true);
    const oak = await reach(oakManager);
    expect(oak.demographics_enabled).toBe(true);
    const sex = oak.by_subgroup!.find((group) => group.subgroup === 'sex')!.table;
    expect(sex.rows.map((r) => r.key)).toEqual(['female', 'male', 'not_recorded']);
    expect(row(sex, 'female').licensed).toBe(18);
    expect(row(sex, 'not_recorded').licensed).toBe(34);
    for (const group of oak.by_subgroup!)
      for (const cell of cells(group.table))
        if (typeof cell === 'number') expect(cell).toBeGreaterThanOrEqual(10);
    // Another district's manager still sees none.
    expect((await reach(pineManager)).by_subgroup).toBeNull();
  });
});

describe('reach: who may ask', () => {
  it('should not find a school or district the caller does not reach', async () => {
    expect((await failure(reach(admin, { school_ids: String(MID) }))).status).toBe(404);
    const other = await failure(reach(pineManager, { district_id: String(OAK) }));
    expect(other.status).toBe(404);
    expect(other.code).toBe(ErrorCode.notFound);
  });

  it('should refuse a teacher', async () => {
    expect((await failure(reach(teacher))).status).toBe(403);
  });

  it("should let a superuser read one district's", async () => {
    const pine = await reach(superuser, { district_id: String(PINE) });
    expect(pine.by_school.rows).toEqual([
      expect.objectContaining({ key: String(PINE_SCHOOL), licensed: 12 }),
    ]);
  });
});
