import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { User } from '../users/entities/user.entity.js';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { scheduleShift } from '../schedules/shift-factory.js';

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signIn(username: string) {
  const session = new HttpSession(t.baseUrl);
  await session.login(username);
  return session;
}

const em = () => t.app.get(MikroORM).em.fork();

/** A two-hour tutoring shift for `username` that started `startedAgo` seconds before the test clock's now. */
async function shiftFor(username: string, startedAgo: number) {
  const fork = em();
  const user = await fork.findOneOrFail(User, { username });
  const start = t.clock.now() - startedAgo;
  const shift = scheduleShift(fork, {
    user,
    start: new Date(start * 1000),
    segments: [{ type: 'Tutoring Session', minutes: 120 }],
    createdAt: t.clock.date(),
  });
  await fork.flush();
  return { id: shift.id, tutorId: user.id, start };
}

const act = (
  session: HttpSession,
  id: number,
  action: 'punch_in' | 'punch_out' | 'start_bio_break' | 'return_to_segment',
) => session.api.call('changeShiftState', { params: { id }, body: { action, app: 'console' } });

/**
 * A tutor's day on a day of its own: punched in 3 minutes late, a 4-minute bio break, punched out
 * 12 minutes before the end. 105 minutes punched and paid (bio breaks are paid).
 */
async function workedDay(username = 'tutor') {
  t.clock.advanceSeconds(10 * DAY);
  const shift = await shiftFor(username, 3 * MINUTE);
  const tutor = await signIn(username);
  await act(tutor, shift.id, 'punch_in');
  t.clock.advanceSeconds(20 * MINUTE);
  await act(tutor, shift.id, 'start_bio_break');
  t.clock.advanceSeconds(4 * MINUTE);
  await act(tutor, shift.id, 'return_to_segment');
  t.clock.advanceSeconds(81 * MINUTE);
  await act(tutor, shift.id, 'punch_out');
  const period = { tutor_id: shift.tutorId, from: shift.start - HOUR, to: shift.start + DAY };
  return { ...shift, tutor, period };
}

const csvQuery = (period: { tutor_id: number; from: number; to: number }) =>
  new URLSearchParams({
    tutor_id: String(period.tutor_id),
    from: String(period.from),
    to: String(period.to),
  });

const trail = (shiftId: number) => em().find(ShiftEvent, { shiftId }, { orderBy: { id: 'asc' } });

describe('timesheets', () => {
  it("should show a tutor's day with the minutes the trail gives", async () => {
    const day = await workedDay();
    const manager = await signIn('manager');

    const sheet = await manager.api.call('timesheet', { query: day.period });
    expect(sheet.rows).toEqual([
      {
        shift_id: day.id,
        start_time: day.start,
        end_time: day.start + 120 * MINUTE,
        punch_in: day.start + 3 * MINUTE,
        punch_out: day.start + 108 * MINUTE,
        scheduled_minutes: 120,
        punched_minutes: 105,
        break_minutes: { rest: 0, meal: 0, bio: 4 },
        paid_minutes: 105,
        late_minutes: 3,
        late_segments: 1,
        missed_segments: 0,
        open: false,
        corrected: false,
      },
    ]);
    // The tutor reads their own.
    expect((await day.tutor.api.call('timesheet', { query: day.period })).rows).toEqual(sheet.rows);
  });

  it('should export the timesheet as a CSV file', async () => {
    const day = await workedDay();
    const manager = await signIn('manager');
    const query = csvQuery(day.period);

    const response = await fetch(`${t.baseUrl}/api/timesheets.csv?${query}`, {
      headers: { authorization: `Bearer ${manager.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const date = new Date(day.start * 1000).toISOString().slice(0, 10);
    const last = new Date((day.period.to - 1) * 1000).toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="timesheet-${day.tutorId}-${new Date(day.period.from * 1000).toISOString().slice(0, 10)}-${last}.csv"`,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'date,shift,scheduled minutes,punched in,punched out,punched minutes,rest break minutes,meal break minutes,bio break minutes,paid minutes,late minutes,late segments,missed segments,corrected',
    );
    const iso = (s: number) => new Date(s * 1000).toISOString().replace('.000Z', 'Z');
    expect(lines[1]).toBe(
      `${date},${iso(day.start).slice(11, 16)}-${iso(day.start + 120 * MINUTE).slice(11, 16)} UTC,120,${iso(day.start + 3 * MINUTE)},${iso(day.start + 108 * MINUTE)},105,0,0,4,105,3,1,0,no`,
    );
    expect(lines.slice(2)).toEqual(['']);

    // The API docs describe it as the file it is, not as a JSON envelope.
    const docs = (await (await fetch(`${t.baseUrl}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, { get: { responses: { 200: { content: Record<string, unknown> } } } }>;
    };
    expect(Object.keys(docs.paths['/api/timesheets.csv']?.get.responses[200].content ?? {})).toEqual([
      'text/csv',
    ]);
  });

  it('should apply a correction as a new attributed entry and leave the original row untouched', async () => {
    const day = await workedDay();
    const manager = await signIn('manager');
    const [punchIn] = await trail(day.id);
    if (!punchIn || punchIn.action !== 'punch_in') throw new Error('expected the punch in first');

    const result = await manager.api.call('correctTimesheet', {
      body: { event_id: Number(punchIn.id), at: day.start, reason: 'Clock was down at the start' },
    });
    const managerUser = await em().findOneOrFail(User, { username: 'manager' });
    expect(result).toMatchObject({
      corrects_event_id: Number(punchIn.id),
      shift_id: day.id,
      tutor_id: day.tutorId,
      at: day.start,
      corrected_by: managerUser.id,
    });

    const [row] = (await manager.api.call('timesheet', { query: day.period })).rows;
    expect(row).toMatchObject({
      punch_in: day.start,
      punched_minutes: 108,
      late_minutes: 0,
      late_segments: 0,
      corrected: true,
    });

    const rows = await trail(day.id);
    expect(rows[0]).toEqual(punchIn);
    expect(rows.at(-1)).toMatchObject({
      action: 'correction',
      correctsEventId: punchIn.id,
      actorUserId: managerUser.id,
      actingAsRole: 'tutor-manager',
      details: { at: day.start, reason: 'Clock was down at the start' },
    });

    // The original is superseded: only the latest correction may be corrected again.
    const again = await failure(
      manager.api.call('correctTimesheet', {
        body: { event_id: Number(punchIn.id), at: day.start, reason: 'twice' },
      }),
    );
    expect(again).toMatchObject({ status: 409, code: 'timesheet_event_superseded' });
    await manager.api.call('correctTimesheet', {
      body: { event_id: result.id, at: null, reason: 'Did not work this shift' },
    });
    t.clock.advanceSeconds(15 * MINUTE); // past the segment's end: without a punch in it was missed
    const [voided] = (await manager.api.call('timesheet', { query: day.period })).rows;
    expect(voided).toMatchObject({ punch_in: null, punched_minutes: 0, missed_segments: 1 });
  });

  it("should refuse a tutor another tutor's timesheet and corrections", async () => {
    const day = await workedDay('tutor.jordan');
    const tutor = await signIn('tutor');

    const read = await failure(tutor.api.call('timesheet', { query: day.period }));
    expect(read.status).toBe(403);
    const response = await fetch(`${t.baseUrl}/api/timesheets.csv?${csvQuery(day.period)}`, {
      headers: { authorization: `Bearer ${tutor.accessToken}` },
    });
    expect(response.status).toBe(403);
    const [punchIn] = await trail(day.id);
    const corrected = await failure(
      day.tutor.api.call('correctTimesheet', {
        body: { event_id: Number(punchIn?.id), at: day.start, reason: 'mine' },
      }),
    );
    expect(corrected.status).toBe(403);
  });
});
