import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallDistrict } from '../../../test/oneroster-fixtures.ts';
import { type RosterApiServer, startOneRosterServer } from '../../../test/roster-api-servers.ts';
import { addSource, oneRosterSource, runEnded } from '../../../test/roster-sync-kit.js';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { RosterSyncJob } from './roster-sync.job.js';

/** Two API instances on one database, as behind a load balancer, and one district's SIS. */
let t: TestApp;
let second: SecondInstance;
let server: RosterApiServer;
const spec = smallDistrict(`n${randomUUID().slice(0, 6)}`);
beforeAll(async () => {
  t = await startTestApp();
  second = await startSecondInstance(t);
  server = await startOneRosterServer(() => spec);
});
afterAll(async () => {
  await server?.close();
  await second?.close();
  await t?.close();
});

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);

describe('a scheduled roster sync on two instances', () => {
  it('should run once when both sweep the same minute, then wait for its next slot', async () => {
    const superuser = await signIn(t, 'superuser');
    const source = await addSource(superuser, {
      ...oneRosterSource(server, 'Nightly SIS'),
      interval_minutes: 24 * 60,
    });
    expect(source.next_run_at).not.toBeNull();
    // Due now, as the schedule finds it; both instances sweep at once, twice over.
    await sql(`update roster_syncs set next_run_at = ? where id = ?`, [
      new Date(t.clock.nowMs() - 60_000),
      source.id,
    ]);
    const sweeps = [t.app, second.app, t.app, second.app].map((app) => app.get(RosterSyncJob).sweep());
    await Promise.all(sweeps);

    const runs = await sql<{ id: number }>(`select id from roster_imports where sync_id = ?`, [source.id]);
    expect(runs).toHaveLength(1);
    const done = await runEnded(superuser, runs[0]!.id);
    expect(done).toMatchObject({ status: 'applied', error: null });
    expect(done.result!.people.create).toBe(6);
    expect(server.requests.filter((path) => path === '/token')).toHaveLength(1);

    const [next] = await sql<{ hours: number }>(
      `select round(extract(epoch from next_run_at - ?::timestamptz) / 3600)::int as hours from roster_syncs where id = ?`,
      [new Date(t.clock.nowMs()), source.id],
    );
    expect(next!.hours).toBe(24);
    await t.app.get(RosterSyncJob).sweep();
    expect(await sql(`select id from roster_imports where sync_id = ?`, [source.id])).toHaveLength(1);
  });
});
