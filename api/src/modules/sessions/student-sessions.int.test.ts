import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { demoUser, handedOn, newStudent, ormOf, pastSession } from '../../../test/student-record-kit.js';
import { ContentHold } from '../superuser/entities/content-hold.entity.js';

const { t } = useShiftTestApp();

describe("a student's past sessions, for the tutors who have had them", () => {
  it('should list every tutor’s ended and transferred sessions, latest first, 10 a page, to a tutor who had one', async () => {
    const em = ormOf(t);
    const now = t.clock.date();
    const jordan = await demoUser(em, 'tutor.jordan');
    const lucia = await demoUser(em, 'tutor.lucia');
    const kai = await demoUser(em, 'tutor.kai');
    const superuser = await demoUser(em, 'superuser');
    const student = newStudent(em, 'rosa.record');
    // Twelve with Lucia, an hour apart, the latest one handed to her by Kai; one transferred away
    // from Jordan; one waiting and one held by a superuser, neither listed.
    const withLucia = Array.from({ length: 12 }, (_, index) =>
      pastSession(em, { student, tutor: lucia, now, minutesAgo: 60 * (index + 1) }),
    );
    const transferred = pastSession(em, {
      student,
      tutor: jordan,
      now,
      minutesAgo: 30,
      status: 'transferred',
      subject: 2,
      question: 'Why is the sky blue?',
    });
    pastSession(em, { student, tutor: null, now, minutesAgo: 0, status: 'waiting' });
    const held = pastSession(em, { student, tutor: lucia, now, minutesAgo: 10 });
    await em.flush();
    handedOn(em, withLucia[0]!, kai, now);
    em.create(ContentHold, {
      kind: 'session',
      targetId: held.id,
      state: 'hidden',
      heldBy: superuser,
      heldAt: now,
    });
    await em.flush();

    const tutor = await signIn(t, 'tutor.jordan');
    const first = await tutor.api.call('studentSessions', { params: { id: student.id }, query: { page: 1 } });
    expect(first.meta.pagination).toEqual({
      total: 13,
      count: 10,
      per_page: 10,
      current_page: 1,
      total_pages: 2,
    });
    expect(first.data.map((session) => session.id)).toEqual([
      transferred.id,
      ...withLucia.slice(0, 9).map((session) => session.id),
    ]);
    expect(first.data[0]).toMatchObject({
      status: 'transferred',
      subject: { id: 2, name: 'Science' },
      question: 'Why is the sky blue?',
      tutor: { id: jordan.id, first_name: 'Jordan' },
      with_you: true,
      ended_at: Math.floor(transferred.endedAt!.getTime() / 1000),
      matched_at: Math.floor(transferred.matchedAt!.getTime() / 1000),
    });
    expect(first.data[1]).toMatchObject({ tutor: { id: lucia.id }, with_you: false });

    const second = await tutor.api.call('studentSessions', {
      params: { id: student.id },
      query: { page: 2 },
    });
    expect(second.data.map((session) => session.id)).toEqual(withLucia.slice(9).map((session) => session.id));
    expect(second.meta.pagination).toMatchObject({ count: 3, current_page: 2, total_pages: 2 });

    // Kai only handed one of them on: that is enough, and that one is his.
    const handingTutor = await signIn(t, 'tutor.kai');
    const kaisView = await handingTutor.api.call('studentSessions', {
      params: { id: student.id },
      query: { page: 1 },
    });
    expect(kaisView.data.filter((session) => session.with_you).map((session) => session.id)).toEqual([
      withLucia[0]!.id,
    ]);
  });

  it('should let a tutor in an open session with the student read them, and refuse everyone else', async () => {
    const em = ormOf(t);
    const now = t.clock.date();
    const theo = await demoUser(em, 'tutor.theo');
    const student = newStudent(em, 'omar.record');
    pastSession(em, { student, tutor: theo, now, minutesAgo: 0, status: 'matched' });
    await em.flush();

    const current = await signIn(t, 'tutor.theo');
    const listed = await current.api.call('studentSessions', { params: { id: student.id }, query: {} });
    expect(listed.data).toEqual([]);
    expect(listed.meta.pagination).toMatchObject({ total: 0, total_pages: 1, current_page: 1 });

    // A tutor who never had the student, and a student id nobody has: the same 404.
    const stranger = await signIn(t, 'tutor.noor');
    const refused = await failure(
      stranger.api.call('studentSessions', { params: { id: student.id }, query: {} }),
    );
    expect([refused.status, refused.code]).toEqual([404, 'not_found']);
    const nobody = await failure(current.api.call('studentSessions', { params: { id: 999_999 }, query: {} }));
    expect(nobody.status).toBe(404);

    // Students, the student themself included, are not tutors.
    const classmate = await signIn(t, 'student');
    const notATutor = await failure(
      classmate.api.call('studentSessions', { params: { id: student.id }, query: {} }),
    );
    expect(notATutor.status).toBe(403);

    const badPage = await failure(
      current.api.call('studentSessions', { params: { id: student.id }, query: { page: 0 } }),
    );
    expect(badPage.status).toBe(400);
  });
});
