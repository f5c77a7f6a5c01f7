import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { demoUser, newStudent, ormOf, pastSession } from '../../../test/student-record-kit.js';
import { Section } from '../schools/entities/section.entity.js';

const { t } = useShiftTestApp();

describe("a student's group members, for the tutors who have had them", () => {
  it('should list the other students of their classes once each, by last name, 25 a page, with the classes they share', async () => {
    const em = ormOf(t);
    const now = t.clock.date();
    const jordan = await demoUser(em, 'tutor.jordan');
    const teacher = await demoUser(em, 'teacher');
    const student = newStudent(em, 'gus.record', 'Middle');
    // 27 classmates in Chemistry, Aaron-Zed by last name; the first two and one more are in Art too.
    const classmates = Array.from({ length: 27 }, (_, index) =>
      newStudent(em, `mate${index}.record`, `Name${String(index).padStart(2, '0')}`),
    );
    const artOnly = newStudent(em, 'ada.record', 'Zed');
    const outsider = newStudent(em, 'other.record', 'Aaa');
    const chemistry = em.create(Section, { name: 'Chemistry — Period 4', school: 1 });
    const art = em.create(Section, { name: 'Art — Period 6', school: 1 });
    const elsewhere = em.create(Section, { name: 'Drama — Period 1', school: 1 });
    chemistry.users.add(student, teacher, ...classmates);
    art.users.add(student, classmates[0]!, classmates[1]!, artOnly);
    elsewhere.users.add(outsider);
    pastSession(em, { student, tutor: jordan, now, minutesAgo: 5 });
    await em.flush();

    const tutor = await signIn(t, 'tutor.jordan');
    const first = await tutor.api.call('studentGroupMembers', { params: { id: student.id }, query: {} });
    expect(first.groups).toEqual([
      { id: art.id, name: 'Art — Period 6' },
      { id: chemistry.id, name: 'Chemistry — Period 4' },
    ]);
    expect(first.meta.pagination).toEqual({
      total: 28,
      count: 25,
      per_page: 25,
      current_page: 1,
      total_pages: 2,
    });
    expect(first.data.map((member) => member.id)).toEqual(classmates.slice(0, 25).map((mate) => mate.id));
    expect(first.data[0]).toEqual({
      id: classmates[0]!.id,
      first_name: 'mate0',
      last_name: 'Name00',
      groups: [
        { id: art.id, name: 'Art — Period 6' },
        { id: chemistry.id, name: 'Chemistry — Period 4' },
      ],
    });
    expect(first.data[2]!.groups).toEqual([{ id: chemistry.id, name: 'Chemistry — Period 4' }]);

    const second = await tutor.api.call('studentGroupMembers', {
      params: { id: student.id },
      query: { page: 2 },
    });
    expect(second.data.map((member) => member.id)).toEqual([
      classmates[25]!.id,
      classmates[26]!.id,
      artOnly.id,
    ]);
    expect(second.meta.pagination).toMatchObject({ count: 3, current_page: 2 });
  });

  it('should show a student in no class with no groups, and refuse tutors who never had the student and students', async () => {
    const em = ormOf(t);
    const jordan = await demoUser(em, 'tutor.jordan');
    const loner = newStudent(em, 'lone.record');
    pastSession(em, { student: loner, tutor: jordan, now: t.clock.date(), minutesAgo: 5 });
    await em.flush();

    const tutor = await signIn(t, 'tutor.jordan');
    expect(await tutor.api.call('studentGroupMembers', { params: { id: loner.id }, query: {} })).toEqual({
      groups: [],
      data: [],
      meta: { pagination: { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 } },
    });

    const stranger = await signIn(t, 'tutor.lucia');
    const refused = await failure(
      stranger.api.call('studentGroupMembers', { params: { id: loner.id }, query: {} }),
    );
    expect([refused.status, refused.code]).toEqual([404, 'not_found']);
    const someStudent = await signIn(t, 'student');
    const notATutor = await failure(
      someStudent.api.call('studentGroupMembers', { params: { id: loner.id }, query: {} }),
    );
    expect(notATutor.status).toBe(403);
  });
});
