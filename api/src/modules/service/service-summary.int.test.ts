import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { freshDay, nextEvent, ready, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

const { t, sockets } = useShiftTestApp();
const HOUR = 3600;

interface EssayRow {
  status: number;
  created: number;
  due: number;
  pickedUp?: number;
  reviewed?: number;
  conversion?: 'queued' | 'converting' | 'converted' | 'failed';
}

interface SessionRow {
  status: 'waiting' | 'matched' | 'ended' | 'transferred';
  requested: number;
  matched?: number;
}

/** Writes the known data set straight into the tables, times relative to the test clock's now. */
async function seed(essays: EssayRow[], sessions: SessionRow[]) {
  const em = t.app.get(MikroORM).em.fork();
  const now = t.clock.now();
  const at = (offset: number | undefined) => (offset === undefined ? null : new Date((now + offset) * 1000));
  const [student] = await em.execute<{ id: number }[]>(`select id from users where username = 'student'`);
  const [tutor] = await em.execute<{ id: number }[]>(`select id from users where username = 'tutor'`);
  for (const essay of essays)
    await em.execute(
      `insert into essays (status, student_id, language_id, submission_type, title, details, created_at,
                           due_at, tutor_id, picked_up_at, reviewed_at, source_files, instruction_files,
                           conversion_state)
       values (?, ?, 1, 'essay', 'An essay', 'Details', ?, ?, ?, ?, ?, '[]', '[]', ?)`,
      [
        essay.status,
        student!.id,
        at(essay.created),
        at(essay.due),
        essay.pickedUp === undefined ? null : tutor!.id,
        at(essay.pickedUp),
        at(essay.reviewed),
        essay.conversion ?? 'converted',
      ],
    );
  const ids: number[] = [];
  for (const session of sessions) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into sessions (student_id, tutor_id, status, chat_type, subject_id, question, language_id,
                             requested_at, matched_at)
       values (?, ?, ?, 'tutor', 1, 'A question', 1, ?, ?) returning id`,
      [
        student!.id,
        session.matched === undefined ? null : tutor!.id,
        session.status,
        at(session.requested),
        at(session.matched),
      ],
    );
    ids.push(row!.id);
  }
  return ids;
}

describe('GET /service/summary', () => {
  it('should count a known data set exactly: risk classes, queue, window, sessions and the ETA', async () => {
    // A day of its own: no demo shift, so no essay reviewer is at work.
    freshDay(t);
    const now = t.clock.now();
    await seed(
      [
        { status: 0, created: -24 * HOUR - 600, due: -600 }, // late, queued
        { status: 0, created: -23 * HOUR, due: HOUR }, // critical, queued, new
        { status: 0, created: -20 * HOUR, due: 4 * HOUR }, // at risk, queued, new
        { status: 0, created: -4 * HOUR, due: 20 * HOUR }, // queued, new
        { status: 0, created: -HOUR, due: 23 * HOUR, conversion: 'converting' }, // new, not queued yet
        { status: 1, created: -14 * HOUR, due: 10 * HOUR, pickedUp: -HOUR }, // in progress, new
        { status: 2, created: -20 * HOUR, due: 4 * HOUR, pickedUp: -3 * HOUR, reviewed: -2 * HOUR }, // reviewed in an hour
        { status: 3, created: -26 * HOUR, due: -2 * HOUR, pickedUp: -1.5 * HOUR, reviewed: -HOUR }, // late, in half an hour
        { status: -1, created: -3 * HOUR, due: 21 * HOUR }, // cancelled: nowhere
        { status: 2, created: -40 * HOUR, due: -16 * HOUR, pickedUp: -31 * HOUR, reviewed: -30 * HOUR }, // before the window
      ],
      [],
    );
    const [, , missed] = await seed(
      [],
      [
        { status: 'waiting', requested: -60 },
        { status: 'matched', requested: -600, matched: -580 },
        { status: 'ended', requested: -3 * HOUR },
        { status: 'ended', requested: -5 * HOUR, matched: -5 * HOUR + 30 },
        { status: 'ended', requested: -30 * HOUR },
        { status: 'transferred', requested: -2 * HOUR },
      ],
    );

    const manager = await signIn(t, 'manager');
    const summary = await manager.api.call('serviceSummary');
    expect(summary).toEqual({
      current_late_essays: 1,
      critical_essays: 1,
      at_risk_essays: 1,
      queued_essays: 4,
      new_essays: 6,
      in_progress_essays: 1,
      reviewed_essays: 2,
      reviewed_late_essays: 1,
      missed_students: 1,
      missed_session_ids: [missed],
      ongoing_sessions: 2,
      total_sessions: 5,
      // Four queued, nobody at work (counted as one reviewer), each review the mean of the window's
      // two: an hour and half an hour.
      latest_essay_review_eta: now + 4 * 2700,
      thresholds: { turnaround_hours: 24, critical_seconds_left: 2 * HOUR, at_risk_seconds_left: 6 * HOUR },
      since: now - 24 * HOUR,
      at: now,
    });

    const superuser = await signIn(t, 'superuser');
    expect((await superuser.api.call('serviceSummary')).queued_essays).toBe(4);
  });

  it('should refuse tutors and students with 403', async () => {
    for (const username of ['tutor', 'student']) {
      const session = await signIn(t, username);
      expect(await failure(session.api.call('serviceSummary'))).toMatchObject({ status: 403 });
    }
  });
});

describe('the live service summary', () => {
  it("should push the summary to the managers' sockets within a second of an essay or a session changing", async () => {
    freshDay(t);
    const manager = await signIn(t, 'manager');
    const socket = sockets.connect(manager.accessToken);
    await ready(socket);
    const before = await manager.api.call('serviceSummary');

    const heard = nextEvent(
      socket,
      'service.summary.updated',
      (summary) => summary.queued_essays > before.queued_essays,
    );
    const started = Date.now();
    await seed([{ status: 0, created: -60, due: 24 * HOUR - 60 }], []);
    const pushed = await heard;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(pushed).toMatchObject({
      queued_essays: before.queued_essays + 1,
      new_essays: before.new_essays + 1,
    });

    const ongoing = nextEvent(
      socket,
      'service.summary.updated',
      (summary) => summary.ongoing_sessions > before.ongoing_sessions,
    );
    await seed([], [{ status: 'waiting', requested: -5 }]);
    expect((await ongoing).ongoing_sessions).toBe(before.ongoing_sessions + 1);
  });

  it("should not tell a tutor's socket", async () => {
    const tutor = await signIn(t, 'tutor');
    const socket = sockets.connect(tutor.accessToken);
    await ready(socket);
    const heard: unknown[] = [];
    socket.on('service.summary.updated', (summary) => heard.push(summary));
    await seed([{ status: 0, created: -60, due: 24 * HOUR - 60 }], []);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(heard).toEqual([]);
  });
});
