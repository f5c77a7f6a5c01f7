import type { PresenceReport } from '@lantern/shared/contracts/presence';
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { describe, expect, it } from 'vitest';
import { createPeople } from '../../db/people/create-people.js';
import type { HttpSession } from '../../../test/http-session.js';
import {
  type ClientSocket,
  duringSchoolHours,
  nextEvent,
  ready,
  shiftFor,
  signIn,
  trailOf,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { ormOf } from '../../../test/student-record-kit.js';
import { passwordCostFromEnv } from '../auth/password-cost.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';

const MATH = 1;
const idle = (idle_seconds: number): PresenceReport => ({ state: 'away', reason: 'idle', idle_seconds });
const PRESENT: PresenceReport = { state: 'present' };

// A lost console counts as away a second after it goes, on the test's clock; the move-on wait is
// the move-on test's own (presence-move-on.int.test.ts), so a student here stays with their tutor.
const { t, sockets } = useShiftTestApp({ DISCONNECTED_AWAY_AFTER_SECONDS: '1' });

let made = 0;

/**
 * A math tutor of this test's own, punched in to a two-hour tutoring segment, with a console (a
 * socket): a console another test closed is still being looked at for a second or two, and must
 * not reach into this one's trail.
 */
async function tutorAtWork(firstName: string) {
  const [created] = await createPeople(
    ormOf(t),
    {
      password: 'Lantern#2026',
      people: [
        {
          username: `presence.${firstName.toLowerCase()}.${(made += 1)}`,
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
  const username = created!.username;
  const shiftId = await shiftFor(t, username, -60);
  const session = await signIn(t, username);
  await session.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  const id = (await session.api.call('me')).id;
  return { session, shiftId, id, console: await openConsole(session) };
}

async function openConsole(session: HttpSession): Promise<ClientSocket> {
  const socket = sockets.connect(session.accessToken);
  await ready(socket);
  return socket;
}

const report = (socket: ClientSocket, payload: unknown) =>
  socket.timeout(3000).emitWithAck('presence.state.report', payload as PresenceReport);

async function managerWatching() {
  const manager = await signIn(t, 'manager');
  const socket = await openConsole(manager);
  return { manager, socket };
}

const liveRow = async (manager: HttpSession, userId: number) =>
  (await manager.api.call('serviceLiveTutors')).find((row) => row.user_id === userId);

const ask = (student: HttpSession) =>
  student.api.call('requestSession', {
    body: { chat_type: 'tutor', question: 'Why is a negative times a negative positive?', subject_id: MATH },
  });

describe("a tutor's presence at their console", () => {
  it('should take reports from tutors only, each checked, and answer with the presence held', async () => {
    duringSchoolHours(t);
    const sam = await tutorAtWork('Sam');
    const student = await openConsole(await signIn(t, 'student'));

    expect(await report(student, PRESENT)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    for (const bad of [
      { state: 'away', reason: 'napping', idle_seconds: 10 },
      { state: 'away', reason: 'idle' },
      { state: 'away', reason: 'idle', idle_seconds: -5 },
      { state: 'present', since: 1 },
    ])
      expect(await report(sam.console, bad)).toMatchObject({
        ok: false,
        error: { code: 'validation_failed' },
      });

    expect(await report(sam.console, PRESENT)).toEqual({ ok: true, data: { away: null } });
    await report(sam.console, PRESENT);
  });

  it('should mark the tutor away for managers, on the trail and on the schedule, and back again', async () => {
    duringSchoolHours(t);
    const sam = await tutorAtWork('Sam');
    const { manager, socket: managers } = await managerWatching();
    await report(sam.console, PRESENT);

    const told = nextEvent(managers, 'presence.tutor.changed', (event) => event.user_id === sam.id);
    const answer = await report(sam.console, idle(300));
    const since = t.clock.now() - 300;
    expect(answer).toEqual({ ok: true, data: { away: { reason: 'idle', since } } });
    const absence = {
      shift_id: sam.shiftId,
      user_id: sam.id,
      reason: 'idle',
      start_time: since,
      end_time: null,
    };
    expect(await told).toEqual({
      user_id: sam.id,
      away: { reason: 'idle', since },
      absence,
      at: t.clock.now(),
    });
    expect((await liveRow(manager, sam.id))?.away).toEqual({ reason: 'idle', since });

    // Still away, now locked: one absence, from its first start.
    t.clock.advanceSeconds(60);
    const locked = await report(sam.console, { state: 'away', reason: 'locked', idle_seconds: 0 });
    expect(locked).toEqual({ ok: true, data: { away: { reason: 'locked', since } } });

    t.clock.advanceSeconds(60);
    const back = nextEvent(managers, 'presence.tutor.changed', (event) => event.away === null);
    expect(await report(sam.console, PRESENT)).toEqual({ ok: true, data: { away: null } });
    expect((await back).absence).toEqual({ ...absence, end_time: t.clock.now() });
    expect((await liveRow(manager, sam.id))?.away).toBeNull();

    const trail = (await trailOf(t, sam.shiftId)).filter((entry) => entry.action.startsWith('presence'));
    expect(trail.map((entry) => [entry.action, entry.details, entry.actingAsUserId])).toEqual([
      ['presence_away', { event: 'went_away', reason: 'idle', since }, sam.id],
      // The entry closing it says how it ended: locked.
      ['presence_back', { event: 'came_back', reason: 'locked', since }, sam.id],
    ]);
    const now = t.clock.now();
    const schedule = await manager.api.call('shiftSchedule', { query: { from: now - 3600, to: now + 3600 } });
    expect(schedule.absences.filter((row) => row.shift_id === sam.shiftId)).toEqual([
      { ...absence, end_time: now },
    ]);
  });

  it("should not let a superuser viewing as the tutor move the tutor's presence", async () => {
    duringSchoolHours(t);
    const sam = await tutorAtWork('Sam');
    await report(sam.console, PRESENT);
    const superuser = await signIn(t, 'superuser');
    const viewing = await superuser.api.call('impersonate', { body: { role: 'tutor', user_id: sam.id } });
    superuser.accessToken = viewing.access_token;
    const asSam = await openConsole(superuser);
    expect(await report(asSam, idle(600))).toEqual({ ok: true, data: { away: null } });
    expect(await report(sam.console, idle(300))).toEqual({
      ok: true,
      data: { away: { reason: 'idle', since: t.clock.now() - 300 } },
    });
    // The superuser's console is no console of Sam's: it does not keep him present either.
    expect(await report(asSam, PRESENT)).toEqual({
      ok: true,
      data: { away: { reason: 'idle', since: t.clock.now() - 300 } },
    });
  });

  it('should keep a tutor present while any of their consoles sees them', async () => {
    duringSchoolHours(t);
    const sam = await tutorAtWork('Sam');
    const forgottenTab = await openConsole(sam.session);
    await report(sam.console, PRESENT);
    expect(await report(forgottenTab, idle(900))).toEqual({ ok: true, data: { away: null } });
    expect(await report(sam.console, idle(320))).toEqual({
      ok: true,
      data: { away: { reason: 'idle', since: t.clock.now() - 320 } },
    });
    expect(await report(sam.console, PRESENT)).toEqual({ ok: true, data: { away: null } });
  });

  it('should not offer an away tutor a student, and offer them the next one once back', async () => {
    duringSchoolHours(t);
    const sam = await tutorAtWork('Sam');
    await report(sam.console, idle(400));
    const student = await signIn(t, 'lucas.davis');
    const asked = await ask(student);
    expect(asked).toMatchObject({ status: 'waiting', tutor: null });

    await report(sam.console, PRESENT);
    await expect
      .poll(async () => (await student.api.call('session', { params: { id: asked.id } })).tutor?.id)
      .toBe(sam.id);
    await student.api.call('endSession', { params: { id: asked.id } });
  });

  it('should mark a tutor away once their last console has been gone a while, and back when one reports', async () => {
    duringSchoolHours(t);
    const sam = await tutorAtWork('Sam');
    const { manager } = await managerWatching();
    await report(sam.console, PRESENT);
    // A socket that never reported is no console: it does not keep the tutor present.
    await openConsole(sam.session);

    sam.console.disconnect();
    const lostAt = t.clock.now();
    // The server has heard the socket go before the clock moves on.
    await expect.poll(() => t.app.get(RealtimeEvents).consolePresences(sam.id)).toEqual([]);
    t.clock.advanceSeconds(1);
    await expect
      .poll(async () => (await liveRow(manager, sam.id))?.away, { timeout: 15_000 })
      .toEqual({ reason: 'disconnected', since: lostAt });
    const trail = await trailOf(t, sam.shiftId);
    expect(trail.at(-1)).toMatchObject({
      action: 'presence_away',
      actingAsRole: 'system',
      actorUserId: null,
    });
    // Still punched in and working: away is no change of shift state.
    const state = await sam.session.api.call('shiftState', { params: { id: sam.shiftId } });
    expect(state.state.state_id).toBe(SHIFT_STATE_IDS.IN_PROGRESS);

    const reconnected = await openConsole(sam.session);
    expect(await report(reconnected, PRESENT)).toEqual({ ok: true, data: { away: null } });
    expect((await liveRow(manager, sam.id))?.away).toBeNull();
  });

  it('should let a console come back within its grace without the tutor ever counting as away', async () => {
    duringSchoolHours(t);
    const sam = await tutorAtWork('Jordan');
    await report(sam.console, PRESENT);
    const reloaded = await openConsole(sam.session);
    await report(reloaded, PRESENT);
    sam.console.disconnect();
    await expect.poll(() => t.app.get(RealtimeEvents).consolePresences(sam.id)).toHaveLength(1);
    t.clock.advanceSeconds(1);
    // The check of the lost console runs and finds the reloaded one.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect((await trailOf(t, sam.shiftId)).filter((entry) => entry.action.startsWith('presence'))).toEqual(
      [],
    );
  });
});
