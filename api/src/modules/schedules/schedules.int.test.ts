import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
import {
  type ClientSocket,
  freshDay,
  nextEvent,
  ready,
  shiftFor,
  signIn,
  trailOf,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { ShiftEvent } from './entities/shift-event.entity.js';

const MINUTE = 60;

const { t, sockets } = useShiftTestApp();

const act = (
  session: HttpSession,
  id: number,
  action: 'punch_in' | 'punch_out' | 'start_bio_break' | 'return_to_segment',
) => session.api.call('changeShiftState', { params: { id }, body: { action, app: 'console' } });

describe('the shift state machine over HTTP', () => {
  it('should take a tutor through punch in, a bio break, return and punch out, recording each step', async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor', 10 * MINUTE);
    const tutor = await signIn(t, 'tutor');

    const before = await tutor.api.call('currentShift');
    if (!before.shift) throw new Error('expected the shift to be current');
    expect(before.shift.id).toBe(id);
    expect(before.punch_button).toEqual({ shown: true, kind: 'punch_in', label: 'Punch In', active: true });
    expect(before.state.eligible_actions.punch_in).toBeDefined();

    const punched = await act(tutor, id, 'punch_in');
    expect(punched.state.state_id).toBe(3);
    expect(punched.destination).toBe('/tutor/classroom');
    expect(punched.shift.punch_in).toBe(t.clock.now());
    expect(punched.shift.shift_segments[0]?.punch_in).toBe(t.clock.now());

    t.clock.advanceSeconds(20 * MINUTE);
    const onBreak = await act(tutor, id, 'start_bio_break');
    expect(onBreak.state).toMatchObject({ state_id: 6, modifier_id: 3 });
    expect(onBreak.state.eligible_actions.return_to_segment).toBeDefined();

    t.clock.advanceSeconds(4 * MINUTE);
    const back = await act(tutor, id, 'return_to_segment');
    expect(back.state).toMatchObject({ state_id: 3, modifier_id: null });

    t.clock.advanceSeconds(94 * MINUTE); // 12 minutes before the end: the ending window
    const current = await tutor.api.call('currentShift');
    if (!current.shift) throw new Error('expected the shift to be current');
    expect(current.punch_button).toMatchObject({ kind: 'punch_out', label: 'Punch Out' });
    const out = await act(tutor, id, 'punch_out');
    expect(out.state.state_id).toBe(7);
    expect(out.punch_button).toEqual({ shown: false });

    const rows = await trailOf(t, id);
    expect(rows.map((row) => [row.action, row.before?.state_id, row.after?.state_id, row.app])).toEqual([
      ['punch_in', 1, 3, 'console'],
      ['start_bio_break', 3, 6, 'console'],
      ['return_to_segment', 6, 3, 'console'],
      ['punch_out', 3, 7, 'console'],
    ]);
    const tutorId = out.shift.user_id;
    expect(rows.every((row) => row.tutorUserId === tutorId && row.actorUserId === tutorId)).toBe(true);
    expect(rows[0]?.details).toMatchObject({ event: 'punched_in', minutes_late: 0 });
  });

  it('should make the next shift current once the tutor punched out of the one before', async () => {
    freshDay(t);
    const first = await shiftFor(t, 'tutor.amira', 5 * MINUTE, [{ type: 'Tutoring Session', minutes: 20 }]);
    const next = await shiftFor(t, 'tutor.amira', 60 * MINUTE);
    const amira = await signIn(t, 'tutor.amira');
    await act(amira, first, 'punch_in');
    t.clock.advanceSeconds(15 * MINUTE);
    await act(amira, first, 'punch_out');
    expect((await amira.api.call('currentShift')).shift?.id).toBe(next);
  });

  it('should refuse a punch before the window opens, and send a late tutor to a platform manager', async () => {
    freshDay(t);
    const early = await shiftFor(t, 'tutor.jordan', 16 * MINUTE);
    const late = await shiftFor(t, 'tutor.jordan', -16 * MINUTE - 3 * 60 * MINUTE);
    const lateNow = await shiftFor(t, 'tutor.jordan', -16 * MINUTE);
    const jordan = await signIn(t, 'tutor.jordan');

    const tooEarly = await failure(act(jordan, early, 'punch_in'));
    expect(tooEarly).toMatchObject({ status: 409, code: 'shift_punch_in_not_eligible' });
    expect(tooEarly.message).toBe(
      'You were not able to punch into your shift. Please refresh the page and try again.',
    );
    expect(tooEarly.details).toEqual({ reason: 'punch_window_not_open' });

    const lockedOut = await failure(act(jordan, lateNow, 'punch_in'));
    expect(lockedOut).toMatchObject({ status: 409, code: 'shift_locked_out' });
    expect(lockedOut.message).toBe('Please Contact a Platform Manager.');

    expect(await failure(act(jordan, late, 'punch_in'))).toMatchObject({ status: 409 });
    expect(await trailOf(t, early)).toEqual([]);
    expect(await trailOf(t, lateNow)).toEqual([]);
  });

  it('should refuse a break the shift state does not list, and a punch out before the ending window', async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor.lucia', 0);
    const lucia = await signIn(t, 'tutor.lucia');

    expect(await failure(act(lucia, id, 'start_bio_break'))).toMatchObject({
      status: 409,
      code: 'shift_break_not_eligible',
    });
    expect(await failure(act(lucia, id, 'return_to_segment'))).toMatchObject({
      status: 409,
      code: 'shift_return_not_eligible',
    });
    await act(lucia, id, 'punch_in');
    expect(await failure(act(lucia, id, 'punch_out'))).toMatchObject({
      status: 409,
      code: 'shift_punch_out_not_eligible',
      details: { reason: 'punch_out_too_early' },
    });
    expect((await trailOf(t, id)).map((row) => row.action)).toEqual(['punch_in']);
  });

  it('should keep a punched-in shift current past its end until the forced-out time, then move on', async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor.amira', 0, [{ type: 'Tutoring Session', minutes: 60 }]);
    const next = await shiftFor(t, 'tutor.amira', 3 * 60 * MINUTE);
    const amira = await signIn(t, 'tutor.amira');
    await act(amira, id, 'punch_in');

    t.clock.advanceSeconds(70 * MINUTE); // 10 minutes past the end, still punched in
    const late = await amira.api.call('currentShift');
    expect(late.shift?.id).toBe(id);
    expect((await act(amira, id, 'punch_out')).state.state_id).toBe(7);
    expect((await amira.api.call('currentShift')).shift?.id).toBe(next);
  });

  it('should book a rest break and ask for a meal break inside their windows, one of each at a time', async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor.jordan', 0);
    const jordan = await signIn(t, 'tutor.jordan');
    await act(jordan, id, 'punch_in');
    const now = t.clock.now();
    const book = (action: 'schedule_rest_break' | 'request_meal_break', start_time: number) =>
      jordan.api.call('changeShiftState', { params: { id }, body: { action, start_time, app: 'web' } });

    const rest = await book('schedule_rest_break', now + 30 * MINUTE);
    expect(rest.state.state_id).toBe(3);
    expect(rest.state.eligible_actions.schedule_rest_break).toBeUndefined();
    expect(rest.shift.pending_break_request).toBeNull(); // rest breaks need no approval
    // ...but the shift lists it with its id, so any console can show it and cancel it.
    expect(rest.shift.planned_breaks).toEqual([
      {
        id: expect.any(Number),
        kind: 'rest',
        status: 'approved',
        start_time: now + 30 * MINUTE,
        end_time: now + 40 * MINUTE,
      },
    ]);

    // The meal break must end by the shift's end (120 minutes): starting 100 minutes in is too late.
    expect(await failure(book('request_meal_break', now + 100 * MINUTE))).toMatchObject({
      status: 409,
      code: 'shift_break_not_eligible',
      details: { reason: 'break_start_invalid' },
    });
    const meal = await book('request_meal_break', now + 60 * MINUTE);
    expect(meal.shift.planned_breaks.map((planned) => [planned.kind, planned.status])).toEqual([
      ['rest', 'approved'],
      ['meal', 'pending'],
    ]);
    expect(meal.shift.pending_break_request).toMatchObject({
      kind: 'meal',
      status: 'pending',
      start_time: now + 60 * MINUTE,
      end_time: now + 90 * MINUTE,
    });
    expect(await failure(book('request_meal_break', now + 70 * MINUTE))).toMatchObject({
      status: 409,
      code: 'shift_break_not_eligible',
      details: { reason: 'action_not_eligible' },
    });

    const rows = await trailOf(t, id);
    expect(rows.map((row) => [row.action, row.app])).toEqual([
      ['punch_in', 'console'],
      ['schedule_rest_break', 'web'],
      ['request_meal_break', 'web'],
    ]);
    expect(rows[1]?.details).toMatchObject({
      event: 'break_planned',
      break: { kind: 'rest', status: 'approved', start_time: now + 30 * MINUTE, end_time: now + 40 * MINUTE },
    });
  });

  it("should keep tutors off other tutors' shifts, and let managers read them", async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor', 0);
    const lucia = await signIn(t, 'tutor.lucia');
    expect(await failure(act(lucia, id, 'punch_in'))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await failure(lucia.api.call('shiftState', { params: { id } }))).toMatchObject({ status: 403 });

    const manager = await signIn(t, 'manager');
    const seen = await manager.api.call('shiftState', { params: { id } });
    expect(seen.shift.id).toBe(id);
    expect(await failure(act(manager, id, 'punch_in'))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await failure(lucia.api.call('shiftState', { params: { id: 999_999 } }))).toMatchObject({
      status: 404,
    });
    expect(await trailOf(t, id)).toEqual([]);
  });

  it('should record a superuser viewing as the tutor as the actor, acting as the tutor', async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor.amira', 0);
    const amira = await (await signIn(t, 'tutor.amira')).api.call('me');
    const superuser = new HttpSession(t.baseUrl);
    const superuserId = (await superuser.login('superuser')).user.id;
    const viewing = await superuser.api.call('impersonate', { body: { role: 'tutor', user_id: amira.id } });
    superuser.accessToken = viewing.access_token;

    await act(superuser, id, 'punch_in');
    const [row] = await trailOf(t, id);
    expect(row).toMatchObject({
      actorUserId: superuserId,
      actingAsUserId: amira.id,
      actingAsRole: 'tutor',
      tutorUserId: amira.id,
    });
  });

  it('should take the app from the X-Lantern-App header when the body does not name it', async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor.lucia', 0);
    const lucia = await signIn(t, 'tutor.lucia');
    const response = await fetch(`${t.baseUrl}/api/schedules/shifts/${id}/state`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${lucia.accessToken}`,
        'content-type': 'application/json',
        'x-lantern-app': 'desktop',
      },
      body: JSON.stringify({ action: 'punch_in' }),
    });
    expect(response.status).toBe(200);
    expect((await trailOf(t, id)).map((row) => row.app)).toEqual(['desktop']);
  });
});

describe('the shift_events pay-data trail', () => {
  it('should refuse UPDATE and DELETE in the database, and take a correction as a new row', async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor', 0);
    await act(await signIn(t, 'tutor'), id, 'punch_in');
    const [row] = await trailOf(t, id);
    if (!row) throw new Error('expected a punch row');
    const connection = t.app.get(MikroORM).em.fork().getConnection();

    await expect(
      connection.execute(`update shift_events set action = 'punch_out' where id = ?`, [row.id]),
    ).rejects.toThrow(/append-only/);
    await expect(connection.execute(`delete from shift_events where id = ?`, [row.id])).rejects.toThrow(
      /append-only/,
    );

    const em = t.app.get(MikroORM).em.fork();
    em.create(ShiftEvent, {
      shiftId: id,
      tutorUserId: row.tutorUserId,
      actorUserId: null,
      at: t.clock.date(),
      action: 'correction',
      details: { punch_in: t.clock.now() - 60 },
      correctsEventId: row.id,
    });
    await em.flush();
    const rows = await trailOf(t, id);
    expect(rows.map((entry) => [entry.action, entry.correctsEventId])).toEqual([
      ['punch_in', null],
      ['correction', row.id],
    ]);
    expect(rows[0]).toMatchObject({ action: 'punch_in', at: row.at });
  });
});

describe('concurrency', () => {
  it('should record one punch when the same tutor punches in from two devices at once', async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor', 5 * MINUTE);
    const laptop = await signIn(t, 'tutor');
    const desktop = await signIn(t, 'tutor');

    const results = await Promise.allSettled([
      act(laptop, id, 'punch_in'),
      act(desktop, id, 'punch_in'),
      act(laptop, id, 'punch_in'),
      act(desktop, id, 'punch_in'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as { code: string }).code)).toEqual([
      'shift_punch_in_not_eligible',
      'shift_punch_in_not_eligible',
      'shift_punch_in_not_eligible',
    ]);
    expect((await trailOf(t, id)).map((row) => row.action)).toEqual(['punch_in']);
    const state = await laptop.api.call('shiftState', { params: { id } });
    expect(state.state.state_id).toBe(3);
  });
});

describe('live updates', () => {
  it("should tell the managers' room and the tutor's own sockets about a punch at once", async () => {
    freshDay(t);
    const id = await shiftFor(t, 'tutor.lucia', 0);
    const manager = await signIn(t, 'manager');
    const lucia = await signIn(t, 'tutor.lucia');
    const jordan = await signIn(t, 'tutor.jordan');
    const managerSocket = sockets.connect(manager.accessToken);
    const luciaSocket = sockets.connect(lucia.accessToken);
    const jordanSocket = sockets.connect(jordan.accessToken);
    await Promise.all([ready(managerSocket), ready(luciaSocket), ready(jordanSocket)]);

    // The minute's sweep may be telling the same rooms about other tests' shifts meanwhile.
    const otherTutorHeard: unknown[] = [];
    jordanSocket.on('schedules.shift.updated', (payload) => {
      if (payload.shift_id === id) otherTutorHeard.push(payload);
    });
    const heard = (socket: ClientSocket) =>
      nextEvent(socket, 'schedules.shift.updated', (payload) => payload.shift_id === id);
    const [managerSaw, tutorSaw] = await Promise.all([
      heard(managerSocket),
      heard(luciaSocket),
      act(lucia, id, 'punch_in'),
    ]);
    expect(managerSaw).toMatchObject({ shift_id: id, action: 'punch_in', state: { state_id: 3 } });
    expect(managerSaw.at).toBe(t.clock.now());
    expect(tutorSaw).toEqual(managerSaw);
    expect(otherTutorHeard).toEqual([]);
  });
});
