import type { Home } from '@lantern/shared/contracts/home';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Two schools of our own beside the demo world, linked the ways real rosters are:
 * - Aspen (2 classes) and Birch (1 class);
 * - a teacher whose home school is Birch and who is on no school list, teaching all three
 *   classes, so Aspen knows them only through its classes;
 * - a co-teacher holding the teacher role but currently acting as administrator, in Aspen A;
 * - Ivy (Aspen, in A and B), Jun (no home school, in A) and Kai (Birch, in C): four seats,
 *   three students;
 * - an administrator of both schools.
 */
const ASPEN = 9001;
const BIRCH = 9002;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.get(MikroORM).em.getConnection();
  await db.execute(
    `insert into schools (id, name, created_at) values (?, 'Aspen School', now()), (?, 'Birch School', now())`,
    [ASPEN, BIRCH],
  );
  await db.execute(
    `insert into sections (id, name, school_id) values (9101, 'Aspen A', ?), (9102, 'Aspen B', ?), (9103, 'Birch C', ?)`,
    [ASPEN, ASPEN, BIRCH],
  );
  const person = async (
    username: string,
    name: string,
    roles: string[],
    currentRole: string,
    school: number | null,
  ) => {
    const [first, last] = name.split(' ');
    const rows = await db.execute<{ id: number }[]>(
      `insert into users (username, password_hash, first_name, last_name, roles, "current_role", school_id, created_at, updated_at)
       select ?, password_hash, ?, ?, ?::text[], ?, ?, now(), now() from users where username = 'teacher'
       returning id`,
      [username, first, last, `{${roles.join(',')}}`, currentRole, school],
    );
    return rows[0]!.id;
  };
  const teacher = await person('aspen.teacher', 'Rowan Teacher', ['teacher'], 'teacher', BIRCH);
  const coTeacher = await person(
    'aspen.coteacher',
    'Sasha Coteacher',
    ['administrator', 'teacher'],
    'administrator',
    null,
  );
  const ivy = await person('ivy.student', 'Ivy Adler', ['student'], 'student', ASPEN);
  const jun = await person('jun.student', 'Jun Baker', ['student'], 'student', null);
  const kai = await person('kai.student', 'Kai Carter', ['student'], 'student', BIRCH);
  const admin = await person('aspen.admin', 'Morgan Admin', ['administrator'], 'administrator', null);
  const seats = [
    [9101, teacher],
    [9102, teacher],
    [9103, teacher],
    [9101, coTeacher],
    [9101, ivy],
    [9102, ivy],
    [9101, jun],
    [9103, kai],
  ];
  await db.execute(
    `insert into section_users (section_id, user_id) values ${seats.map(() => '(?, ?)').join(', ')}`,
    seats.flat(),
  );
  await db.execute(`insert into user_schools (user_id, school_id) values (?, ?), (?, ?)`, [
    admin,
    ASPEN,
    admin,
    BIRCH,
  ]);
});
afterAll(async () => {
  await t.close();
});

async function homeOf(username: string): Promise<Home> {
  const session = new HttpSession(t.baseUrl);
  await session.login(username);
  return session.api.call('meHome');
}

describe('GET /api/me/home counts', () => {
  it('should count a teacher’s students once each across their classes', async () => {
    const home = await homeOf('aspen.teacher');
    if (home.kind !== 'teacher') throw new Error(`unexpected ${home.kind}`);
    expect(home.sections.map((section) => [section.name, section.student_count])).toEqual([
      ['Aspen A', 2],
      ['Aspen B', 1],
      ['Birch C', 1],
    ]);
    expect(home.total_students).toBe(3);
  });

  it('should name every teacher of a class, whatever role they are acting in', async () => {
    const home = await homeOf('aspen.teacher');
    if (home.kind !== 'teacher') throw new Error(`unexpected ${home.kind}`);
    expect(home.sections.find((section) => section.name === 'Aspen A')?.teacher_names).toEqual([
      'Sasha Coteacher',
      'Rowan Teacher',
    ]);
  });

  it('should count the teachers and students an administrator’s schools have through their classes', async () => {
    const home = await homeOf('aspen.admin');
    if (home.kind !== 'administrator') throw new Error(`unexpected ${home.kind}`);
    const counts = home.schools.map(({ id, students, teachers, sections }) => ({
      id,
      students,
      teachers,
      sections,
    }));
    expect(counts).toEqual([
      // Rowan teaches here from another home school; Sasha holds the teacher role; Jun has no home school.
      { id: ASPEN, students: 2, teachers: 2, sections: 2 },
      // Rowan's home school and class count once.
      { id: BIRCH, students: 1, teachers: 1, sections: 1 },
    ]);
  });

  it('should list every class of an administrator’s schools, each with its school, as the way to its students', async () => {
    const home = await homeOf('aspen.admin');
    if (home.kind !== 'administrator') throw new Error(`unexpected ${home.kind}`);
    expect(
      home.sections.map(({ id, school_id, school_name, student_count }) => ({
        id,
        school_id,
        school_name,
        student_count,
      })),
    ).toEqual([
      { id: 9101, school_id: ASPEN, school_name: 'Aspen School', student_count: 2 },
      { id: 9102, school_id: ASPEN, school_name: 'Aspen School', student_count: 1 },
      { id: 9103, school_id: BIRCH, school_name: 'Birch School', student_count: 1 },
    ]);
    const admin = new HttpSession(t.baseUrl);
    await admin.login('aspen.admin');
    // The page each row leads to opens for them (these people have no student records to list).
    const opened = await admin.api.call('sectionStudents', { params: { id: 9102 } });
    expect(opened.section).toEqual({ id: 9102, name: 'Aspen B' });
  });

  it('should count the demo teacher who teaches Room 12 at Cedar Grove Elementary', async () => {
    const home = await homeOf('admin');
    if (home.kind !== 'administrator') throw new Error(`unexpected ${home.kind}`);
    const elementary = home.schools.find((school) => school.id === 2);
    // teacher2 (home school 1) teaches Room 12 Reading; admin holds the teacher role at school 2.
    expect(elementary?.teachers).toBe(2);
  });

  it('should give a superuser the same tutors at a glance as a tutor manager, beside the platform counts', async () => {
    const manager = await homeOf('manager');
    const superuser = await homeOf('superuser');
    if (manager.kind !== 'tutor-manager' || superuser.kind !== 'superuser')
      throw new Error(`unexpected ${manager.kind} and ${superuser.kind}`);
    const { kind: _manager, ...overview } = manager;
    expect(superuser).toMatchObject(overview);
    expect(superuser.tutors.length).toBeGreaterThan(0);
    expect(superuser.users_by_role.length).toBeGreaterThan(0);
  });
});
