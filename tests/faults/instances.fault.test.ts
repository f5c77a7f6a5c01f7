// Two API instances share one Redis: a student is on one, their tutor on the other. Redis goes away
// and comes back, then one instance dies: the chat carries on, nothing is lost or doubled, and
// health names Redis while it is gone.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiInstance,
  Cleanups,
  deployment,
  eventually,
  type FaultPostgres,
  type FaultRedis,
  sleep,
  startApi,
  startBalancer,
  startPostgres,
  startRedis,
} from './support/cluster.js';
import { Chatter, copyPerson, deliveryProblems, openDb, openSession, signIn } from './support/people.js';

const cleanups = new Cleanups();
let postgres: FaultPostgres;
let redis: FaultRedis;
let a: ApiInstance;
let b: ApiInstance;
let db: pg.Client;
/** Through these the student prefers instance A and the tutor instance B; each falls back on the other. */
let viaA: { url: string };
let viaB: { url: string };

beforeAll(async () => {
  postgres = await startPostgres(cleanups);
  redis = await startRedis(cleanups);
  const env = deployment(postgres.url, redis.url);
  // One after the other: the first migrates and seeds the database.
  a = await startApi(cleanups, env);
  b = await startApi(cleanups, env);
  viaA = await startBalancer(cleanups, [a, b]);
  viaB = await startBalancer(cleanups, [b, a]);
  db = await openDb(postgres.url);
});
afterAll(async () => {
  await db?.end().catch(() => undefined);
  await cleanups.run();
});

/** The timed jobs every instance schedules once a minute; pg-boss must run each once per minute. */
const SWEEPS = [
  'schedules.transitions.sweep',
  'essays.conversion.sweep',
  'essays.reservations.release',
  'essays.reviews.long-sweep',
  'sessions.matching.sweep',
];

async function health(url: string) {
  const response = await fetch(`${url}/api/health`);
  const body = (await response.json()) as { data: { status: string; redis: string } };
  return { ...body.data, http: response.status };
}

/** A student on A and a tutor on B in one session, talking in turns every 100 ms until stopped. */
async function conversation(name: string) {
  const studentId = await copyPerson(db, 'student', `fault.${name}.student`);
  const tutorId = await copyPerson(db, 'tutor', `fault.${name}.tutor`);
  const sessionId = await openSession(db, studentId, tutorId);
  const student = new Chatter(viaA.url, await signIn(viaA.url, `fault.${name}.student`), sessionId);
  const tutor = new Chatter(viaB.url, await signIn(viaB.url, `fault.${name}.tutor`), sessionId);
  cleanups.add(() => student.close());
  cleanups.add(() => tutor.close());
  await eventually('both sockets connected', async () => (student.connected && tutor.connected) || undefined);
  const sent: string[] = [];
  let talking = true;
  const talk = (async () => {
    for (let turn = 0; talking; turn += 1) {
      sent.push((turn % 2 === 0 ? tutor : student).send(`${name} ${turn}`));
      await sleep(100);
    }
  })();
  return {
    student,
    tutor,
    sent,
    /** Stops talking, waits for the apps to settle and checks what each side and the database hold. */
    async finish() {
      talking = false;
      await talk;
      await Promise.all([student.settle(sent), tutor.settle(sent)]);
      expect(sent.length).toBeGreaterThan(30);
      expect(deliveryProblems(student, sent)).toEqual({
        missing: 0,
        doubled: 0,
        deliveredTwice: 0,
        refused: [],
      });
      expect(deliveryProblems(tutor, sent)).toEqual({
        missing: 0,
        doubled: 0,
        deliveredTwice: 0,
        refused: [],
      });
      const { rows } = await db.query<{ stored: number; distinct: number }>(
        `select count(*)::int as stored, count(distinct client_id)::int as distinct
           from session_messages where session_id = $1 and client_id = any($2::text[])`,
        [sessionId, sent],
      );
      expect(rows[0]).toEqual({ stored: sent.length, distinct: sent.length });
    },
  };
}

describe('two instances on one Redis', () => {
  it('should carry the chat between instances across a Redis outage, losing and doubling nothing, and report Redis down meanwhile', async () => {
    const chat = await conversation('redis');
    await sleep(1500);
    await redis.stop();
    const degraded = await eventually('health naming Redis', async () => {
      const now = await health(a.url);
      return now.redis === 'down' ? now : undefined;
    });
    await sleep(2000);
    await redis.start();
    const recovered = await eventually(
      'health back to ok',
      async () => {
        const now = await health(a.url);
        return now.http === 200 ? now : undefined;
      },
      15_000,
    );
    await sleep(2000);
    await chat.finish();

    expect(degraded).toMatchObject({ http: 503, status: 'degraded', redis: 'down', database: 'up' });
    expect(recovered).toMatchObject({ status: 'ok', redis: 'up' });
  });

  it("should move the dead instance's people to the other one, losing and doubling nothing, and keep each timed job running once", async () => {
    const chat = await conversation('kill');
    await sleep(1500);
    const killedAt = (await db.query<{ at: Date }>('select now() as at')).rows[0]?.at;
    await b.kill();
    await sleep(3000);
    await chat.finish();
    // The tutor's app came back by itself, on A.
    expect(chat.tutor.statuses).toContain('reconnecting');
    expect(chat.tutor.statuses.at(-1)).toBe('connected');

    // The per-minute sweeps go on without B: the next minute's runs, on A.
    const ranAfter = await eventually(
      'every sweep run once since the kill',
      async () => {
        const { rows } = await db.query<{ name: string }>(
          `select distinct name from pgboss.job
            where name = any($1::text[]) and state = 'completed' and created_on > $2`,
          [SWEEPS, killedAt],
        );
        return rows.length === SWEEPS.length ? rows : undefined;
      },
      90_000,
    );
    expect(ranAfter).toHaveLength(SWEEPS.length);
    // And never twice for one minute, though two instances kept the schedule before the kill.
    const { rows: doubled } = await db.query(
      `select name, date_trunc('minute', start_after) as slot, count(*)::int as runs from pgboss.job
        where name = any($1::text[]) group by 1, 2 having count(*) > 1`,
      [SWEEPS],
    );
    expect(doubled).toEqual([]);
  });
});
