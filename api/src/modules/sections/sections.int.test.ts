import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MAX_SECTION_PEOPLE_PER_REQUEST } from '@lantern/shared/contracts/sections';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePerson } from '../../../test/account-kit.js';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { smallDistrict } from '../../../test/oneroster-fixtures.ts';
import { applied, preview } from '../../../test/roster-kit.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { AuditEvent } from '../audit/entities/audit-event.entity.js';

let t: TestApp;
// Starting a whole app on a busy two-core machine can take longer than the default hook time.
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const em = () => t.app.get(MikroORM).em.fork();
const superuser = () => signIn(t, 'superuser');
const trail = async (action: string, sectionId: number) =>
  (await em().find(AuditEvent, { action }, { orderBy: { id: 'desc' } })).filter(
    (row) => row.details.section_id === sectionId,
  );
const issuesOf = (error: { details?: unknown }) =>
  (error.details as { issues: { field: string; rule: string; message: string }[] }).issues;

/** A person of `school` (the demo's Maplewood High unless told), signed in. */
async function person(roles: string[], school = 1): Promise<{ id: number; http: HttpSession }> {
  const made = await makePerson(t, { roles });
  if (school !== 1)
    await em().getConnection().execute(`update users set school_id = ? where id = ?`, [school, made.id]);
  return { id: made.id, http: await signIn(t, made.username) };
}

describe('sections made by hand', () => {
  it('should make a section with its course, teachers and students, which its teacher and students then see', async () => {
    const s = await superuser();
    const teacher = await person(['teacher']);
    const [ada, ben] = [await person(['student']), await person(['student'])];
    const section = await s.api.call('createSection', {
      body: {
        name: 'Robotics Club',
        school_id: 1,
        course_name: 'Engineering',
        subject_ids: [2, 1],
        teacher_ids: [teacher.id],
        student_ids: [ada.id, ben.id],
      },
    });
    expect(section).toMatchObject({
      name: 'Robotics Club',
      school: { id: 1, name: 'Maplewood High School' },
      course: { name: 'Engineering', subjects: [{ id: 1 }, { id: 2 }] },
      teachers: [{ id: teacher.id }],
      rostered: false,
    });
    expect(section.students.map((row) => row.id).sort()).toEqual([ada.id, ben.id].sort());
    expect(await s.api.call('sectionDetail', { params: { id: section.id } })).toEqual(section);

    // The teacher finds it among theirs and opens its students.
    const theirs = await teacher.http.api.call('sectionsFilter');
    expect(theirs.data.map((row) => [row.name, row.student_count, row.teachers.length])).toEqual([
      ['Robotics Club', 2, 1],
    ]);
    const roster = await teacher.http.api.call('sectionStudents', { params: { id: section.id } });
    expect(roster.students.map((row) => row.id).sort()).toEqual([ada.id, ben.id].sort());

    // A student's own list ends with the artificial "Other" entry.
    const own = await ada.http.api.call('userSections', { params: { id: ada.id } });
    expect(own).toEqual([
      { id: section.id, name: 'Robotics Club', course: section.course },
      { id: 0, name: 'Other', course: null },
    ]);
    // A teacher's own list has no "Other": they write nothing for a class.
    expect(await teacher.http.api.call('userSections', { params: { id: teacher.id } })).toEqual([
      { id: section.id, name: 'Robotics Club', course: section.course },
    ]);

    const [created] = await trail('customers.section.created', section.id);
    expect(created).toMatchObject({
      actorUserId: (await s.api.call('me')).id,
      details: {
        before: null,
        after: {
          name: 'Robotics Club',
          school_id: 1,
          course_name: 'Engineering',
          subject_ids: [1, 2],
          teacher_ids: [teacher.id],
          student_ids: [ada.id, ben.id].sort((a, b) => a - b),
        },
      },
    });
  });

  it('should rename, change the course, add and take out people, auditing only what changed', async () => {
    const s = await superuser();
    const [teacher, other] = [await person(['teacher']), await person(['teacher'])];
    const [ada, ben, cy] = [await person(['student']), await person(['student']), await person(['student'])];
    const section = await s.api.call('createSection', {
      body: { name: 'Chess', school_id: 1, teacher_ids: [teacher.id], student_ids: [ada.id, ben.id] },
    });
    expect(section.course).toBeNull();
    const changed = await s.api.call('updateSection', {
      params: { id: section.id },
      body: {
        name: 'Chess Club',
        subject_ids: [1],
        add_teacher_ids: [other.id],
        remove_teacher_ids: [teacher.id],
        add_student_ids: [cy.id],
        remove_student_ids: [ada.id],
      },
    });
    expect(changed).toMatchObject({
      name: 'Chess Club',
      // Subjects without a course name: the course is named after the section.
      course: { name: 'Chess Club', subjects: [{ id: 1 }] },
      teachers: [{ id: other.id }],
    });
    expect(changed.students.map((row) => row.id).sort()).toEqual([ben.id, cy.id].sort());
    // The teacher taken out no longer reaches it.
    expect(
      (await failure(teacher.http.api.call('sectionDetail', { params: { id: section.id } }))).status,
    ).toBe(404);

    // Sending what is already there changes nothing and writes nothing.
    await s.api.call('updateSection', {
      params: { id: section.id },
      body: { name: 'Chess Club', add_student_ids: [cy.id], remove_student_ids: [ada.id] },
    });
    const updates = await trail('customers.section.updated', section.id);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.details).toEqual({
      section_id: section.id,
      before: {
        name: 'Chess',
        course_name: null,
        subject_ids: [],
        teacher_ids: [teacher.id],
        student_ids: [ada.id, ben.id].sort((a, b) => a - b),
      },
      after: {
        name: 'Chess Club',
        course_name: 'Chess Club',
        subject_ids: [1],
        teacher_ids: [other.id],
        student_ids: [ben.id, cy.id].sort((a, b) => a - b),
      },
    });
    const page = await s.api.call('customerAudit', { query: { action: 'customers.section' } });
    expect(page.data.some((row) => row.details.section_id === section.id)).toBe(true);

    // Taking the course off.
    const bare = await s.api.call('updateSection', {
      params: { id: section.id },
      body: { course_name: null, subject_ids: [] },
    });
    expect(bare.course).toBeNull();
  });

  it('should leave a course another section shares as it is, and give this section a course of its own', async () => {
    const s = await superuser();
    const first = await s.api.call('createSection', {
      body: { name: 'Algebra A', school_id: 1, course_name: 'Algebra', subject_ids: [1] },
    });
    const second = await s.api.call('createSection', { body: { name: 'Algebra B', school_id: 1 } });
    await em()
      .getConnection()
      .execute(`update sections set course_id = ? where id = ?`, [first.course!.id, second.id]);
    const changed = await s.api.call('updateSection', {
      params: { id: second.id },
      body: { course_name: 'Algebra (honours)' },
    });
    expect(changed.course).toMatchObject({ name: 'Algebra (honours)', subjects: [{ id: 1 }] });
    expect(changed.course!.id).not.toBe(first.course!.id);
    expect((await s.api.call('sectionDetail', { params: { id: first.id } })).course).toEqual(first.course);
  });

  it('should refuse people of another school, wrong roles, too many at once and unknown ids, naming the field', async () => {
    const s = await superuser();
    const stranger = await person(['student'], 402);
    const student = await person(['student']);
    const teacher = await person(['teacher']);
    const cases = [
      [
        { student_ids: [stranger.id] },
        'student_ids',
        'school',
        `${stranger.id} is not an active student of this school`,
      ],
      [{ teacher_ids: [student.id] }, 'teacher_ids', 'school', 'is not an active teacher of this school'],
      [{ school_id: 999_999 }, 'school_id', 'exists', 'no school has id 999999'],
      [{ subject_ids: [999_999] }, 'subject_ids', 'exists', 'no subject has id 999999'],
      [{ student_ids: [student.id, student.id] }, 'student_ids', 'custom', 'must not name a person twice'],
      [
        {
          student_ids: Array.from({ length: MAX_SECTION_PEOPLE_PER_REQUEST + 1 }, (_, index) => index + 1),
        },
        'student_ids',
        'too_big',
        'must list at most 500 people in one request',
      ],
      [{ name: '  ' }, 'name', 'too_small', ''],
    ] as const;
    for (const [change, field, rule, words] of cases) {
      const refused = await failure(
        s.api.call('createSection', { body: { name: 'Refused', school_id: 1, ...change } as never }),
      );
      expect(refused.status, field).toBe(400);
      expect(refused.code).toBe(ErrorCode.validationFailed);
      expect(
        issuesOf(refused).find((issue) => issue.field === field),
        field,
      ).toMatchObject({ rule });
      expect(refused.message).toContain(words);
    }
    const section = await s.api.call('createSection', { body: { name: 'Bounded', school_id: 1 } });
    const tooMany = await failure(
      s.api.call('updateSection', {
        params: { id: section.id },
        body: { add_student_ids: Array.from({ length: 501 }, (_, index) => index + 1) },
      }),
    );
    expect(issuesOf(tooMany).map((issue) => issue.field)).toEqual(['add_student_ids']);
    const both = await failure(
      s.api.call('updateSection', {
        params: { id: section.id },
        body: { add_teacher_ids: [teacher.id], remove_teacher_ids: [teacher.id] },
      }),
    );
    expect(both.message).toContain(`add_teacher_ids: must not also be in remove_teacher_ids: ${teacher.id}`);
    const deactivated = await person(['student']);
    await s.api.call('updateUser', { params: { id: deactivated.id }, body: { is_active: false } });
    const refused = await failure(
      s.api.call('updateSection', {
        params: { id: section.id },
        body: { add_student_ids: [deactivated.id] },
      }),
    );
    expect(issuesOf(refused)).toEqual([
      {
        field: 'add_student_ids',
        rule: 'school',
        message: `add_student_ids: ${deactivated.id} is not an active student of this school`,
      },
    ]);
    // Nothing refused was written.
    expect((await s.api.call('sectionDetail', { params: { id: section.id } })).students).toEqual([]);
    expect(await trail('customers.section.updated', section.id)).toEqual([]);
  });
});

describe('who reaches which sections', () => {
  it('should let only superusers make or change sections', async () => {
    for (const username of ['teacher', 'admin', 'district', 'manager', 'student']) {
      const someone = await signIn(t, username);
      const create = await failure(someone.api.call('createSection', { body: { name: 'No', school_id: 1 } }));
      expect(create.status, username).toBe(403);
      const update = await failure(
        someone.api.call('updateSection', { params: { id: 1 }, body: { name: 'No' } }),
      );
      expect(update.status, username).toBe(403);
    }
    const s = await superuser();
    expect((await failure(s.api.call('updateSection', { params: { id: 999_999 }, body: {} }))).status).toBe(
      404,
    );
  });

  it('should show each role the sections of its reach: a teacher theirs, an administrator their schools’, a district manager their district’s', async () => {
    const s = await superuser();
    const stamp = randomUUID().slice(0, 6);
    const farTeacher = await person(['teacher'], 402);
    const near = await s.api.call('createSection', { body: { name: `Near ${stamp}`, school_id: 2 } });
    const far = await s.api.call('createSection', {
      body: { name: `Far ${stamp}`, school_id: 402, teacher_ids: [farTeacher.id] },
    });
    const listed = async (who: HttpSession) =>
      (await who.api.call('sectionsFilter', { query: { search: stamp } })).data.map((row) => row.name);
    expect(await listed(s)).toEqual([`Far ${stamp}`, `Near ${stamp}`]);
    // The administrator's schools are 1 and 2; the district manager's district is 1 (not 402's).
    expect(await listed(await signIn(t, 'admin'))).toEqual([`Near ${stamp}`]);
    expect(await listed(await signIn(t, 'district'))).toEqual([`Near ${stamp}`]);
    expect(await listed(await signIn(t, 'teacher'))).toEqual([]);
    expect(await listed(farTeacher.http)).toEqual([`Far ${stamp}`]);

    // One section: a teacher of another school learns nothing of it.
    const teacher = await signIn(t, 'teacher');
    expect((await failure(teacher.api.call('sectionDetail', { params: { id: far.id } }))).status).toBe(404);
    expect((await failure(farTeacher.http.api.call('sectionDetail', { params: { id: 1 } }))).status).toBe(
      404,
    );
    expect((await teacher.api.call('sectionDetail', { params: { id: 1 } })).name).toBe(
      'Algebra I — Period 1',
    );
    const district = await signIn(t, 'district');
    expect((await failure(district.api.call('sectionDetail', { params: { id: far.id } }))).status).toBe(404);
    expect((await district.api.call('sectionDetail', { params: { id: near.id } })).id).toBe(near.id);
    const student = await signIn(t, 'student');
    expect((await failure(student.api.call('sectionDetail', { params: { id: 1 } }))).status).toBe(403);
  });

  it('should let a student read only their own sections, and staff those of the students they reach', async () => {
    const student = await signIn(t, 'student');
    const me = await student.api.call('me');
    const other = await person(['student']);
    expect(
      (await student.api.call('userSections', { params: { id: me.id } })).map((row) => row.name),
    ).toEqual(['Algebra I — Period 1', 'Biology — Period 5', 'English 9 — Period 3', 'Other']);
    expect((await failure(student.api.call('userSections', { params: { id: other.id } }))).status).toBe(404);
    // The demo teacher teaches the demo student; the made student sits in none of their sections.
    const teacher = await signIn(t, 'teacher');
    expect((await teacher.api.call('userSections', { params: { id: me.id } })).length).toBe(4);
    expect((await failure(teacher.api.call('userSections', { params: { id: other.id } }))).status).toBe(404);
    const farTeacher = await person(['teacher'], 402);
    expect((await failure(farTeacher.http.api.call('userSections', { params: { id: me.id } }))).status).toBe(
      404,
    );
    const admin = await signIn(t, 'admin');
    expect((await admin.api.call('userSections', { params: { id: other.id } })).map((row) => row.id)).toEqual(
      [0],
    );
    const tutor = await signIn(t, 'tutor');
    expect((await failure(tutor.api.call('userSections', { params: { id: me.id } }))).status).toBe(403);
    const s = await superuser();
    expect((await failure(s.api.call('userSections', { params: { id: 999_999 } }))).status).toBe(404);
  });
});

describe('the sections list', () => {
  it('should find sections by words of the name, by school and by teacher, a page at a time', async () => {
    const s = await superuser();
    const stamp = randomUUID().slice(0, 6);
    const teacher = await person(['teacher'], 2);
    for (let index = 1; index <= 27; index += 1)
      await s.api.call('createSection', {
        body: {
          name: `Paged ${stamp} ${String(index).padStart(2, '0')}`,
          school_id: 2,
          teacher_ids: index % 9 === 0 ? [teacher.id] : [],
        },
      });
    const first = await s.api.call('sectionsFilter', { query: { search: `paged ${stamp}` } });
    expect(first.meta.pagination).toMatchObject({ total: 27, count: 25, per_page: 25, total_pages: 2 });
    const second = await s.api.call('sectionsFilter', { query: { search: `${stamp} paged`, page: 2 } });
    expect(second.data.map((row) => row.name)).toEqual([`Paged ${stamp} 26`, `Paged ${stamp} 27`]);
    const byTeacher = await s.api.call('sectionsFilter', { query: { teacher_id: teacher.id } });
    expect(byTeacher.data.map((row) => row.name)).toEqual(
      ['09', '18', '27'].map((n) => `Paged ${stamp} ${n}`),
    );
    const otherSchool = await s.api.call('sectionsFilter', { query: { search: stamp, school_id: 1 } });
    expect(otherSchool.meta.pagination.total).toBe(0);
  });
});

describe('sections made by hand beside a roster', () => {
  it('should keep a hand-made section and a hand-added member when a roster is imported again without them', async () => {
    const s = await superuser();
    const prefix = `sec${randomUUID().slice(0, 5)}`;
    const spec = smallDistrict(prefix);
    await applied(s, (await preview(s, spec)).id);
    const ids = new Map(
      (
        await em()
          .getConnection()
          .execute<{ id: number; sourced_id: string }[]>(
            `select id, sourced_id from users where sourced_id like ?`,
            [`${prefix}-%`],
          )
      ).map((row) => [row.sourced_id, row.id]),
    );
    const [algebra] = (await s.api.call('sectionsFilter', { query: { search: `algebra` } })).data.filter(
      (row) => row.school.name === `Riverbend High ${prefix}`,
    );
    expect(algebra!.rostered).toBe(true);
    const hand = await s.api.call('createSection', {
      body: {
        name: 'Study Hall',
        school_id: algebra!.school.id,
        teacher_ids: [ids.get(`${prefix}-t1`)!],
        student_ids: [ids.get(`${prefix}-s3`)!, ids.get(`${prefix}-s4`)!],
      },
    });
    await s.api.call('updateSection', {
      params: { id: algebra!.id },
      body: { add_student_ids: [ids.get(`${prefix}-s4`)!] },
    });

    // The roster drops s3's Algebra enrolment: s3 leaves Algebra, and nothing else moves.
    const next = { ...spec, enrollments: spec.enrollments.filter((row) => row.id !== `${prefix}-e4`) };
    await applied(s, (await preview(s, next)).id);
    const algebraNow = await s.api.call('sectionDetail', { params: { id: algebra!.id } });
    expect(algebraNow.students.map((row) => row.id).sort()).toEqual(
      [`${prefix}-s1`, `${prefix}-s2`, `${prefix}-s4`].map((id) => ids.get(id)!).sort(),
    );
    expect(await s.api.call('sectionDetail', { params: { id: hand.id } })).toEqual(hand);
  });
});
