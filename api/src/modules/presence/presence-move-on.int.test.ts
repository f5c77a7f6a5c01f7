import type { PresenceReport } from '@lantern/shared/contracts/presence';
import type { ServerEventPayload } from '@lantern/shared/realtime/events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPeople } from '../../db/people/create-people.js';
import { HttpSession } from '../../../test/http-session.js';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import { createSocketKit, duringSchoolHours, ready, shiftFor } from '../../../test/shift-test-kit.js';
import { ormOf } from '../../../test/student-record-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { passwordCostFromEnv } from '../auth/password-cost.js';
import { AwayTutors } from '../sessions/away-tutors.js';

// Two API instances on one database and one Redis, as behind a load balancer (the manager listening
// on the first hears a move made by the second); a student waits two seconds of the test's clock for
// an away tutor (AWAY_MOVE_ON_SECONDS), so the job comes due while the test runs.
const MATH = 1;
const MOVE_ON_SECONDS = 2;
const AWAY: PresenceReport = { state: 'away', reason: 'locked', idle_seconds: 0 };

let first: TestApp;
let second: SecondInstance;
const sockets = createSocketKit(() => first.baseUrl);

beforeAll(async () => {
  first = await startTestApp({
    AWAY_MOVE_ON_SECONDS: String(MOVE_ON_SECONDS),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  second = await startSecondInstance(first);
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Both instances' clocks moved on together, as the machines' clocks would be. */
function advance(seconds: number) {
  first.clock.advanceSeconds(seconds);
  second.clock.advanceSeconds((first.clock.nowMs() - second.clock.nowMs()) / 1000);
}

let made = 0;

/** A math tutor of this file's own, punched in to a tutoring segment now, with a console. */
async function tutorAtWork(firstName: string) {
  const [created] = await createPeople(
    ormOf(first),
    {
      password: 'Lantern#2026',
      people: [
        {
          username: `move-on.${firstName.toLowerCase()}.${(made += 1)}`,
          firstName,
          lastName: 'Test',
          email: null,
          roles: ['tutor'],
          tutor: { subjects: [MATH], languages: [1], essayReview: false, maxWeeklyHours: 20 },
        },
      ],
    },
    passwordCostFromEnv(),
  );
  const shiftId = await shiftFor(first, created!.username, -60);
  const session = await signIn(created!.username);
  await session.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  const socket = sockets.connect(session.accessToken);
  await ready(socket);
  return {
    id: created!.id,
    socket,
    report: (payload: PresenceReport) => socket.timeout(3000).emitWithAck('presence.state.report', payload),
  };
}

async function signIn(username: string) {
  const session = new HttpSession(first.baseUrl);
  await session.login(username);
  return session;
}

/** The managers' `classroom.session.reoffered` events, as one manager's socket hears them. */
async function managerHearing() {
  const manager = await signIn('manager');
  const socket = sockets.connect(manager.accessToken);
  await ready(socket);
  const heard: ServerEventPayload<'classroom.session.reoffered'>[] = [];
  socket.on('classroom.session.reoffered', (event) => heard.push(event));
  return heard;
}

const ask = async (username: string) => {
  const student = await signIn(username);
  const asked = await student.api.call('requestSession', {
    body: { chat_type: 'tutor', question: 'How do fractions divide?', subject_id: MATH },
  });
  return { student, asked };
};

describe('moving a student on from a tutor who went away', () => {
  it('should give the student to a tutor who is there once the wait is up, by the job, and tell the managers why', async () => {
    duringSchoolHours(first);
    advance(0);
    const heard = await managerHearing();
    const ana = await tutorAtWork('Ana');
    const { student, asked } = await ask('lucas.davis');
    expect(asked.tutor?.id).toBe(ana.id);
    const ben = await tutorAtWork('Ben');

    await ana.report(AWAY);
    // Not yet: the student has waited one second of two.
    advance(1);
    expect(await first.app.get(AwayTutors).moveOn(asked.id)).toBe(false);
    expect((await student.api.call('session', { params: { id: asked.id } })).tutor?.id).toBe(ana.id);

    advance(1);
    await expect
      .poll(async () => (await student.api.call('session', { params: { id: asked.id } })).tutor?.id, {
        timeout: 15_000,
      })
      .toBe(ben.id);
    expect(heard.filter((event) => event.session_id === asked.id)).toEqual([
      expect.objectContaining({ silent_tutor_id: ana.id, reason: 'away' }),
    ]);
    await student.api.call('endSession', { params: { id: asked.id } });
  });

  it('should leave the student with an away tutor who has already written to them', async () => {
    duringSchoolHours(first);
    advance(0);
    const cleo = await tutorAtWork('Cleo');
    const { student, asked } = await ask('mason.smith');
    expect(asked.tutor?.id).toBe(cleo.id);
    await cleo.socket.timeout(3000).emitWithAck('classroom.message.send', {
      session_id: asked.id,
      client_id: crypto.randomUUID(),
      text: 'Hi! Let us look at it together.',
    });

    await cleo.report(AWAY);
    advance(MOVE_ON_SECONDS + 60);
    expect(await first.app.get(AwayTutors).moveOnDue()).toBe(0);
    expect(await second.app.get(AwayTutors).moveOn(asked.id)).toBe(false);
    expect((await student.api.call('session', { params: { id: asked.id } })).tutor?.id).toBe(cleo.id);
    await student.api.call('endSession', { params: { id: asked.id } });
  });

  it('should move the student once when both instances look at the same moment, back to the queue with nobody there', async () => {
    duringSchoolHours(first);
    advance(0);
    const heard = await managerHearing();
    const dev = await tutorAtWork('Dev');
    const { student, asked } = await ask('chloe.brown');
    expect(asked.tutor?.id).toBe(dev.id);

    await dev.report(AWAY);
    advance(MOVE_ON_SECONDS);
    const moved = await Promise.all([
      first.app.get(AwayTutors).moveOn(asked.id),
      second.app.get(AwayTutors).moveOn(asked.id),
      second.app.get(AwayTutors).moveOnDue(),
      first.app.get(AwayTutors).moveOnDue(),
    ]);
    expect(moved.reduce<number>((sum, result) => sum + Number(result), 0)).toBe(1);
    // The job queued when Dev went away comes due too, on whichever instance takes it: it finds nothing to do.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(heard.filter((event) => event.session_id === asked.id)).toHaveLength(1);
    expect(await student.api.call('session', { params: { id: asked.id } })).toMatchObject({
      status: 'waiting',
      tutor: null,
    });
    await student.api.call('endSession', { params: { id: asked.id } });
  });
});
