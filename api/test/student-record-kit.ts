import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { TestApp } from './test-app.js';
import { LiveSession } from '../src/modules/sessions/entities/live-session.entity.js';
import { SessionHandoff } from '../src/modules/sessions/entities/session-handoff.entity.js';
import { Student } from '../src/modules/users/entities/student.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';

/**
 * Set-up for the tests of a student's record (the classroom side panel's sessions, assessments and
 * group members): students of the test's own, so the demo world's history stays out of the counts,
 * and their past sessions written straight to the database.
 */

const MINUTE = 60_000;

export function ormOf(t: Pick<TestApp, 'app'>): EntityManager {
  return t.app.get(MikroORM).em.fork();
}

/** A student nobody has signed in as, at Maplewood (school 1). */
export function newStudent(em: EntityManager, username: string, lastName = 'Test'): User {
  const user = em.create(User, {
    username,
    passwordHash: 'not-used',
    firstName: username.split('.')[0]!,
    lastName,
    roles: ['student'],
    currentRole: 'student',
    school: 1,
  });
  em.create(Student, { user, isNew: false });
  return user;
}

export async function demoUser(em: EntityManager, username: string): Promise<User> {
  return em.findOneOrFail(User, { username });
}

/** A session of the student's with `tutor`, ended `minutesAgo` before `now` after twenty minutes of chat. */
export function pastSession(
  em: EntityManager,
  input: {
    student: User;
    tutor: User | null;
    now: Date;
    minutesAgo: number;
    subject?: number;
    question?: string;
    status?: LiveSession['status'];
  },
): LiveSession {
  const endedAt = new Date(input.now.getTime() - input.minutesAgo * MINUTE);
  const open = input.status === 'waiting' || input.status === 'matched';
  return em.create(LiveSession, {
    student: input.student,
    tutor: input.tutor,
    status: input.status ?? 'ended',
    chatType: 'tutor',
    subject: input.subject ?? 1,
    question: input.question ?? `Question from ${input.minutesAgo} minutes ago`,
    languageId: 1,
    requestedAt: new Date(endedAt.getTime() - 25 * MINUTE),
    matchedAt: input.tutor ? new Date(endedAt.getTime() - 20 * MINUTE) : null,
    endedAt: open ? null : endedAt,
    endedBy: open ? null : input.student.id,
  });
}

/** `from` handed the session on to the tutor it now has. */
export function handedOn(em: EntityManager, session: LiveSession, from: User, at: Date): SessionHandoff {
  return em.create(SessionHandoff, {
    session,
    outgoingTutorId: from.id,
    incomingTutorId: session.tutor!.id,
    reason: 'shift_ending',
    createdAt: at,
  });
}
