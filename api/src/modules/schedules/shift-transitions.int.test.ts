import { serverEvents } from '@lantern/shared/realtime/events';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import {
  type ClientSocket,
  createSocketKit,
  nextEvent,
  ready,
  shiftFor as scheduledShift,
  signIn,
  type SocketKit,
  trailOf,
} from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import type { ManualClock } from '../../platform/clock/clock.js';
import { SHIFT_JOBS } from './break-timers.js';
import { ShiftBreak } from './entities/shift-break.entity.js';
import { ShiftEvent } from './entities/shift-event.entity.js';
import { Shift } from './entities/shift.entity.js';
import { ShiftTransitionsJob } from './shift-transitions.job.js';

const MINUTE = 60;
const DAY = 86_400;
const TIMED = ['break_begins', 'break_ends', 'mark_mia', 'force_out'];

let first: TestApp;
let second: SecondInstance;
let sockets: SocketKit | undefined;
beforeAll(async () => {
  first = await startTestApp();
  sockets = createSocketKit(first.baseUrl);
  second = await startSecondInstance(first);
});
afterAll(async () => {
  sockets?.closeAll();
  await second?.close();
  await first?.close();
});

/** A day of its own, past everything earlier tests scheduled, starting on a whole minute. */
function freshDay(): number {
  advanceBoth(10 * DAY);
  advanceBoth((MINUTE * 1000 - (first.clock.nowMs() % (MINUTE * 1000))) / 1000);
  return first.clock.now();
}

const em = () => first.app.get(MikroORM).em.fork();

/** Both instances' clocks to the same instant, `seconds` on from the first one's. */
function advanceBoth(seconds: number) {
  first.clock.advanceSeconds(seconds);
  moveTo(second.clock, first.clock.nowMs());
}
function moveTo(clock: ManualClock, ms: number) {
  clock.advanceSeconds((ms - clock.nowMs()) / 1000);
}

/** A job handler called as pg-boss calls it: in a MikroORM context of its own. */
function run(app: NestExpressApplication, call: (job: ShiftTransitionsJob) => Promise<void>) {
  const job = app.get(ShiftTransitionsJob);
  return RequestContext.create(app.get(MikroORM).em, () => call(job));
}
const runOnBoth = (call: (job: ShiftTransitionsJob, now: number) => Promise<void>) =>
  Promise.all([first, second].map((instance) => run(instance.app, (job) => call(job, instance.clock.now()))));
const sweepOnBoth = () =>
  runOnBoth((job, now) => job.sweep({ id: 'sweep', name: SHIFT_JOBS.sweep, data: {}, now }));

const shiftFor = (username: string, startsIn: number, minutes: number) =>
  scheduledShift(first, username, startsIn, [{ type: 'Tutoring Session', minutes }]);

// The managers' room also hears what the sweep does to the other tests' shifts.
const heard = (socket: ClientSocket, shiftId: number) =>
  nextEvent(socket, 'schedules.shift.updated', (payload) => payload.shift_id === shiftId);
const steps = (rows: ShiftEvent[], from: number) =>
  rows.map((row) => [row.action, (Math.floor(row.at.getTime() / 1000) - from) / MINUTE]);

describe('time-driven shift transitions with two API instances on one database', () => {
  it('should register the sweep with pg-boss as a schedule every minute, and the break jobs as queues', async () => {
    const connection = em().getConnection();
    const schedules = await connection.execute<{ name: string; cron: string; timezone: string }[]>(
      'select name, cron, timezone from pgboss.schedule where name = ?',
      [SHIFT_JOBS.sweep],
    );
    expect(schedules).toEqual([{ name: SHIFT_JOBS.sweep, cron: '* * * * *', timezone: 'UTC' }]);
    const queues = await connection.execute<{ name: string }[]>(
      'select name from pgboss.queue where name like ? order by name',
      ['schedules.%'],
    );
    expect(queues.map((queue) => queue.name)).toEqual(
      [SHIFT_JOBS.breakBegins, SHIFT_JOBS.breakEnds, SHIFT_JOBS.sweep].sort(),
    );
  });

  it(
    'should apply every timed transition of an hour exactly once while both instances sweep every minute',
    { timeout: 60_000 },
    async () => {
      const t0 = freshDay();

      const neverPunches = await shiftFor('tutor', 5 * MINUTE, 60);
      const takesABreak = await shiftFor('tutor.jordan', 0, 120);
      const staysPunchedIn = await shiftFor('tutor.amira', 0, 30);
      const jordan = await signIn(first, 'tutor.jordan');
      const amira = await signIn(first, 'tutor.amira');
      await jordan.api.call('changeShiftState', {
        params: { id: takesABreak },
        body: { action: 'punch_in', app: 'console' },
      });
      await jordan.api.call('changeShiftState', {
        params: { id: takesABreak },
        body: { action: 'schedule_rest_break', start_time: t0 + 30 * MINUTE, app: 'console' },
      });
      await amira.api.call('changeShiftState', {
        params: { id: staysPunchedIn },
        body: { action: 'punch_in', app: 'console' },
      });

      // Booking the break queued its one-off jobs, keyed by break and time.
      const [booked] = await em().find(ShiftBreak, { shift: takesABreak });
      if (!booked) throw new Error('expected the rest break to be booked');
      const queued = await em()
        .getConnection()
        .execute<{ name: string; data: unknown }[]>(
          `select name, data from pgboss.job where name like 'schedules.break.%' and (data->>'breakId')::int = ? order by name`,
          [booked.id],
        );
      const data = { shiftId: takesABreak, breakId: booked.id };
      expect(queued).toEqual([
        { name: SHIFT_JOBS.breakBegins, data },
        { name: SHIFT_JOBS.breakEnds, data },
      ]);

      for (let minute = 1; minute <= 60; minute++) {
        advanceBoth(MINUTE);
        const work = [sweepOnBoth()];
        // The one-off jobs arrive too, twice (a redelivery), racing the sweeps.
        const job = { id: 'break', name: SHIFT_JOBS.breakBegins, data, now: first.clock.now() };
        if (minute === 30) work.push(runOnBoth((handler) => handler.breakBegins(job)));
        if (minute === 40) work.push(runOnBoth((handler) => handler.breakEnds(job)));
        await Promise.all(work);
      }

      // Every shift in the database, the demo world's included: each timed change at most once.
      const timed = await em().find(ShiftEvent, { action: { $in: TIMED } });
      const perShiftAndAction = new Map<string, number>();
      for (const row of timed) {
        const key = `${row.shiftId}:${row.action}:${String(row.details.break_id ?? '')}`;
        perShiftAndAction.set(key, (perShiftAndAction.get(key) ?? 0) + 1);
      }
      expect([...perShiftAndAction.values()].every((count) => count === 1)).toBe(true);
      expect(
        timed.every((row) => row.actorUserId === null && row.actingAsRole === 'system' && row.app === null),
      ).toBe(true);

      // MIA once locked out: more than 15 minutes past a start at minute 5.
      const mia = await trailOf(first, neverPunches);
      expect(steps(mia, t0)).toEqual([['mark_mia', 21]]);
      expect(mia[0]).toMatchObject({ before: { state_id: 1 }, after: { state_id: 8 } });

      // The rest break begins at minute 30 and ends at minute 40, recorded when it really did.
      expect(steps(await trailOf(first, takesABreak), t0)).toEqual([
        ['punch_in', 0],
        ['schedule_rest_break', 0],
        ['break_begins', 30],
        ['break_ends', 40],
      ]);
      const rest = await em().findOneOrFail(ShiftBreak, booked.id);
      expect(rest.startedAt?.getTime()).toBe((t0 + 30 * MINUTE) * 1000);
      expect(rest.endedAt?.getTime()).toBe((t0 + 40 * MINUTE) * 1000);

      // Forced out 15 minutes after an end at minute 30.
      const forced = await trailOf(first, staysPunchedIn);
      expect(steps(forced, t0)).toEqual([
        ['punch_in', 0],
        ['force_out', 45],
      ]);
      expect(forced[1]).toMatchObject({
        before: { state_id: 3 },
        after: { state_id: 7 },
        details: { event: 'punched_out', forced: true },
      });
      const shift = await em().findOneOrFail(Shift, staysPunchedIn);
      expect(shift.punchOut?.getTime()).toBe((t0 + 45 * MINUTE) * 1000);
    },
  );

  it('should begin a booked break from its one-off job on time, not before, and tell the tutor and the managers', async () => {
    const t0 = freshDay();
    const id = await shiftFor('tutor.lucia', 0, 120);
    const lucia = await signIn(first, 'tutor.lucia');
    const manager = await signIn(first, 'manager');
    await lucia.api.call('changeShiftState', { params: { id }, body: { action: 'punch_in' } });
    await lucia.api.call('changeShiftState', {
      params: { id },
      body: { action: 'schedule_rest_break', start_time: t0 + 30 * MINUTE },
    });
    const { id: breakId } = await em().findOneOrFail(ShiftBreak, { shift: id });
    const managerSocket = sockets!.connect(manager.accessToken);
    const luciaSocket = sockets!.connect(lucia.accessToken);
    await Promise.all([ready(managerSocket), ready(luciaSocket)]);
    const job = () => ({
      id: 'break',
      name: SHIFT_JOBS.breakBegins,
      data: { shiftId: id, breakId },
      now: first.clock.now(),
    });

    advanceBoth(29 * MINUTE);
    await run(first.app, (handler) => handler.breakBegins(job()));
    expect((await trailOf(first, id)).map((row) => row.action)).toEqual(['punch_in', 'schedule_rest_break']);

    advanceBoth(MINUTE);
    const [managerSaw, tutorSaw] = await Promise.all([
      heard(managerSocket, id),
      heard(luciaSocket, id),
      run(first.app, (handler) => handler.breakBegins(job())),
    ]);
    expect(managerSaw).toMatchObject({ shift_id: id, action: 'break_begins', state: { state_id: 2 } });
    expect(managerSaw.at).toBe(t0 + 30 * MINUTE);
    expect(serverEvents['schedules.shift.updated'].safeParse(managerSaw).success).toBe(true);
    expect(tutorSaw).toEqual(managerSaw);

    // Delivered again: refused as already begun, nothing recorded.
    await run(first.app, (handler) => handler.breakBegins(job()));
    expect(steps(await trailOf(first, id), t0)).toEqual([
      ['punch_in', 0],
      ['schedule_rest_break', 0],
      ['break_begins', 30],
    ]);
  });
});
