import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
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

const MINUTE = 60;

const { t, sockets } = useShiftTestApp();

/** The names of the pg-boss jobs queued for a break. */
async function queuedJobs(breakId: number) {
  const rows = await t.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute<{ name: string }[]>(
      `select name from pgboss.job where (data->>'breakId')::int = ? order by name`,
      [breakId],
    );
  return rows.map((row) => row.name);
}

const act = (session: HttpSession, id: number, action: 'punch_in' | 'start_bio_break') =>
  session.api.call('changeShiftState', { params: { id }, body: { action } });

/** The tutor punches in and asks for a meal break an hour from now; returns the request's id. */
async function mealRequest(username: string) {
  const shiftId = await shiftFor(t, username, 0);
  const tutor = await signIn(t, username);
  await act(tutor, shiftId, 'punch_in');
  const asked = await tutor.api.call('changeShiftState', {
    params: { id: shiftId },
    body: { action: 'request_meal_break', start_time: t.clock.now() + 60 * MINUTE },
  });
  const request = asked.shift.pending_break_request;
  if (!request) throw new Error('expected a pending meal break request');
  return { shiftId, tutor, requestId: request.id, start: request.start_time };
}

const decided = (socket: ClientSocket) => nextEvent(socket, 'schedules.break-request.decided');

describe('the breaks center: meal break requests', () => {
  it("should list a tutor's meal break request, approve it and tell the tutor's socket at once", async () => {
    freshDay(t);
    const { shiftId, tutor, requestId, start } = await mealRequest('tutor.lucia');
    const manager = await signIn(t, 'manager');
    const managerId = (await manager.api.call('me')).id;

    const pending = await manager.api.call('breakRequests', { query: { kind: 'meal' } });
    expect(pending.data).toEqual([
      expect.objectContaining({
        id: requestId,
        kind: 'meal',
        status: 'pending',
        start_time: start,
        end_time: start + 30 * MINUTE,
        requested_at: t.clock.now(),
        user: expect.objectContaining({ first_name: expect.any(String) }),
        shift: expect.objectContaining({ id: shiftId, state_id: 3 }),
      }),
    ]);
    expect((await manager.api.call('breakRequests', { query: { kind: 'rest' } })).data).toEqual([]);

    const tutorSocket = sockets.connect(tutor.accessToken);
    const managerSocket = sockets.connect(manager.accessToken);
    await Promise.all([ready(tutorSocket), ready(managerSocket)]);
    const [tutorHeard, managerHeard, approved] = await Promise.all([
      decided(tutorSocket),
      decided(managerSocket),
      manager.api.call('approveBreakRequest', { params: { id: requestId } }),
    ]);
    expect(approved).toMatchObject({ id: requestId, status: 'approved' });
    expect(tutorHeard).toEqual({ request: approved, decided_by: managerId, at: t.clock.now() });
    expect(managerHeard).toEqual(tutorHeard);

    const state = await tutor.api.call('shiftState', { params: { id: shiftId } });
    expect(state.shift.pending_break_request).toBeNull();
    expect((await manager.api.call('breakRequests', { query: { kind: 'meal' } })).data).toEqual([]);
    const approvedList = await manager.api.call('breakRequests', { query: { status: 'approved' } });
    expect(approvedList.data.map((item) => item.id)).toEqual([requestId]);

    // Approved, the break is queued to begin and end on the minute.
    expect(await queuedJobs(requestId)).toEqual(['schedules.break.begins', 'schedules.break.ends']);

    const rows = await trailOf(t, shiftId);
    expect(rows.map((row) => row.action)).toEqual([
      'punch_in',
      'request_meal_break',
      'approve_break_request',
    ]);
    expect(rows[2]).toMatchObject({
      actorUserId: managerId,
      actingAsRole: 'tutor-manager',
      tutorUserId: state.shift.user_id,
      before: { state_id: 3, break_status: 'pending' },
      after: { state_id: 3, break_status: 'approved' },
      details: { event: 'break_approved', break_id: requestId, kind: 'meal' },
    });
  });

  it('should reject a request, tell the tutor, and let the tutor ask again', async () => {
    freshDay(t);
    const { shiftId, tutor, requestId } = await mealRequest('tutor.jordan');
    const superuser = await signIn(t, 'superuser');
    const tutorSocket = sockets.connect(tutor.accessToken);
    await ready(tutorSocket);

    const [heard, rejected] = await Promise.all([
      decided(tutorSocket),
      superuser.api.call('rejectBreakRequest', { params: { id: requestId } }),
    ]);
    expect(rejected).toMatchObject({ id: requestId, status: 'rejected' });
    expect(heard.request.status).toBe('rejected');
    expect(await queuedJobs(requestId)).toEqual([]);
    expect((await trailOf(t, shiftId)).at(-1)).toMatchObject({
      action: 'reject_break_request',
      details: { event: 'break_rejected' },
    });

    // Rejected, the request no longer stands: the tutor may ask for another one.
    const again = await tutor.api.call('changeShiftState', {
      params: { id: shiftId },
      body: { action: 'request_meal_break', start_time: t.clock.now() + 45 * MINUTE },
    });
    expect(again.shift.pending_break_request).toMatchObject({ status: 'pending' });
    expect(
      await failure(superuser.api.call('approveBreakRequest', { params: { id: requestId } })),
    ).toMatchObject({ status: 409, code: 'break_request_decided' });
  });

  it('should let exactly one of two managers deciding the same request at once succeed', async () => {
    freshDay(t);
    const { shiftId, requestId } = await mealRequest('tutor.amira');
    const manager = await signIn(t, 'manager');
    const superuser = await signIn(t, 'superuser');

    const results = await Promise.allSettled([
      manager.api.call('approveBreakRequest', { params: { id: requestId } }),
      superuser.api.call('approveBreakRequest', { params: { id: requestId } }),
      manager.api.call('rejectBreakRequest', { params: { id: requestId } }),
      superuser.api.call('approveBreakRequest', { params: { id: requestId } }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refused).toEqual(
      Array.from({ length: 3 }, () =>
        expect.objectContaining({ status: 409, code: 'break_request_decided' }),
      ),
    );
    const decisions = (await trailOf(t, shiftId)).filter((row) => row.action.endsWith('_break_request'));
    expect(decisions).toHaveLength(1);
  });

  it('should refuse to approve a request whose start has come, and allow rejecting it', async () => {
    freshDay(t);
    const { requestId } = await mealRequest('tutor');
    const manager = await signIn(t, 'manager');
    t.clock.advanceSeconds(60 * MINUTE);
    expect(
      await failure(manager.api.call('approveBreakRequest', { params: { id: requestId } })),
    ).toMatchObject({
      status: 409,
      code: 'break_request_expired',
    });
    expect(await manager.api.call('rejectBreakRequest', { params: { id: requestId } })).toMatchObject({
      status: 'rejected',
    });
  });

  it('should keep tutors out of the breaks center, and answer 404 for an unknown request', async () => {
    freshDay(t);
    const { tutor, requestId, shiftId } = await mealRequest('tutor.lucia');
    expect(await failure(tutor.api.call('approveBreakRequest', { params: { id: requestId } }))).toMatchObject(
      {
        status: 403,
      },
    );
    expect(await failure(tutor.api.call('rejectBreakRequest', { params: { id: requestId } }))).toMatchObject({
      status: 403,
    });
    expect(await failure(tutor.api.call('breakRequests'))).toMatchObject({ status: 403 });
    expect(await failure(tutor.api.call('bioBreaks'))).toMatchObject({ status: 403 });
    expect(await failure(tutor.api.call('currentShiftSummary'))).toMatchObject({ status: 403 });
    expect(
      (await tutor.api.call('shiftState', { params: { id: shiftId } })).shift.pending_break_request,
    ).toMatchObject({ status: 'pending' });

    const manager = await signIn(t, 'manager');
    expect(await failure(manager.api.call('approveBreakRequest', { params: { id: 999_999 } }))).toMatchObject(
      {
        status: 404,
      },
    );
    expect(await failure(manager.api.call('breakRequests', { query: { kind: 'bio' } }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });
});

describe('the breaks center: the record of decisions and undo', () => {
  it('should record who decided and when, undo an approval before the break starts, and tell the tutor', async () => {
    freshDay(t);
    const { shiftId, tutor, requestId } = await mealRequest('tutor.lucia');
    const manager = await signIn(t, 'manager');
    const managerId = (await manager.api.call('me')).id;
    await manager.api.call('approveBreakRequest', { params: { id: requestId } });
    const approvedAt = t.clock.now();
    t.clock.advanceSeconds(5 * MINUTE);

    const record = await manager.api.call('breakDecisions', { query: { kind: 'meal' } });
    expect(record.data).toEqual([
      expect.objectContaining({
        break_id: requestId,
        kind: 'meal',
        decision: 'approved',
        decided_at: approvedAt,
        decided_by: expect.objectContaining({ id: managerId }),
        undone: null,
        can_undo: true,
      }),
    ]);
    expect((await manager.api.call('breakDecisions', { query: { kind: 'rest' } })).data).toEqual([]);

    const tutorSocket = sockets.connect(tutor.accessToken);
    await ready(tutorSocket);
    const [heard, undone] = await Promise.all([
      decided(tutorSocket),
      manager.api.call('undoBreakDecision', { params: { id: requestId } }),
    ]);
    expect(undone).toMatchObject({ id: requestId, status: 'pending' });
    expect(heard.request).toEqual(undone);
    expect(
      (await tutor.api.call('shiftState', { params: { id: shiftId } })).shift.pending_break_request,
    ).toMatchObject({ id: requestId, status: 'pending' });
    const pending = await manager.api.call('breakRequests', { query: { kind: 'meal' } });
    expect(pending.data.map((item) => item.id)).toEqual([requestId]);

    // Audited on the shift's trail: who undid which decision, as whom.
    expect((await trailOf(t, shiftId)).at(-1)).toMatchObject({
      action: 'undo_break_decision',
      actorUserId: managerId,
      actingAsRole: 'tutor-manager',
      before: { break_status: 'approved' },
      after: { break_status: 'pending' },
      details: { event: 'break_decision_undone', break_id: requestId, kind: 'meal' },
    });
    const after = await manager.api.call('breakDecisions');
    expect(after.data).toEqual([
      expect.objectContaining({
        decision: 'approved',
        undone: { by: expect.objectContaining({ id: managerId }), at: t.clock.now() },
        can_undo: false,
      }),
    ]);
    // Undone once, there is no decision left to undo.
    expect(await failure(manager.api.call('undoBreakDecision', { params: { id: requestId } }))).toMatchObject(
      { status: 409, code: 'break_decision_not_undoable' },
    );

    // Pending again, it can be decided anew; the trail keeps both decisions.
    await manager.api.call('rejectBreakRequest', { params: { id: requestId } });
    const twice = await manager.api.call('breakDecisions');
    expect(twice.data.map((entry) => [entry.decision, entry.undone === null, entry.can_undo])).toEqual([
      ['rejected', true, true],
      ['approved', false, false],
    ]);
  });

  it('should refuse to undo a decision once the break has started, with a 409 that says why', async () => {
    freshDay(t);
    const { requestId } = await mealRequest('tutor.jordan');
    const manager = await signIn(t, 'manager');
    await manager.api.call('approveBreakRequest', { params: { id: requestId } });
    t.clock.advanceSeconds(60 * MINUTE);
    expect(await failure(manager.api.call('undoBreakDecision', { params: { id: requestId } }))).toMatchObject(
      {
        status: 409,
        code: 'break_decision_not_undoable',
        message: 'This break has already started, so its decision can no longer be undone.',
      },
    );
    expect((await manager.api.call('breakDecisions')).data).toEqual([
      expect.objectContaining({ break_id: requestId, can_undo: false }),
    ]);
  });

  it('should keep tutors from undoing or reading decisions, and answer 404 for an unknown break', async () => {
    freshDay(t);
    const { tutor, requestId } = await mealRequest('tutor.amira');
    const manager = await signIn(t, 'manager');
    await manager.api.call('rejectBreakRequest', { params: { id: requestId } });
    expect(await failure(tutor.api.call('undoBreakDecision', { params: { id: requestId } }))).toMatchObject({
      status: 403,
    });
    expect(await failure(tutor.api.call('breakDecisions'))).toMatchObject({ status: 403 });
    expect(await failure(manager.api.call('undoBreakDecision', { params: { id: 999_999 } }))).toMatchObject({
      status: 404,
    });
  });
});

describe('the bio-break list and the current summary', () => {
  it('should list the tutors on a bio break, and filter the current shifts by state with counts of all', async () => {
    freshDay(t);
    const onBreak = await shiftFor(t, 'tutor.lucia', -10 * MINUTE);
    const working = await shiftFor(t, 'tutor.jordan', -10 * MINUTE);
    const upcoming = await shiftFor(t, 'tutor.amira', 10 * MINUTE);
    await shiftFor(t, 'tutor', 30 * MINUTE); // its punch window opens after the summary is taken
    const lucia = await signIn(t, 'tutor.lucia');
    const jordan = await signIn(t, 'tutor.jordan');
    await act(lucia, onBreak, 'punch_in');
    await act(jordan, working, 'punch_in');
    t.clock.advanceSeconds(5 * MINUTE);
    await act(lucia, onBreak, 'start_bio_break');
    const breakStart = t.clock.now();
    t.clock.advanceSeconds(3 * MINUTE);

    const manager = await signIn(t, 'manager');
    const bio = await manager.api.call('bioBreaks');
    expect(bio.data).toEqual([
      expect.objectContaining({ shift_id: onBreak, state_id: 6, started_at: breakStart }),
    ]);
    expect(bio.data[0]?.user.first_name).toBeTruthy();

    const all = await manager.api.call('currentShiftSummary');
    expect(all.counts).toEqual([
      { state_id: 1, count: 1 },
      { state_id: 3, count: 1 },
      { state_id: 6, count: 1 },
    ]);
    expect(all.total).toBe(3);
    expect(all.data.map((row) => row.shift_id).sort()).toEqual([onBreak, working, upcoming].sort());

    const filtered = await manager.api.call('currentShiftSummary', { query: { state_id: '4,5,6' } });
    expect(filtered.counts).toEqual(all.counts);
    expect(filtered.data).toEqual([
      expect.objectContaining({
        shift_id: onBreak,
        state_id: 6,
        modifier_id: 3,
        segment_type: 'Tutoring Session',
      }),
    ]);
    const notYet = await manager.api.call('currentShiftSummary', { query: { state_id: 1 } });
    expect(notYet.data).toEqual([expect.objectContaining({ shift_id: upcoming, punch_in: null })]);
    expect(
      await failure(manager.api.call('currentShiftSummary', { query: { state_id: 'six' } })),
    ).toMatchObject({ status: 400 });

    // Back from the break: the list empties.
    await lucia.api.call('changeShiftState', {
      params: { id: onBreak },
      body: { action: 'return_to_segment' },
    });
    expect((await manager.api.call('bioBreaks')).data).toEqual([]);
  });
});
