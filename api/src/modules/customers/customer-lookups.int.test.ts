import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAppEnv, KIT_PASSWORD, makePerson } from '../../../test/account-kit.js';
import { failure, HttpSession } from '../../../test/http-session.js';
import { smallDistrict } from '../../../test/oneroster-fixtures.ts';
import { applied, preview } from '../../../test/roster-kit.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../../../test/smtp-inbox.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { AuditEvent } from '../audit/entities/audit-event.entity.js';
import { User } from '../users/entities/user.entity.js';

let t: TestApp;
let inbox: SmtpInbox;
// Starting a whole app on a busy two-core machine can take longer than the default hook time.
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(accountAppEnv(inbox.url));
}, 180_000);
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const em = () => t.app.get(MikroORM).em.fork();
const unique = () => randomUUID().slice(0, 8);
const superuser = () => signIn(t, 'superuser');
const today = () => new Date(t.clock.now() * 1000).toISOString().slice(0, 10);
const daysFromToday = (days: number) =>
  new Date((t.clock.now() + days * 86_400) * 1000).toISOString().slice(0, 10);
const trail = (action: string) => em().find(AuditEvent, { action }, { orderBy: { id: 'desc' } });

/** Every stored count against a count of the users themselves: the rows where they differ. */
async function countsThatDrifted() {
  return em().execute(
    `select 'school' as holder, s.id, s.student_count, c.n from schools s
       cross join lateral (select count(*)::int as n from users u
                            where u.school_id = s.id and u.deactivated_at is null and 'student' = any(u.roles)) c
      where s.student_count <> c.n
     union all
     select 'district', d.id, d.student_count, c.n from districts d
       cross join lateral (select count(*)::int as n from users u join schools s on s.id = u.school_id
                            where s.district_id = d.id and u.deactivated_at is null and 'student' = any(u.roles)) c
      where d.student_count <> c.n`,
  );
}

/** A new school (in a new district when asked) with a licence of `seats`, and an administrator of it. */
async function licensedSchool(seats: number, { licensing = true, district = false } = {}) {
  const s = await superuser();
  const districtRow = district
    ? await s.api.call('createDistrict', { body: { name: `Lookups District ${unique()}` } })
    : null;
  const school = await s.api.call('createSchool', {
    body: {
      name: `Lookups School ${unique()}`,
      licensing_enabled: licensing,
      timezone: 'UTC',
      district_id: districtRow?.id ?? null,
    },
  });
  const licence = await s.api.call('createLicence', {
    body: {
      kind: 'WRITING',
      school_id: school.id,
      starts_on: today(),
      ends_on: daysFromToday(30),
      seats,
    },
  });
  const adminPerson = await makePerson(t, { roles: ['administrator'] });
  await s.api.call('moveUserSchools', { params: { id: adminPerson.id }, body: { school_id: school.id } });
  const admin = new HttpSession(t.baseUrl);
  await admin.login(adminPerson.username, KIT_PASSWORD);
  return { s, school, district: districtRow, licence, admin };
}

const studentBody = (schoolId: number, extra: Record<string, unknown> = {}) => {
  const name = `pupil.${unique()}`;
  return {
    first_name: 'Pupil',
    last_name: name,
    email: `${name}@school.example`,
    school_id: schoolId,
    send_password_link: false,
    ...extra,
  };
};

describe('users.filter', () => {
  it('should filter by roles, schools and status, order by creation, and answer what GET users answers', async () => {
    const s = await superuser();
    const school = await s.api.call('createSchool', { body: { name: `Filter School ${unique()}` } });
    const made = [];
    for (const roles of [['teacher'], ['student'], ['student']] as const)
      made.push(
        await s.api.call('createUser', {
          body: {
            username: `filter.${unique()}`,
            first_name: 'Filter',
            last_name: roles[0],
            roles: [...roles],
            school_id: school.id,
          },
        }),
      );
    await s.api.call('updateUser', { params: { id: made[2]!.id }, body: { is_active: false } });

    const students = await s.api.call('usersFilter', {
      query: { school_ids: String(school.id), roles: 'student', order_by: 'created_at', order_dir: 'desc' },
    });
    expect(students.data.map((row) => row.id)).toEqual([made[2]!.id, made[1]!.id]);
    const active = await s.api.call('usersFilter', {
      query: { school_ids: String(school.id), roles: 'student,teacher', status: 'active' },
    });
    expect(active.data.map((row) => row.id).sort()).toEqual([made[0]!.id, made[1]!.id].sort());
    const same = await s.api.call('users', { query: { school_id: school.id, role: 'student' } });
    const filtered = await s.api.call('usersFilter', {
      query: { school_ids: String(school.id), roles: 'student' },
    });
    expect(filtered).toEqual(same);
  });

  it('should page by per_page within its bounds, naming the field when out of them', async () => {
    const s = await superuser();
    const page = await s.api.call('usersFilter', { query: { per_page: 2, page: 2 } });
    expect(page.data).toHaveLength(2);
    expect(page.meta.pagination).toMatchObject({ per_page: 2, current_page: 2 });
    for (const [query, field] of [
      [{ per_page: 101 }, 'per_page'],
      [{ per_page: 0 }, 'per_page'],
      [{ page: 0 }, 'page'],
      [{ roles: 'wizard' }, 'roles.0'],
      [{ school_ids: 'x' }, 'school_ids.0'],
    ] as const) {
      const refused = await failure(s.api.call('usersFilter', { query: query as never }));
      expect(refused.status, field).toBe(400);
      const issues = (refused.details as { issues: { field: string }[] }).issues;
      expect(issues.map((issue) => issue.field)).toContain(field);
    }
  });

  it('should refuse everyone but superusers', async () => {
    for (const username of ['admin', 'district', 'teacher', 'student']) {
      const refused = await failure((await signIn(t, username)).api.call('usersFilter'));
      expect(refused.status, username).toBe(403);
    }
  });
});

describe('GET users/{id} with the tutor includes', () => {
  it("should add the tutor's profile and the lists named, and null for someone who tutors no one", async () => {
    const s = await superuser();
    const tutorId = (await em().findOneOrFail(User, { username: 'tutor' })).id;
    const tutor = await s.api.call('user', {
      params: { id: tutorId },
      query: { include: 'roles,tutor.languages,tutor.subjects' },
    });
    expect(tutor.roles).toEqual(['tutor']);
    expect(tutor.tutor).toMatchObject({ status: 'active', max_weekly_hours: expect.any(Number) });
    expect(tutor.tutor!.languages!.length).toBeGreaterThan(0);
    expect(tutor.tutor!.subjects!.length).toBeGreaterThan(0);
    expect(tutor.tutor!.topics).toBeUndefined();
    const plain = await s.api.call('user', { params: { id: tutorId } });
    expect(plain.tutor).toBeUndefined();
    const teacherId = (await em().findOneOrFail(User, { username: 'teacher' })).id;
    expect(
      (await s.api.call('user', { params: { id: teacherId }, query: { include: 'tutor' } })).tutor,
    ).toBeNull();
    const refused = await failure(
      s.api.call('user', { params: { id: tutorId }, query: { include: 'tutor.pets' } }),
    );
    expect(refused.status).toBe(400);
  });
});

describe("a school's people: GET schools/{id}/users", () => {
  it('should list 30 a page, main school or another of theirs, by role and search', async () => {
    const s = await superuser();
    const school = await s.api.call('createSchool', { body: { name: `Thirty ${unique()}` } });
    // No digits in the usernames' tag, so the search for "07" finds only the last name.
    const tag = unique().replace(/[0-9]/g, 'x');
    for (let index = 0; index < 31; index += 1)
      await s.api.call('createUser', {
        body: {
          username: `thirty.${index}.${tag}`,
          first_name: 'Thirty',
          last_name: `Person ${String(index).padStart(2, '0')}`,
          roles: ['student'],
          school_id: index === 30 ? null : school.id,
          school_ids: index === 30 ? [school.id] : [],
        },
      });
    const first = await s.api.call('schoolUsers', { params: { id: school.id } });
    expect(first.meta.pagination).toMatchObject({ total: 31, count: 30, per_page: 30, total_pages: 2 });
    const second = await s.api.call('schoolUsers', { params: { id: school.id }, query: { page: 2 } });
    expect(second.data).toHaveLength(1);
    const found = await s.api.call('schoolUsers', {
      params: { id: school.id },
      query: { search: 'person 07', role: 'student' },
    });
    expect(found.data.map((row) => row.last_name)).toEqual(['Person 07']);
    expect(
      (await s.api.call('schoolUsers', { params: { id: school.id }, query: { role: 'teacher' } })).data,
    ).toEqual([]);
  });

  it("should let a school's staff read its people, and find no school that is not theirs", async () => {
    // The demo administrator and teacher belong to schools 1 and 2; the district manager to district 1.
    for (const username of ['admin', 'teacher', 'district']) {
      const person = await signIn(t, username);
      const page = await person.api.call('schoolUsers', { params: { id: 1 } });
      expect(page.meta.pagination.total, username).toBeGreaterThan(0);
    }
    const { school } = await licensedSchool(5);
    for (const username of ['admin', 'teacher', 'district']) {
      const refused = await failure(
        (await signIn(t, username)).api.call('schoolUsers', { params: { id: school.id } }),
      );
      expect(refused.status, username).toBe(404);
    }
    for (const username of ['student', 'tutor']) {
      const refused = await failure(
        (await signIn(t, username)).api.call('schoolUsers', { params: { id: 1 } }),
      );
      expect(refused.status, username).toBe(403);
    }
  });
});

describe('schools.filter, schools/search and /schools-list', () => {
  it('should filter schools by district, country, licensing and a licence kind active today', async () => {
    const { s, school, district } = await licensedSchool(5, { district: true });
    const other = await s.api.call('createSchool', {
      body: { name: `Unlicensed ${unique()}`, district_id: district!.id, country_code: 'CA' },
    });
    const inDistrict = await s.api.call('schoolsFilter', {
      query: { district_ids: String(district!.id), order_by: 'name', order_dir: 'desc' },
    });
    expect(inDistrict.data.map((row) => row.id)).toEqual(
      [school, other].sort((a, b) => b.name.localeCompare(a.name)).map((row) => row.id),
    );
    const writing = await s.api.call('schoolsFilter', {
      query: { district_ids: String(district!.id), licence: 'WRITING' },
    });
    expect(writing.data.map((row) => row.id)).toEqual([school.id]);
    const canadian = await s.api.call('schoolsFilter', {
      query: { district_ids: String(district!.id), country_code: 'ca' },
    });
    expect(canadian.data.map((row) => row.id)).toEqual([other.id]);
    const licensing = await s.api.call('schoolsFilter', {
      query: { district_ids: String(district!.id), licensing_enabled: 'true' },
    });
    expect(licensing.data.map((row) => row.id)).toEqual([school.id]);
    const refused = await failure(s.api.call('schoolsFilter', { query: { licence: 'MAGIC' as never } }));
    expect(refused.status).toBe(400);
  });

  it('should stop counting a licence kind as held once it has ended', async () => {
    const { s, school, licence } = await licensedSchool(5);
    const query = { search: school.name, licence: 'WRITING' as const };
    expect((await s.api.call('schoolsFilter', { query })).data.map((row) => row.id)).toEqual([school.id]);
    await s.api.call('updateLicence', {
      params: { id: licence.id },
      body: { starts_on: daysFromToday(-30), ends_on: daysFromToday(-1) },
    });
    expect((await s.api.call('schoolsFilter', { query })).data).toEqual([]);
  });

  it('should search schools by every word of their name, at most 20, with their district', async () => {
    const s = await superuser();
    const word = `Zephyr${unique()}`;
    for (let index = 0; index < 22; index += 1)
      await s.api.call('createSchool', { body: { name: `${word} Academy ${index}` } });
    const found = await s.api.call('searchSchools', { query: { q: `academy ${word.toLowerCase()}` } });
    expect(found).toHaveLength(20);
    expect(found[0]).toMatchObject({ name: `${word} Academy 0`, district: null });
    const refused = await failure(s.api.call('searchSchools', { query: { q: '' } }));
    expect(refused.status).toBe(400);
    expect((refused.details as { issues: { field: string }[] }).issues[0]!.field).toBe('q');
  });

  it('should list to each asker only the schools they may see', async () => {
    const { school } = await licensedSchool(5);
    const ids = async (username: string) =>
      (await (await signIn(t, username)).api.call('schoolsList')).map((row) => row.id);
    expect(await ids('superuser')).toContain(school.id);
    expect((await ids('admin')).sort()).toEqual([1, 2]);
    expect(await ids('district')).toEqual(expect.arrayContaining([1, 2]));
    expect(await ids('district')).not.toContain(school.id);
    const refused = await failure((await signIn(t, 'student')).api.call('schoolsList'));
    expect(refused.status).toBe(403);
  });
});

describe('schools/{id}/aggregate', () => {
  it("should count the school's people, sections and today's licences with their seats left", async () => {
    const { s, school, admin } = await licensedSchool(10);
    for (let index = 0; index < 3; index += 1)
      await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    const teacher = await makePerson(t, { roles: ['teacher'] });
    await s.api.call('moveUserSchools', { params: { id: teacher.id }, body: { school_id: school.id } });
    const leaving = await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    await s.api.call('updateUser', { params: { id: leaving.id }, body: { is_active: false } });
    await s.api.call('createLicence', {
      body: {
        kind: 'LIVE_HELP',
        school_id: school.id,
        starts_on: daysFromToday(-30),
        ends_on: daysFromToday(-1),
        seats: 10,
      },
    });
    await em().execute(`insert into sections (name, school_id) values ('Aggregate Algebra', ?)`, [school.id]);

    const numbers = await admin.api.call('schoolAggregate', { params: { id: school.id } });
    expect(numbers).toMatchObject({
      school_id: school.id,
      students: 3,
      teachers: 1,
      administrators: 1,
      deactivated: 1,
      sections: 1,
      sessions: 0,
      essays: 0,
    });
    // The expired LIVE_HELP licence is not counted.
    expect(numbers.licences).toEqual([
      expect.objectContaining({ kind: 'WRITING', seats: 10, seats_used: 3, seats_remaining: 7 }),
    ]);
  });

  it("should count the demo school's sessions and essays, and refuse those outside it", async () => {
    const numbers = await (await signIn(t, 'admin')).api.call('schoolAggregate', { params: { id: 1 } });
    expect(numbers.students).toBeGreaterThan(0);
    expect(numbers.sessions + numbers.essays).toBeGreaterThan(0);
    const { school } = await licensedSchool(5);
    const outside = await failure(
      (await signIn(t, 'admin')).api.call('schoolAggregate', { params: { id: school.id } }),
    );
    expect(outside.status).toBe(404);
    const teacher = await failure(
      (await signIn(t, 'teacher')).api.call('schoolAggregate', { params: { id: 1 } }),
    );
    expect(teacher.status).toBe(403);
  });
});

describe('student accounts: /accounts/student, /accounts/password, /accounts/license', () => {
  it('should make a student who takes a seat, chooses a password from the e-mailed link and signs in', async () => {
    const { school, admin } = await licensedSchool(5);
    const body = studentBody(school.id, { send_password_link: true });
    const student = await admin.api.call('createStudentAccount', { body });
    expect(student).toMatchObject({
      username: body.email,
      email: body.email,
      role: 'student',
      school_id: school.id,
      password_changed: false,
    });
    const mail = await inbox.next(body.email);
    const token = decodeURIComponent(linkIn(mail, '/password/reset/').split('/password/reset/')[1]!);
    const password = 'Pupil#Chosen2027';
    await new HttpSession(t.baseUrl).api.call('setPassword', {
      body: { token, password, password_confirmation: password },
    });
    const signedIn = new HttpSession(t.baseUrl);
    await signedIn.login(body.email, password);
    expect((await signedIn.api.call('me')).school?.licences).toEqual(['WRITING']);
    const [created] = await trail('customers.user.created');
    expect(created!.details).toMatchObject({ user_id: student.id, after: { school_id: school.id } });
  });

  it('should refuse the seat past the last one, naming the licence, and take it once seats are added', async () => {
    const { s, school, licence, admin } = await licensedSchool(2);
    await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    const refused = await failure(admin.api.call('createStudentAccount', { body: studentBody(school.id) }));
    expect(refused).toMatchObject({ status: 409, code: ErrorCode.licenceSeatsFull });
    expect(refused.message).toContain('WRITING');
    await s.api.call('updateLicence', { params: { id: licence.id }, body: { seats: 3 } });
    await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    expect(
      (await admin.api.call('schoolAggregate', { params: { id: school.id } })).licences[0],
    ).toMatchObject({
      seats_used: 3,
      seats_remaining: 0,
    });
  });

  it('should give the last seat to one of two students asking at once', async () => {
    const { school, admin } = await licensedSchool(1);
    const answers = await Promise.allSettled([
      admin.api.call('createStudentAccount', { body: studentBody(school.id) }),
      admin.api.call('createStudentAccount', { body: studentBody(school.id) }),
    ]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect(await countsThatDrifted()).toEqual([]);
  });

  it('should not hold a seat back for a full licence that has ended', async () => {
    const { s, school, licence, admin } = await licensedSchool(1);
    await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    await s.api.call('updateLicence', {
      params: { id: licence.id },
      body: { starts_on: daysFromToday(-30), ends_on: daysFromToday(-1) },
    });
    await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    const numbers = await admin.api.call('schoolAggregate', { params: { id: school.id } });
    expect([numbers.students, numbers.licences]).toEqual([2, []]);
    expect(await countsThatDrifted()).toEqual([]);
  });

  it('should not count seats against a school whose licences gate nothing', async () => {
    const { school, admin } = await licensedSchool(0, { licensing: false });
    await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    expect((await admin.api.call('schoolAggregate', { params: { id: school.id } })).students).toBe(1);
  });

  it('should name the missing username, and refuse schools the asker does not reach', async () => {
    const { school, admin } = await licensedSchool(5);
    const noName = await failure(
      admin.api.call('createStudentAccount', { body: studentBody(school.id, { email: null }) }),
    );
    expect(noName.status).toBe(400);
    expect((noName.details as { issues: { field: string }[] }).issues[0]!.field).toBe('username');
    const other = await failure(
      (await signIn(t, 'admin')).api.call('createStudentAccount', { body: studentBody(school.id) }),
    );
    expect(other.status).toBe(404);
    const teacher = await failure(
      (await signIn(t, 'teacher')).api.call('createStudentAccount', { body: studentBody(1) }),
    );
    expect(teacher.status).toBe(403);
  });

  it('should move a seat between schools, give it back, and refuse a deactivated student', async () => {
    const { s, school, admin } = await licensedSchool(1);
    const second = await licensedSchool(1);
    const student = await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    // The superuser reaches both schools; the first school's administrator only theirs.
    const refused = await failure(
      admin.api.call('studentAccountLicence', { body: { user_id: student.id, school_id: second.school.id } }),
    );
    expect(refused.status).toBe(404);
    const moved = await s.api.call('studentAccountLicence', {
      body: { user_id: student.id, school_id: second.school.id },
    });
    expect(moved.school_id).toBe(second.school.id);
    expect((await s.api.call('schoolAggregate', { params: { id: school.id } })).students).toBe(0);
    expect((await s.api.call('schoolAggregate', { params: { id: second.school.id } })).students).toBe(1);
    // The first school's seat is free again; the second's is taken.
    const another = await admin.api.call('createStudentAccount', { body: studentBody(school.id) });
    const full = await failure(
      s.api.call('studentAccountLicence', { body: { user_id: another.id, school_id: second.school.id } }),
    );
    expect(full).toMatchObject({ status: 409, code: ErrorCode.licenceSeatsFull });
    const released = await s.api.call('studentAccountLicence', {
      body: { user_id: student.id, school_id: null },
    });
    expect(released.school_id).toBeNull();
    expect((await s.api.call('schoolAggregate', { params: { id: second.school.id } })).students).toBe(0);
    const [row] = await trail('customers.seat.released');
    expect(row!.details).toMatchObject({
      user_id: student.id,
      before: { school_id: second.school.id },
      after: { school_id: null },
    });
    await s.api.call('updateUser', { params: { id: student.id }, body: { is_active: false } });
    const deactivated = await failure(
      s.api.call('studentAccountLicence', { body: { user_id: student.id, school_id: school.id } }),
    );
    expect(deactivated).toMatchObject({ status: 409, code: ErrorCode.accountDeactivated });
    expect(await countsThatDrifted()).toEqual([]);
  });

  it("should e-mail a student of the asker's school a set-password link, and find no one else's", async () => {
    const { school, admin } = await licensedSchool(5);
    const body = studentBody(school.id);
    const student = await admin.api.call('createStudentAccount', { body });
    expect(await admin.api.call('studentAccountPassword', { body: { user_id: student.id } })).toEqual({
      email: body.email,
    });
    expect(linkIn(await inbox.next(body.email), '/password/reset/')).toContain('/password/reset/');
    const [sent] = await trail('account.password-set.sent');
    expect(sent!.details).toMatchObject({ user_id: student.id });
    const outside = await failure(
      (await signIn(t, 'admin')).api.call('studentAccountPassword', { body: { user_id: student.id } }),
    );
    expect(outside.status).toBe(404);
    const teacherId = (await em().findOneOrFail(User, { username: 'teacher' })).id;
    const notStudent = await failure(
      admin.api.call('studentAccountPassword', { body: { user_id: teacherId } }),
    );
    expect(notStudent.status).toBe(404);
  });
});

describe('the stored seat counts', () => {
  it('should stay equal to the students counted across creation, role change, move, deactivation and a district change', async () => {
    const { s, school, district } = await licensedSchool(100, { district: true });
    const other = await s.api.call('createSchool', { body: { name: `Counted ${unique()}` } });
    const student = await s.api.call('createUser', {
      body: {
        username: `counted.${unique()}`,
        first_name: 'Counted',
        last_name: 'Student',
        roles: ['student'],
        school_id: school.id,
      },
    });
    const teacher = await s.api.call('createUser', {
      body: {
        username: `counted.${unique()}`,
        first_name: 'Counted',
        last_name: 'Teacher',
        roles: ['teacher'],
        school_id: school.id,
      },
    });
    expect(await countsThatDrifted()).toEqual([]);
    const count = async (id: number) => (await s.api.call('school', { params: { id } })).student_count;
    expect(await count(school.id)).toBe(1);
    await s.api.call('updateUser', { params: { id: teacher.id }, body: { roles: ['teacher', 'student'] } });
    expect(await count(school.id)).toBe(2);
    await s.api.call('moveUserSchools', { params: { id: student.id }, body: { school_id: other.id } });
    expect([await count(school.id), await count(other.id)]).toEqual([1, 1]);
    await s.api.call('updateUser', { params: { id: teacher.id }, body: { is_active: false } });
    await s.api.call('updateUser', { params: { id: student.id }, body: { is_active: false } });
    expect([await count(school.id), await count(other.id)]).toEqual([0, 0]);
    await s.api.call('updateUser', { params: { id: student.id }, body: { is_active: true } });
    expect(await count(other.id)).toBe(1);
    // A school that changes district takes its students' count along.
    await s.api.call('updateSchool', { params: { id: other.id }, body: { district_id: district!.id } });
    expect(
      (await em().execute(`select student_count from districts where id = ?`, [district!.id]))[0],
    ).toEqual({
      student_count: 1,
    });
    expect(await countsThatDrifted()).toEqual([]);
  });

  it("should stay right through a roster's bulk import, a re-import that leaves people out, and its deactivations", async () => {
    const s = await superuser();
    const roster = smallDistrict(`seat${unique()}`);
    await applied(s, (await preview(s, roster)).id);
    const school = await em().execute<{ id: number; student_count: number }[]>(
      `select id, student_count from schools where sourced_id = ?`,
      [roster.schools[0]!.id],
    );
    expect(school[0]!.student_count).toBe(4);
    const fewer = { ...roster, people: roster.people.filter((person) => !person.id.endsWith('-s4')) };
    fewer.enrollments = roster.enrollments.filter((e) => !e.person.endsWith('-s4'));
    await applied(s, (await preview(s, fewer)).id);
    const after = await em().execute<{ student_count: number }[]>(
      `select student_count from schools where id = ?`,
      [school[0]!.id],
    );
    expect(after[0]!.student_count).toBe(3);
    expect(await countsThatDrifted()).toEqual([]);
    // Sent again but disabled: the upsert itself deactivates (its ON CONFLICT update path).
    const disabled = {
      ...fewer,
      people: fewer.people.map((person) =>
        person.id.endsWith('-s3') ? { ...person, enabled: false } : person,
      ),
    };
    await applied(s, (await preview(s, disabled)).id);
    const last = await em().execute<{ student_count: number }[]>(
      `select student_count from schools where id = ?`,
      [school[0]!.id],
    );
    expect(last[0]!.student_count).toBe(2);
    expect(await countsThatDrifted()).toEqual([]);
  });
});
