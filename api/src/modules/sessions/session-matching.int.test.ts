import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { ShiftState } from '../schedules/entities/shift-state.entity.js';
import { scheduleShift } from '../schedules/shift-factory.js';
import { Student } from '../users/entities/student.entity.js';
import { Tutor } from '../users/entities/tutor.entity.js';
import { User } from '../users/entities/user.entity.js';
import { LiveSession } from './entities/live-session.entity.js';
import { SessionMatcher } from './session-matcher.js';

const MATH = 1;
const ENGLISH = 1;
const SEATS = 3;

let first: TestApp;
let second: SecondInstance;

beforeAll(async () => {
  first = await startTestApp();
  second = await startSecondInstance(first);
  // Ten days on, past the demo world's week of shifts: only this test's tutors are at work.
  first.clock.advanceSeconds(10 * 86_400);
  second.clock.advanceSeconds((first.clock.nowMs() - second.clock.nowMs()) / 1000);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** People made for this test only, so the demo world's tutors and their shifts stay out of it. */
async function person(em: EntityManager, username: string, role: 'student' | 'tutor') {
  const user = em.create(User, {
    username,
    passwordHash: 'not-used',
    firstName: username,
    lastName: 'Test',
    roles: [role],
    currentRole: role,
    school: role === 'student' ? 1 : null,
  });
  if (role === 'student') em.create(Student, { user, isNew: false });
  else em.create(Tutor, { user, languages: [ENGLISH], subjects: [MATH] });
  return user;
}

describe('matching on two API instances at once', () => {
  it('should give fifty waiting students to ten tutors, each session to one tutor, oldest first, nobody over the limit', async () => {
    const em = first.app.get(MikroORM).em.fork();
    const now = first.clock.now();
    const tutors: User[] = [];
    for (let index = 0; index < 10; index += 1) {
      const tutor = await person(em, `match.tutor.${index}`, 'tutor');
      tutors.push(tutor);
      scheduleShift(em, {
        user: tutor,
        start: new Date((now - 600) * 1000),
        segments: [{ type: 'Tutoring Session', minutes: 120 }],
        createdAt: first.clock.date(),
      });
    }
    const sessions: LiveSession[] = [];
    for (let index = 0; index < 50; index += 1) {
      const student = await person(em, `match.student.${index}`, 'student');
      sessions.push(
        em.create(LiveSession, {
          student,
          chatType: 'tutor',
          subject: MATH,
          question: `Question ${index}`,
          languageId: ENGLISH,
          // A second apart, so "oldest first" has one answer.
          requestedAt: new Date((now - 100 + index) * 1000),
        }),
      );
    }
    await em.flush();
    // The ten tutors are at work (punched in, in progress) in their tutoring segments.
    await em.nativeUpdate(
      ShiftState,
      { shift: { user: { $in: tutors.map((tutor) => tutor.id) } } },
      { stateId: SHIFT_STATE_IDS.IN_PROGRESS },
    );

    await Promise.all([
      first.app.get(SessionMatcher).trigger(),
      second.app.get(SessionMatcher).trigger(),
      first.app.get(SessionMatcher).trigger(),
    ]);

    const rows = await em
      .fork()
      .find(
        LiveSession,
        { id: { $in: sessions.map((session) => session.id) } },
        { orderBy: { requestedAt: 'asc' } },
      );
    const matched = rows.filter((row) => row.status === 'matched');
    expect(matched).toHaveLength(10 * SEATS);
    expect(rows.slice(0, 10 * SEATS).every((row) => row.status === 'matched')).toBe(true);
    expect(rows.slice(10 * SEATS).every((row) => row.status === 'waiting' && !row.tutor)).toBe(true);
    const perTutor = new Map<number, number>();
    for (const row of matched) perTutor.set(row.tutor!.id, (perTutor.get(row.tutor!.id) ?? 0) + 1);
    expect([...perTutor.values()]).toEqual(Array(10).fill(SEATS));
  });
});
