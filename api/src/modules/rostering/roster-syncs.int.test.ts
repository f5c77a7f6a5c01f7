import { randomUUID } from 'node:crypto';
import { ROSTER_KINDS } from '@lantern/shared/domain/rostering/roster-records';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { type RosterSpec, smallDistrict } from '../../../test/oneroster-fixtures.ts';
import {
  type RosterApiServer,
  startCleverServer,
  startOneRosterServer,
} from '../../../test/roster-api-servers.ts';
import {
  addSource,
  cleverSource,
  oneRosterSource,
  runEnded,
  syncNow,
} from '../../../test/roster-sync-kit.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

const { t } = useShiftTestApp();

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
const nothing = { create: 0, update: 0, deactivate: 0, unchanged: 0 };
const servers: RosterApiServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A district served by a fresh local API of `kind`; `spec.current` may be changed between runs. */
async function served(kind: 'oneroster' | 'clever') {
  // `original` keeps everyone the district ever had, so people it later drops are looked up too.
  const original = smallDistrict(`${kind[0]}${randomUUID().slice(0, 6)}`);
  const spec = { current: original };
  const server = await (kind === 'clever' ? startCleverServer : startOneRosterServer)(() => spec.current);
  servers.push(server);
  return { spec, server, original };
}
const without = (spec: RosterSpec, ...givenNames: string[]): RosterSpec => {
  const gone = new Set(spec.people.filter((p) => givenNames.includes(p.givenName)).map((p) => p.id));
  return {
    ...spec,
    people: spec.people.filter((p) => !gone.has(p.id)),
    enrollments: spec.enrollments.filter((e) => !gone.has(e.person)),
  };
};
const active = async (spec: RosterSpec) =>
  (
    await sql<{ first_name: string }>(
      `select first_name from users where sourced_id = any(?::text[]) and deactivated_at is null order by first_name`,
      [`{${spec.people.map((p) => p.id).join(',')}}`],
    )
  ).map((row) => row.first_name);
const trail = (importId: number) =>
  sql<{ action: string; n: number }>(
    `select action, count(*)::int as n from audit_events where details->>'import_id' = ? group by action order by action`,
    [String(importId)],
  );

describe('a OneRoster REST sync', () => {
  it('should page through every collection, create the district, and keep the secret to itself', async () => {
    const superuser = await signIn(t, 'superuser');
    const { spec, server } = await served('oneroster');
    const source = await addSource(superuser, oneRosterSource(server, 'Riverbend SIS'));
    expect(source).toMatchObject({ kind: 'oneroster_rest', has_secret: true, last_run: null });
    expect(JSON.stringify(source)).not.toContain('s3cret');
    const [stored] = await sql<{ secret_sealed: string }>(
      `select secret_sealed from roster_syncs where id = ?`,
      [source.id],
    );
    expect(stored!.secret_sealed).not.toContain('s3cret');

    const run = await syncNow(superuser, source.id);
    expect(run).toMatchObject({ status: 'applied', error: null, stop: null });
    expect(run.result).toEqual({
      districts: { ...nothing, create: 1 },
      schools: { ...nothing, create: 1 },
      courses: { ...nothing, create: 2 },
      sections: { ...nothing, create: 2 },
      people: { ...nothing, create: 6 },
      enrollments: { ...nothing, create: 6 },
    });
    // Six people and six enrolments at three a page: two pages each, the total read from X-Total-Count.
    expect(server.requests.filter((path) => path.endsWith('/users'))).toHaveLength(2);
    expect(server.requests.filter((path) => path.endsWith('/enrollments'))).toHaveLength(2);
    expect(await active(spec.current)).toEqual(['Ada', 'Grace', 'Lena', 'Maya', 'Noah', 'Omar']);
    const [listed] = (await superuser.api.call('rosterSyncs')).filter((s) => s.id === source.id);
    expect(listed!.last_run).toMatchObject({ import_id: run.id, status: 'applied' });
    expect(await trail(run.id)).toContainEqual({ action: 'rostering.person.created', n: 6 });
  });

  it('should change nothing when the service answers the same roster again', async () => {
    const superuser = await signIn(t, 'superuser');
    const { server } = await served('oneroster');
    const source = await addSource(superuser, oneRosterSource(server, 'Same twice'));
    const first = await syncNow(superuser, source.id);
    const again = await syncNow(superuser, source.id);
    expect(again.status).toBe('applied');
    expect(again.result).toEqual(
      Object.fromEntries(
        ROSTER_KINDS.map((kind) => [kind, { ...nothing, unchanged: first.result![kind].create }]),
      ),
    );
    // Who asked, and that it was applied: no record written.
    expect((await trail(again.id)).map((row) => row.action)).toEqual([
      'rostering.import.applied',
      'rostering.sync.requested',
    ]);
  });

  it('should deactivate the people the service no longer sends, within the source’s share', async () => {
    const superuser = await signIn(t, 'superuser');
    const { spec, server, original } = await served('oneroster');
    const source = await addSource(superuser, oneRosterSource(server, 'Half may go', 0.5));
    await syncNow(superuser, source.id);
    spec.current = without(spec.current, 'Omar');
    const run = await syncNow(superuser, source.id);
    expect(run).toMatchObject({ status: 'applied', stop: null });
    expect(run.result!.people).toEqual({ ...nothing, deactivate: 1, unchanged: 5 });
    expect(run.result!.enrollments).toEqual({ ...nothing, deactivate: 1, unchanged: 5 });
    expect(await active(original)).toEqual(['Ada', 'Grace', 'Lena', 'Maya', 'Noah']);
  });

  it('should list a failed run with the reason it stopped', async () => {
    const superuser = await signIn(t, 'superuser');
    const { server } = await served('oneroster');
    const source = await addSource(superuser, oneRosterSource(server, 'Gone away'));
    await server.close();
    const run = await syncNow(superuser, source.id);
    expect(run.status).toBe('failed');
    expect(run.error).toBeTruthy();
    const [listed] = (await superuser.api.call('rosterSyncs')).filter((s) => s.id === source.id);
    expect(listed!.last_run).toMatchObject({ import_id: run.id, status: 'failed', error: run.error });
  });
});

describe('a Clever sync', () => {
  it('should follow the next links, build enrolments from sections, and change nothing the second time', async () => {
    const superuser = await signIn(t, 'superuser');
    const { spec, server } = await served('clever');
    const source = await addSource(superuser, cleverSource(server, 'Riverbend Clever'));
    const run = await syncNow(superuser, source.id);
    expect(run).toMatchObject({ status: 'applied', error: null });
    // Clever has no school administrators: the teacher and four students.
    expect(run.result!.people).toEqual({ ...nothing, create: 5 });
    expect(run.result!.enrollments).toEqual({ ...nothing, create: 6 });
    expect(server.requests.filter((path) => path === '/v3.0/users')).toHaveLength(2);
    expect(await active(spec.current)).toEqual(['Ada', 'Lena', 'Maya', 'Noah', 'Omar']);
    const [source_key] = await sql<{ key: string }>(
      `select rs.key from roster_sources rs join users u on u.roster_source_id = rs.id where u.sourced_id = ?`,
      [spec.current.people[0]!.id],
    );
    expect(source_key!.key).toBe(`clever:${spec.current.district.id}`);

    const again = await syncNow(superuser, source.id);
    expect(again.result!.people).toEqual({ ...nothing, unchanged: 5 });
    // Who asked, and that it was applied: no record written.
    expect((await trail(again.id)).map((row) => row.action)).toEqual([
      'rostering.import.applied',
      'rostering.sync.requested',
    ]);
  });
});

describe('the safety stop', () => {
  it('should stop a sync that would deactivate more than a tenth of a school, show the counts, and apply it once approved', async () => {
    const superuser = await signIn(t, 'superuser');
    const { spec, server, original } = await served('clever');
    const source = await addSource(superuser, cleverSource(server, 'Careful Clever'));
    await syncNow(superuser, source.id);
    spec.current = without(spec.current, 'Lena', 'Omar');

    const stopped = await syncNow(superuser, source.id);
    expect(stopped.status).toBe('needs_approval');
    expect(stopped.stop).toEqual({
      max_share: 0.1,
      schools: [
        {
          sourced_id: spec.current.schools[0]!.id,
          name: spec.current.schools[0]!.name,
          active: 5,
          deactivating: 2,
        },
      ],
    });
    // Nothing is written while it waits, and the schedule or a second "sync now" opens no other run.
    expect(await active(original)).toEqual(['Ada', 'Lena', 'Maya', 'Noah', 'Omar']);
    expect((await superuser.api.call('runRosterSync', { params: { id: source.id } })).id).toBe(stopped.id);

    const approved = await superuser.api.call('approveRosterImport', { params: { id: stopped.id } });
    expect(['queued', 'applying', 'applied']).toContain(approved.status);
    const done = await runEnded(superuser, stopped.id);
    expect(done.status).toBe('applied');
    expect(done.result!.people).toMatchObject({ deactivate: 2 });
    expect(await active(original)).toEqual(['Ada', 'Maya', 'Noah']);
    // Approving again answers where it stands and applies nothing twice.
    expect((await superuser.api.call('approveRosterImport', { params: { id: stopped.id } })).status).toBe(
      'applied',
    );
    expect(await trail(stopped.id)).toEqual(
      expect.arrayContaining([
        { action: 'rostering.sync.stopped', n: 1 },
        { action: 'rostering.sync.approved', n: 1 },
        { action: 'rostering.import.applied', n: 1 },
        { action: 'rostering.person.deactivated', n: 2 },
      ]),
    );
  });

  it('should write nothing when a stopped sync is discarded, and let the next run start', async () => {
    const superuser = await signIn(t, 'superuser');
    const { spec, server, original } = await served('oneroster');
    const source = await addSource(superuser, oneRosterSource(server, 'Discarded'));
    await syncNow(superuser, source.id);
    spec.current = without(spec.current, 'Maya', 'Noah', 'Lena', 'Omar');
    const stopped = await syncNow(superuser, source.id);
    expect(stopped.stop!.schools[0]).toMatchObject({ active: 6, deactivating: 4 });

    const discarded = await superuser.api.call('discardRosterImport', { params: { id: stopped.id } });
    expect(discarded.status).toBe('discarded');
    expect(await active(original)).toEqual(['Ada', 'Grace', 'Lena', 'Maya', 'Noah', 'Omar']);
    expect(await trail(stopped.id)).toEqual([
      { action: 'rostering.sync.discarded', n: 1 },
      { action: 'rostering.sync.requested', n: 1 },
      { action: 'rostering.sync.stopped', n: 1 },
    ]);
    const approveLate = await superuser.fetch(
      `${superuser.baseUrl}/api/rostering/oneroster/imports/${stopped.id}/approve`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${superuser.accessToken}` },
      },
    );
    expect(approveLate.status).toBe(409);
    expect((await syncNow(superuser, source.id)).id).not.toBe(stopped.id);
  });

  it('should refuse a source without the credentials its kind needs, naming the field', async () => {
    const superuser = await signIn(t, 'superuser');
    const response = await superuser.fetch(`${superuser.baseUrl}/api/rostering/syncs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superuser.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'No token',
        kind: 'oneroster_rest',
        base_url: 'https://sis.example/v1p2',
        secret: 'x',
      }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('token_url');
  });
});
