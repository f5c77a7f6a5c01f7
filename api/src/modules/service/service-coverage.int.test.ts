import type { ServiceCoverage } from '@lantern/shared/contracts/service-coverage';
import { LATE_PUNCH_IN_GRACE_SECONDS, LONG_WAIT_SECONDS } from '@lantern/shared/domain/service/coverage';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
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
const MATH = 1;

const punchIn = (tutor: HttpSession, id: number) =>
  tutor.api.call('changeShiftState', { params: { id }, body: { action: 'punch_in', app: 'console' } });

/** A student's live-help request for Math, waiting for a tutor since `requested` seconds from now. */
async function waitingSince(requested: number): Promise<number> {
  const em = t.app.get(MikroORM).em.fork();
  const [row] = await em.execute<{ id: number }[]>(
    `insert into sessions (student_id, status, chat_type, subject_id, question, language_id, requested_at)
     values ((select id from users where username = 'student'), 'waiting', 'tutor', ?, 'A question', 1, ?)
     returning id`,
    [MATH, new Date((t.clock.now() + requested) * 1000)],
  );
  return row!.id;
}

const lateShiftIds = (coverage: ServiceCoverage) => coverage.late_tutors.map((row) => row.shift_id);
const waitingIds = (coverage: ServiceCoverage) => coverage.waiting_students.map((row) => row.session_id);

describe('GET /service/coverage', () => {
  it('should list a tutor past the grace without a punch and a student past the long wait, and drop the tutor once punched in', async () => {
    freshDay(t);
    const now = t.clock.now();
    const late = await shiftFor(t, 'tutor', -LATE_PUNCH_IN_GRACE_SECONDS - MINUTE);
    const inGrace = await shiftFor(t, 'tutor.jordan', -MINUTE);
    const longWait = await waitingSince(-LONG_WAIT_SECONDS - 30);
    const shortWait = await waitingSince(-MINUTE);
    const manager = await signIn(t, 'manager');

    const coverage = await manager.api.call('serviceCoverage');
    expect(coverage.late_tutors).toEqual([
      {
        user_id: expect.any(Number),
        name: 'Sam Patel',
        shift_id: late,
        start_time: now - LATE_PUNCH_IN_GRACE_SECONDS - MINUTE,
        end_time: now - LATE_PUNCH_IN_GRACE_SECONDS - MINUTE + 120 * MINUTE,
        segment_type: 'Tutoring Session',
        locked_out: false,
      },
    ]);
    expect(lateShiftIds(coverage)).not.toContain(inGrace);
    expect(coverage.waiting_students).toEqual([
      {
        session_id: longWait,
        student_first_name: expect.any(String),
        subject_id: MATH,
        subject: 'Math',
        requested_at: now - LONG_WAIT_SECONDS - 30,
      },
    ]);
    expect(waitingIds(coverage)).not.toContain(shortWait);
    expect(coverage.thresholds).toEqual({
      late_grace_seconds: LATE_PUNCH_IN_GRACE_SECONDS,
      long_wait_seconds: LONG_WAIT_SECONDS,
    });

    // Past the lockout the tutor stays listed, marked as needing a manager to let them in.
    t.clock.advanceSeconds(10 * MINUTE);
    const lockedOut = await manager.api.call('serviceCoverage');
    expect(lockedOut.late_tutors.find((row) => row.shift_id === late)?.locked_out).toBe(true);
    expect(lateShiftIds(lockedOut)).toContain(inGrace);

    const jordan = await signIn(t, 'tutor.jordan');
    await punchIn(jordan, inGrace);
    expect(lateShiftIds(await manager.api.call('serviceCoverage'))).toEqual([late]);

    const superuser = await signIn(t, 'superuser');
    expect(lateShiftIds(await superuser.api.call('serviceCoverage'))).toEqual([late]);
  });

  it('should refuse tutors and students with 403', async () => {
    for (const username of ['tutor', 'student']) {
      const session = await signIn(t, username);
      expect(await failure(session.api.call('serviceCoverage'))).toMatchObject({ status: 403 });
    }
  });
});

describe('the live coverage list', () => {
  it("should reach a manager's socket within a second of a punch in and of a match, and when the clock alone makes a tutor late", async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const socket = sockets.connect(manager.accessToken);
    await ready(socket);
    const started = () => {
      const at = Date.now();
      return () => Date.now() - at;
    };

    // A shift written late and a student already waiting long: both appear at once.
    let elapsed = started();
    const late = await shiftFor(t, 'tutor', -LATE_PUNCH_IN_GRACE_SECONDS - MINUTE);
    expect(
      lateShiftIds(
        await nextEvent(socket, 'service.coverage.updated', (c) => lateShiftIds(c).includes(late)),
      ),
    ).toContain(late);
    expect(elapsed()).toBeLessThan(1000);
    elapsed = started();
    const student = await waitingSince(-LONG_WAIT_SECONDS - 30);
    await nextEvent(socket, 'service.coverage.updated', (c) => waitingIds(c).includes(student));
    expect(elapsed()).toBeLessThan(1000);

    // The tutor punches in and is matched with the waiting Math student: both leave the list.
    const tutor = await signIn(t, 'tutor');
    const cleared = nextEvent(
      socket,
      'service.coverage.updated',
      (c) => !lateShiftIds(c).includes(late) && !waitingIds(c).includes(student),
    );
    elapsed = started();
    await punchIn(tutor, late);
    await cleared;
    expect(elapsed()).toBeLessThan(1000);
    const [session] = await t.app
      .get(MikroORM)
      .em.fork()
      .execute<{ status: string }[]>(`select status from sessions where id = ?`, [student]);
    expect(session?.status).toBe('matched');

    // No write at all: the clock running past a shift's grace puts its tutor on the list.
    const inGrace = await shiftFor(t, 'tutor.jordan', -LATE_PUNCH_IN_GRACE_SECONDS + 30);
    const becameLate = nextEvent(socket, 'service.coverage.updated', (c) =>
      lateShiftIds(c).includes(inGrace),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    elapsed = started();
    t.clock.advanceSeconds(MINUTE);
    await becameLate;
    expect(elapsed()).toBeLessThan(1500);
  });

  it("should not tell a tutor's socket what it tells the managers'", async () => {
    const [manager, tutor] = await Promise.all([signIn(t, 'manager'), signIn(t, 'tutor.jordan')]);
    const managerSocket = sockets.connect(manager.accessToken);
    const tutorSocket = sockets.connect(tutor.accessToken);
    await Promise.all([ready(managerSocket), ready(tutorSocket)]);
    const heard: unknown[] = [];
    tutorSocket.on('service.coverage.updated', (coverage) => heard.push(coverage));
    const late = await shiftFor(t, 'tutor.lucia', -LATE_PUNCH_IN_GRACE_SECONDS - MINUTE);
    await nextEvent(managerSocket, 'service.coverage.updated', (c) => lateShiftIds(c).includes(late));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });
});
