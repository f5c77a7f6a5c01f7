import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson } from '../../../test/account-kit.js';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { schoolPeopleKit } from '../../../test/school-people-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A known world of two districts:
 * - Oak (9401): Oak East (9411) with Ada, Ben and Cy (a teacher's section holds Ada and Ben);
 *   Oak West (9412) with Dot.
 * - Elm (9402): Elm School (9421) with Eli.
 * Staff: a teacher of that section, an administrator of Oak East, Oak's district manager (named
 * on the account) and Elm's (through their main school), and a superuser.
 */
const OAK = 9401;
const ELM = 9402;
const EAST = 9411;
const WEST = 9412;
const ELM_SCHOOL = 9421;

let t: TestApp;
const ids: Record<'ada' | 'ben' | 'cy' | 'dot' | 'eli' | 'teacher', number> = {
  ada: 0,
  ben: 0,
  cy: 0,
  dot: 0,
  eli: 0,
  teacher: 0,
};
const as: Record<'teacher' | 'admin' | 'oakManager' | 'elmManager' | 'superuser', HttpSession> = {} as never;
let gradeA: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);

const kit = schoolPeopleKit(sql);
const person = (
  username: string,
  last: string,
  roles: string[],
  school: number | null,
  district: number | null,
) => kit.person({ username, last, roles, school, district });
const student = (username: string, last: string, school: number, grade: number | null = null) =>
  kit.student({ username, last, school, grade });
const names = (list: { last_name: string }[]) => list.map((user) => user.last_name);

beforeAll(async () => {
  t = await startTestApp();
  await sql(
    `insert into districts (id, name, created_at) values (?, 'Oak District', now()), (?, 'Elm District', now())`,
    [OAK, ELM],
  );
  await sql(
    `insert into schools (id, name, district_id, created_at)
     values (?, 'Oak East', ?, now()), (?, 'Oak West', ?, now()), (?, 'Elm School', ?, now())`,
    [EAST, OAK, WEST, OAK, ELM_SCHOOL, ELM],
  );
  const [grade] = await sql<{ id: number }>(`select id from grades order by position limit 1`);
  gradeA = Number(grade!.id);
  ids.ada = await student('grp.ada', 'Adams', EAST, gradeA);
  ids.ben = await student('grp.ben', 'Baker', EAST);
  ids.cy = await student('grp.cy', 'Carter', EAST);
  ids.dot = await student('grp.dot', 'Dunn', WEST);
  ids.eli = await student('grp.eli', 'Ellis', ELM_SCHOOL);
  ids.teacher = await person('grp.teacher', 'Teach', ['teacher'], EAST, null);
  await person('grp.admin', 'Admin', ['administrator'], EAST, null);
  await person('grp.oak', 'Oak', ['district-manager'], null, OAK);
  await person('grp.elm', 'Elm', ['district-manager'], ELM_SCHOOL, null);
  const superuser = await signIn(t, 'superuser');
  await superuser.api.call('createSection', {
    body: { name: 'Grp class', school_id: EAST, teacher_ids: [ids.teacher], student_ids: [ids.ada, ids.ben] },
  });
  as.superuser = superuser;
  as.teacher = await signIn(t, 'grp.teacher');
  as.admin = await signIn(t, 'grp.admin');
  as.oakManager = await signIn(t, 'grp.oak');
  as.elmManager = await signIn(t, 'grp.elm');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** Who each role may put in a group, among the five students of the world. */
async function reachable(who: HttpSession): Promise<string[]> {
  const group = await who.api.call('createStudentGroup', { body: { name: `Reach ${Math.random()}` } });
  const everyone = [ids.ada, ids.ben, ids.cy, ids.dot, ids.eli];
  const taken: string[] = [];
  for (const id of everyone) {
    const answer = await who.api
      .call('setStudentGroupUsers', { params: { id: group.id }, body: { user_ids: [id] } })
      .then((saved) => names(saved.users))
      .catch(() => []);
    taken.push(...answer);
  }
  await who.api.call('deleteStudentGroup', { params: { id: group.id } });
  return taken;
}

describe('scope: which students each role may group', () => {
  it('should give a teacher their sections, an administrator their schools, a district manager their district, a superuser all', async () => {
    expect(await reachable(as.teacher)).toEqual(['Adams', 'Baker']);
    expect(await reachable(as.admin)).toEqual(['Adams', 'Baker', 'Carter']);
    expect(await reachable(as.oakManager)).toEqual(['Adams', 'Baker', 'Carter', 'Dunn']);
    expect(await reachable(as.elmManager)).toEqual(['Ellis']);
    const all = await reachable(as.superuser);
    expect(['Adams', 'Baker', 'Carter', 'Dunn', 'Ellis'].every((name) => all.includes(name))).toBe(true);
  });

  it('should search only the students in reach, every word matching, bounded and paged', async () => {
    const search = (who: HttpSession, query: string, extra: Record<string, number> = {}) =>
      who.api.call('searchGroupUsers', { params: { query }, query: extra });
    expect(names((await search(as.teacher, 'kit')).data)).toEqual(['Adams', 'Baker']);
    expect(names((await search(as.admin, 'kit')).data)).toEqual(['Adams', 'Baker', 'Carter']);
    expect(names((await search(as.oakManager, 'kit')).data)).toEqual(['Adams', 'Baker', 'Carter', 'Dunn']);
    expect(names((await search(as.elmManager, 'kit')).data)).toEqual(['Ellis']);
    expect(names((await search(as.oakManager, 'kit dun')).data)).toEqual(['Dunn']);
    // A staff member is never a candidate, even one whose name matches.
    expect(names((await search(as.admin, 'teach')).data)).toEqual([]);
    // Narrowed by school and grade, with the school and grade shown.
    const west = await search(as.oakManager, 'kit', { school_id: WEST });
    expect(west.data).toEqual([
      {
        id: ids.dot,
        first_name: 'Kit',
        last_name: 'Dunn',
        username: 'grp.dot',
        school_name: 'Oak West',
        grade: null,
      },
    ]);
    expect(names((await search(as.oakManager, 'kit', { grade_id: gradeA })).data)).toEqual(['Adams']);
    // Paged: two a page, the second page holding the rest, the total on each.
    const first = await search(as.oakManager, 'kit', { limit: 2 });
    const second = await search(as.oakManager, 'kit', { limit: 2, page: 2 });
    expect([names(first.data), names(second.data)]).toEqual([
      ['Adams', 'Baker'],
      ['Carter', 'Dunn'],
    ]);
    expect(second.meta.pagination).toEqual({
      total: 4,
      count: 2,
      per_page: 2,
      current_page: 2,
      total_pages: 2,
    });
    const past = await search(as.oakManager, 'kit', { limit: 2, page: 5 });
    expect([past.data, past.meta.pagination.total]).toEqual([[], 4]);
  });

  it('should refuse a search too short, a page too large and a role without students', async () => {
    const raw = async (path: string) => {
      const response = await as.admin.fetch(
        `${as.admin.baseUrl}/api/student-groups/search_group_users/${path}`,
        {
          headers: { authorization: `Bearer ${as.admin.accessToken}` },
        },
      );
      return [response.status, JSON.stringify(await response.json())] as const;
    };
    const [shortStatus, shortBody] = await raw('k');
    expect([shortStatus, shortBody]).toEqual([400, expect.stringContaining('at least 2 characters')]);
    expect(shortBody).toContain('query');
    const [bigStatus, bigBody] = await raw('kit?limit=51');
    expect([bigStatus, bigBody]).toEqual([400, expect.stringContaining('limit')]);
    const tutor = await signIn(t, 'tutor');
    expect((await failure(tutor.api.call('searchGroupUsers', { params: { query: 'kit' } }))).status).toBe(
      403,
    );
    expect((await failure(tutor.api.call('studentGroupFilters'))).status).toBe(403);
  });
});

describe('groups of administrators and district managers', () => {
  it("should keep each person's groups their own, in the role they made them in", async () => {
    const mine = await as.admin.api.call('createStudentGroup', { body: { name: 'East readers' } });
    const filled = await as.admin.api.call('setStudentGroupUsers', {
      params: { id: mine.id },
      body: { user_ids: [ids.cy, ids.ada] },
    });
    expect(names(filled.users)).toEqual(['Adams', 'Carter']);
    expect((await as.admin.api.call('studentGroups')).data.map((g) => g.name)).toEqual(['East readers']);
    // The district manager reaches the same students but not the administrator's group.
    expect((await as.oakManager.api.call('studentGroups')).data.map((g) => g.id)).not.toContain(mine.id);
    for (const attempt of [
      () => as.oakManager.api.call('studentGroup', { params: { id: mine.id } }),
      () => as.oakManager.api.call('studentGroupUsers', { params: { id: mine.id } }),
      () => as.oakManager.api.call('renameStudentGroup', { params: { id: mine.id }, body: { name: 'Mine' } }),
      () => as.superuser.api.call('deleteStudentGroup', { params: { id: mine.id } }),
    ]) {
      const refused = await failure(attempt());
      expect([refused.status, refused.code]).toEqual([404, ErrorCode.notFound]);
    }
    // Same name, another owner: no clash.
    expect(
      (await as.oakManager.api.call('createStudentGroup', { body: { name: 'East readers' } })).name,
    ).toBe('East readers');

    // A teacher who is also an administrator keeps the two sets apart.
    await sql(`update users set roles = '{teacher,administrator}' where id = ?`, [ids.teacher]);
    const hat = await signIn(t, 'grp.teacher');
    const asTeacher = await hat.api.call('createStudentGroup', { body: { name: 'Both hats' } });
    hat.accessToken = (await hat.api.call('switchRole', { body: { role: 'administrator' } })).access_token;
    expect((await hat.api.call('studentGroups')).data.map((g) => g.id)).not.toContain(asTeacher.id);
    expect((await failure(hat.api.call('studentGroup', { params: { id: asTeacher.id } }))).status).toBe(404);
    expect((await hat.api.call('createStudentGroup', { body: { name: 'Both hats' } })).name).toBe(
      'Both hats',
    );
    await sql(`update users set roles = '{teacher}' where id = ?`, [ids.teacher]);
  });

  it('should page a group’s members by name, and drop a member who left the school', async () => {
    const group = await as.oakManager.api.call('createStudentGroup', { body: { name: 'Whole district' } });
    await as.oakManager.api.call('setStudentGroupUsers', {
      params: { id: group.id },
      body: { user_ids: [ids.dot, ids.cy, ids.ben, ids.ada] },
    });
    const page = await as.oakManager.api.call('studentGroupUsers', { params: { id: group.id } });
    expect(names(page.data)).toEqual(['Adams', 'Baker', 'Carter', 'Dunn']);
    expect(page.meta.pagination).toEqual({
      total: 4,
      count: 4,
      per_page: 25,
      current_page: 1,
      total_pages: 1,
    });
    const empty = await as.oakManager.api.call('studentGroupUsers', {
      params: { id: group.id },
      query: { page: 2 },
    });
    expect([empty.data, empty.meta.pagination.total]).toEqual([[], 4]);
    // Dot moves to another district's school: out of the manager's reach, out of the group.
    await sql(`update users set school_id = ? where id = ?`, [ELM_SCHOOL, ids.dot]);
    expect(
      names((await as.oakManager.api.call('studentGroupUsers', { params: { id: group.id } })).data),
    ).toEqual(['Adams', 'Baker', 'Carter']);
    await sql(`update users set school_id = ? where id = ?`, [WEST, ids.dot]);
  });

  it("should offer the reach's schools, every grade and the caller's groups with their counts", async () => {
    const group = await as.elmManager.api.call('createStudentGroup', { body: { name: 'Elm few' } });
    await as.elmManager.api.call('setStudentGroupUsers', {
      params: { id: group.id },
      body: { user_ids: [ids.eli] },
    });
    const filters = await as.elmManager.api.call('studentGroupFilters');
    expect(filters.schools).toEqual([{ id: ELM_SCHOOL, name: 'Elm School' }]);
    expect(filters.grade_levels.some((grade) => grade.id === gradeA)).toBe(true);
    expect(filters.groups).toEqual([{ id: group.id, name: 'Elm few', member_count: 1 }]);
    const teacherFilters = await as.teacher.api.call('studentGroupFilters');
    expect(teacherFilters.schools).toEqual([{ id: EAST, name: 'Oak East' }]);
  });

  it('should answer 422 with the field and the rule for a bad name or a student out of reach', async () => {
    const body = async (call: Promise<unknown>) => {
      const error = await failure(call);
      return [error.status, error.details];
    };
    const issue = (field: string, rule: string) => ({
      issues: [{ field, rule, message: expect.stringContaining(`${field}:`) }],
    });
    expect(await body(as.admin.api.call('createStudentGroup', { body: { name: ' ' } }))).toEqual([
      422,
      issue('name', 'required'),
    ]);
    expect(await body(as.admin.api.call('createStudentGroup', { body: { name: 'y'.repeat(101) } }))).toEqual([
      422,
      issue('name', 'max_length'),
    ]);
    await as.admin.api.call('createStudentGroup', { body: { name: 'Taken' } });
    expect(await body(as.admin.api.call('createStudentGroup', { body: { name: 'TAKEN' } }))).toEqual([
      422,
      issue('name', 'unique'),
    ]);
    const group = await as.admin.api.call('createStudentGroup', { body: { name: 'Fill me' } });
    // A hundred groups at most, in one role: the next is refused on the form's one field.
    await sql(
      `insert into student_groups (owner_id, owner_role, name, created_at, updated_at)
       select id, 'district-manager', 'Bulk ' || n, now(), now() from users, generate_series(1, 100) n
        where username = 'grp.elm'`,
    );
    expect(await body(as.elmManager.api.call('createStudentGroup', { body: { name: 'One more' } }))).toEqual([
      422,
      issue('name', 'max_groups'),
    ]);
    await sql(`delete from student_groups where name like 'Bulk %'`);
    const outside = await body(
      as.admin.api.call('setStudentGroupUsers', {
        params: { id: group.id },
        body: { user_ids: [ids.ada, ids.dot] },
      }),
    );
    expect(outside).toEqual([422, issue('user_ids', 'your_students')]);
    expect(JSON.stringify(outside)).toContain(String(ids.dot));
    expect((await as.admin.api.call('studentGroup', { params: { id: group.id } })).users).toEqual([]);
  });
});

/** A person of the demo school, signed in; `name` sets their first and last name. */
async function kitPerson(
  roles: string[],
  name?: [string, string],
): Promise<{ id: number; http: HttpSession }> {
  const made = await makePerson(t, { roles });
  if (name) await sql(`update users set first_name = ?, last_name = ? where id = ?`, [...name, made.id]);
  return { id: made.id, http: await signIn(t, made.username) };
}
async function section(teacher: number, students: number[]): Promise<void> {
  await as.superuser.api.call('createSection', {
    body: {
      name: `Class ${Math.random().toString(36).slice(2, 7)}`,
      school_id: 1,
      teacher_ids: [teacher],
      student_ids: students,
    },
  });
}

describe("a teacher's groups", () => {
  it('should make, rename, fill and delete a group, each only by its owner', async () => {
    const teacher = await kitPerson(['teacher']);
    const other = await kitPerson(['teacher']);
    const [ada, ben] = [
      await kitPerson(['student'], ['Ada', 'Zed']),
      await kitPerson(['student'], ['Ben', 'Young']),
    ];
    const stranger = await kitPerson(['student']);
    await section(teacher.id, [ada.id, ben.id]);

    const made = await teacher.http.api.call('createStudentGroup', { body: { name: '  Reading   circle ' } });
    expect(made).toEqual({ id: expect.any(Number), name: 'Reading circle', users: [] });
    const renamed = await teacher.http.api.call('renameStudentGroup', {
      params: { id: made.id },
      body: { name: 'Reading club' },
    });
    expect(renamed.name).toBe('Reading club');
    const filled = await teacher.http.api.call('setStudentGroupUsers', {
      params: { id: made.id },
      body: { user_ids: [ada.id, ben.id, ada.id] },
    });
    expect(filled.users.map((user) => user.first_name)).toEqual(['Ben', 'Ada']);
    expect(await teacher.http.api.call('studentGroup', { params: { id: made.id } })).toEqual(filled);
    expect((await teacher.http.api.call('studentGroups')).data).toEqual([filled]);

    // A student outside the teacher's sections is refused on the field, and nothing changes.
    const outside = await failure(
      teacher.http.api.call('setStudentGroupUsers', {
        params: { id: made.id },
        body: { user_ids: [ada.id, stranger.id] },
      }),
    );
    expect([outside.status, outside.details]).toEqual([
      422,
      {
        issues: [
          { field: 'user_ids', rule: 'your_students', message: expect.stringContaining(String(stranger.id)) },
        ],
      },
    ]);
    expect((await teacher.http.api.call('studentGroup', { params: { id: made.id } })).users).toHaveLength(2);

    // A member who leaves the teacher's sections leaves the group with them.
    await sql(`delete from section_users where user_id = ?`, [ben.id]);
    expect(
      (await teacher.http.api.call('studentGroup', { params: { id: made.id } })).users.map((user) => user.id),
    ).toEqual([ada.id]);

    // Another teacher learns nothing of it.
    expect((await other.http.api.call('studentGroups')).data).toEqual([]);
    const attempts = [
      () => other.http.api.call('studentGroup', { params: { id: made.id } }),
      () => other.http.api.call('renameStudentGroup', { params: { id: made.id }, body: { name: 'Mine' } }),
      () => other.http.api.call('setStudentGroupUsers', { params: { id: made.id }, body: { user_ids: [] } }),
      () => other.http.api.call('deleteStudentGroup', { params: { id: made.id } }),
    ];
    for (const attempt of attempts) expect((await failure(attempt())).status).toBe(404);
    expect((await failure(ada.http.api.call('studentGroups'))).status).toBe(403);

    expect(await teacher.http.api.call('deleteStudentGroup', { params: { id: made.id } })).toEqual({
      id: made.id,
    });
    expect((await failure(teacher.http.api.call('studentGroup', { params: { id: made.id } }))).status).toBe(
      404,
    );
    expect((await teacher.http.api.call('studentGroups')).data).toEqual([]);
  });

  it('should answer 422 on the name when it is empty, too long or already the teacher’s', async () => {
    const teacher = await kitPerson(['teacher']);
    const other = await kitPerson(['teacher']);
    await teacher.http.api.call('createStudentGroup', { body: { name: 'Group A' } });
    const rule = async (name: string) => {
      const error = await failure(teacher.http.api.call('createStudentGroup', { body: { name } }));
      const issues = (error.details as { issues: { field: string; rule: string }[] }).issues;
      return [error.status, issues[0]!.field, issues[0]!.rule];
    };
    expect(await rule('   ')).toEqual([422, 'name', 'required']);
    expect(await rule('x'.repeat(101))).toEqual([422, 'name', 'max_length']);
    expect(await rule('group a')).toEqual([422, 'name', 'unique']);
    // Names are each teacher's own.
    expect((await other.http.api.call('createStudentGroup', { body: { name: 'Group A' } })).name).toBe(
      'Group A',
    );
    const b = await teacher.http.api.call('createStudentGroup', { body: { name: 'Group B' } });
    const clash = await failure(
      teacher.http.api.call('renameStudentGroup', { params: { id: b.id }, body: { name: 'GROUP A' } }),
    );
    expect(clash.status).toBe(422);
    // Renaming a group to its own name is no clash.
    expect(
      (await teacher.http.api.call('renameStudentGroup', { params: { id: b.id }, body: { name: 'Group B' } }))
        .name,
    ).toBe('Group B');
  });
});
