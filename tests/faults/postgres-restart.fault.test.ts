// PostgreSQL stops and comes back while people chat, punch in and hand in essays: nothing they did
// is lost or doubled, the apps recover without a reload, and health says the database is down while
// it is.
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiInstance,
  Cleanups,
  deployment,
  eventually,
  type FaultPostgres,
  sleep,
  startApi,
  startPostgres,
} from './support/cluster.js';
import { essayPdf } from './support/essay-pdf.js';
import {
  addShift,
  Chatter,
  copyPerson,
  deliveryProblems,
  openDb,
  openSession,
  signIn,
} from './support/people.js';

const cleanups = new Cleanups();
let postgres: FaultPostgres;
let api: ApiInstance;
let db: pg.Client;

beforeAll(async () => {
  postgres = await startPostgres(cleanups);
  api = await startApi(cleanups, deployment(postgres.url));
  db = await openDb(postgres.url);
});
afterAll(async () => {
  await db?.end().catch(() => undefined);
  await cleanups.run();
});

/** The test's own connection ended with the restart: a new one to count what was stored. */
async function reopenDb() {
  await db.end().catch(() => undefined);
  db = await eventually('the database answering again', () => openDb(postgres.url));
}

async function health(url: string) {
  const response = await fetch(`${url}/api/health`);
  const body = (await response.json()) as { data: { status: string; database: string } };
  return { ...body.data, http: response.status };
}

/** Stops PostgreSQL for `downMs` while `during` runs; health must say so meanwhile. */
async function restartPostgres(downMs: number, during: () => Promise<void> = async () => undefined) {
  await postgres.stop();
  const downSince = Date.now();
  const work = during();
  const degraded = await health(api.url);
  await sleep(Math.max(0, downMs - (Date.now() - downSince)));
  await postgres.start();
  await work;
  return degraded;
}

/** A POST retried on a network error or a 5xx, as a person presses "try again"; the last answer. */
async function postWithRetry(url: string, init: () => RequestInit, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  const answers: number[] = [];
  for (;;) {
    const response = await fetch(url, init()).catch(() => null);
    answers.push(response?.status ?? 0);
    if (response && response.status < 500) return { response, answers };
    if (Date.now() > deadline) throw new Error(`${url}: still failing after ${answers.join(', ')}`);
    await sleep(500);
  }
}

describe('PostgreSQL restarted', () => {
  it('should deliver every chat message sent before, during and after the restart exactly once to both people, and report the database down meanwhile', async () => {
    const studentId = await copyPerson(db, 'student', 'fault.chat.student');
    const tutorId = await copyPerson(db, 'tutor', 'fault.chat.tutor');
    const sessionId = await openSession(db, studentId, tutorId);
    const student = new Chatter(api.url, await signIn(api.url, 'fault.chat.student'), sessionId);
    const tutor = new Chatter(api.url, await signIn(api.url, 'fault.chat.tutor'), sessionId);
    cleanups.add(() => student.close());
    cleanups.add(() => tutor.close());
    await eventually(
      'both sockets connected',
      async () => (student.connected && tutor.connected) || undefined,
    );

    const sent: string[] = [];
    let talking = true;
    const talk = (async () => {
      for (let turn = 0; talking; turn += 1) {
        sent.push((turn % 2 === 0 ? tutor : student).send(`message ${turn}`));
        await sleep(100);
      }
    })();
    await sleep(1500);
    const degraded = await restartPostgres(3000);
    const recovered = await eventually('health back to ok', async () => {
      const now = await health(api.url);
      return now.http === 200 ? now : undefined;
    });
    expect(recovered).toMatchObject({ status: 'ok', database: 'up' });
    await sleep(1500);
    talking = false;
    await talk;
    await Promise.all([student.settle(sent), tutor.settle(sent)]);

    expect(degraded).toMatchObject({ http: 503, status: 'degraded', database: 'down' });
    expect(sent.length).toBeGreaterThan(30);
    expect(deliveryProblems(student, sent)).toEqual({
      missing: 0,
      doubled: 0,
      deliveredTwice: 0,
      refused: [],
    });
    expect(deliveryProblems(tutor, sent)).toEqual({ missing: 0, doubled: 0, deliveredTwice: 0, refused: [] });
    await reopenDb();
    const { rows } = await db.query<{ stored: number; distinct: number }>(
      `select count(*)::int as stored, count(distinct client_id)::int as distinct
         from session_messages where session_id = $1 and client_id = any($2::text[])`,
      [sessionId, sent],
    );
    expect(rows[0]).toEqual({ stored: sent.length, distinct: sent.length });
  });

  it('should record exactly one punch per tutor who punched in before, during or after the restart, retrying on failure', async () => {
    const tutors: { username: string; shiftId: number; token: string }[] = [];
    for (let index = 0; index < 6; index += 1) {
      const username = `fault.punch.${index}`;
      const id = await copyPerson(db, 'tutor', username);
      tutors.push({ username, shiftId: await addShift(db, id), token: await signIn(api.url, username) });
    }
    const punch = (tutor: (typeof tutors)[number]) =>
      postWithRetry(`${api.url}/api/schedules/shifts/${tutor.shiftId}/state`, () => ({
        method: 'POST',
        headers: { authorization: `Bearer ${tutor.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'punch_in', app: 'console' }),
      }));

    const before = Promise.all(tutors.slice(0, 2).map(punch));
    let during: Promise<unknown> = Promise.resolve();
    await restartPostgres(3000, async () => {
      during = Promise.all(tutors.slice(2, 4).map(punch));
    });
    const after = Promise.all(tutors.slice(4).map(punch));
    const answers = [...(await before), ...((await during) as Awaited<typeof before>), ...(await after)];

    // A retry of a punch the server had recorded is refused as not eligible any more: still one punch.
    for (const { response } of answers) expect([200, 409, 422]).toContain(response.status);
    // Some were refused while the database was away, each with a 503 to retry, not a bare 500.
    const refusals = answers.flatMap((answer) => answer.answers.filter((status) => status >= 500));
    expect(refusals.length).toBeGreaterThan(0);
    expect(new Set(refusals)).toEqual(new Set([503]));
    await reopenDb();
    const { rows } = await db.query<{ shift_id: number; punches: number }>(
      `select shift_id, count(*)::int as punches from shift_events
        where action = 'punch_in' and shift_id = any($1::int[]) group by shift_id order by shift_id`,
      [tutors.map((tutor) => tutor.shiftId)],
    );
    expect(rows.map((row) => row.punches)).toEqual(tutors.map(() => 1));
    const states = await db.query<{ state_id: number }>(
      'select state_id from shift_states where shift_id = any($1::int[])',
      [tutors.map((tutor) => tutor.shiftId)],
    );
    expect(states.rows.map((row) => row.state_id)).toEqual(tutors.map(() => SHIFT_STATE_IDS.IN_PROGRESS));
  });

  it('should answer an essay upload during the restart with a 5xx, and keep exactly one essay once it is sent again', async () => {
    const student = async (username: string) => ({
      id: await copyPerson(db, 'student', username),
      token: await signIn(api.url, username),
    });
    const students = [
      await student('fault.essay.0'),
      await student('fault.essay.1'),
      await student('fault.essay.2'),
    ] as const;
    const pdf = essayPdf();
    const upload = (student: { token: string }) =>
      postWithRetry(`${api.url}/api/essays`, () => {
        const form = new FormData();
        form.set('title', 'The river and the town');
        form.set('details', 'Please check my argument.');
        form.set('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'essay.pdf');
        return { method: 'POST', headers: { authorization: `Bearer ${student.token}` }, body: form };
      });

    const first = upload(students[0]);
    let during: ReturnType<typeof upload> = first;
    await restartPostgres(3000, async () => {
      during = upload(students[1]);
    });
    const [a, b, c] = await Promise.all([first, during, upload(students[2])]);

    for (const { response } of [a, b, c]) expect(response.status).toBe(200);
    // The one sent while the database was away was refused at first, not left hanging or lost.
    expect(b.answers[0]).toBe(503);
    expect(new Set([a, b, c].flatMap((answer) => answer.answers.filter((status) => status >= 500)))).toEqual(
      new Set([503]),
    );
    await reopenDb();
    const { rows } = await db.query<{ student_id: number; essays: number }>(
      `select student_id, count(*)::int as essays from essays
        where student_id = any($1::int[]) group by student_id order by student_id`,
      [students.map((student) => student.id)],
    );
    expect(rows.map((row) => row.essays)).toEqual([1, 1, 1]);
  });
});
