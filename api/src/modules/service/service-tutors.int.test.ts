import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { HttpSession } from '../../../test/http-session.js';
import {
  freshDay,
  nextEvent,
  ready,
  shiftFor,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';

const { t, sockets } = useShiftTestApp();
const MINUTE = 60;

const punchIn = (tutor: HttpSession, shiftId: number) =>
  tutor.api.call('changeShiftState', {
    params: { id: shiftId },
    body: { action: 'punch_in', app: 'console' },
  });

describe("the services summary's people lists", () => {
  it('should list a tutor who punches in with state and load, live on the managers socket within a second', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const socket = sockets.connect(manager.accessToken);
    await ready(socket);
    const shiftId = await shiftFor(t, 'tutor.jordan', 5 * MINUTE);
    const upcoming = await manager.api.call('serviceUpcomingTutors');
    expect(upcoming.find((row) => row.shift_id === shiftId)).toMatchObject({
      name: 'Jordan Lee',
      late: false,
      first_segment: 'Tutoring Session',
      start_time: t.clock.now() + 5 * MINUTE,
    });
    expect((await manager.api.call('serviceLiveTutors')).some((row) => row.shift_id === shiftId)).toBe(false);

    const jordanSession = await signIn(t, 'tutor.jordan');
    const heard = nextEvent(socket, 'service.tutors.updated', (lists) =>
      lists.live.some((row) => row.shift_id === shiftId),
    );
    const started = Date.now();
    await punchIn(jordanSession, shiftId);
    const pushed = await heard;
    expect(Date.now() - started).toBeLessThan(1000);
    const jordan = pushed.live.find((row) => row.shift_id === shiftId)!;
    expect(jordan).toMatchObject({
      state: 'working',
      state_id: 3,
      punch_in: t.clock.now(),
      load: { total_sessions_load: 0, max_sessions: 3, subject_scores: [] },
    });
    expect(pushed.upcoming.some((row) => row.shift_id === shiftId)).toBe(false);
    expect(await manager.api.call('serviceLiveTutors')).toContainEqual(jordan);

    // A session matched to the tutor moves their load, pushed too.
    const em = t.app.get(MikroORM).em.fork();
    const [student] = await em.execute<{ id: number }[]>(`select id from users where username = 'student'`);
    const [session] = await em.execute<{ id: number }[]>(
      `insert into sessions (student_id, status, chat_type, subject_id, question, language_id, requested_at)
       values (?, 'waiting', 'tutor', 1, 'A question', 1, ?) returning id`,
      [student!.id, t.clock.date()],
    );
    const loaded = nextEvent(socket, 'service.tutors.updated', (lists) =>
      lists.live.some((row) => row.shift_id === shiftId && row.load.total_sessions_load === 1),
    );
    await em.execute(`update sessions set status = 'matched', tutor_id = ?, matched_at = ? where id = ?`, [
      jordan.user_id,
      t.clock.date(),
      session!.id,
    ]);
    const withLoad = (await loaded).live.find((row) => row.shift_id === shiftId)!;
    expect(withLoad.load.subject_scores).toEqual([{ subject_id: 1, subject: expect.any(String), score: 1 }]);
    // The session in chat is listed with the tutor, for a manager to observe.
    expect(withLoad.sessions).toEqual([
      {
        id: session!.id,
        student: { first_name: expect.any(String), last_name: expect.any(String) },
        subject: { id: 1, name: expect.any(String) },
        matched_at: t.clock.now(),
        quarantined: false,
      },
    ]);
  });

  it('should show a late tutor as late, and an essay reviewer at work with their essays', async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const late = await shiftFor(t, 'tutor.kai', -5 * MINUTE);
    const review = await shiftFor(t, 'tutor.theo', 5 * MINUTE, [{ type: 'Writing Review', minutes: 120 }]);
    expect(
      (await manager.api.call('serviceUpcomingTutors')).find((row) => row.shift_id === late),
    ).toMatchObject({
      late: true,
    });
    const theo = await signIn(t, 'tutor.theo');
    await punchIn(theo, review);
    const me = await theo.api.call('me');
    const em = t.app.get(MikroORM).em.fork();
    const [student] = await em.execute<{ id: number }[]>(`select id from users where username = 'student'`);
    await em.execute(
      `insert into essays (status, student_id, language_id, submission_type, title, details, created_at,
                           due_at, tutor_id, picked_up_at, source_files, instruction_files, conversion_state)
       values (1, ?, 1, 'essay', 'An essay', 'Details', ?, ?, ?, ?, '[]', '[]', 'converted')`,
      [student!.id, t.clock.date(), new Date((t.clock.now() + 86_400) * 1000), me.id, t.clock.date()],
    );
    expect((await manager.api.call('serviceEssayTutors')).find((row) => row.user_id === me.id)).toEqual({
      user_id: me.id,
      name: `${me.first_name} ${me.last_name}`,
      segment_end: t.clock.now() + 125 * MINUTE,
      in_progress: 1,
      reviewed: 0,
    });
    expect((await manager.api.call('serviceLiveTutors')).find((row) => row.user_id === me.id)).toMatchObject({
      segment: { type_name: 'Writing Review' },
    });
  });

  it('should list every platform manager, and whether they are on shift', async () => {
    const manager = await signIn(t, 'manager');
    const managers = await manager.api.call('serviceTutorManagers');
    expect(managers.map((row) => row.name)).toContain('Maya Brooks');
    for (const row of managers) expect(row.on_shift).toBe(row.shift_end !== null);
  });
});
