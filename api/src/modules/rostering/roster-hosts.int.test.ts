import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { smallDistrict } from '../../../test/oneroster-fixtures.ts';
import { type RosterApiServer, startOneRosterServer } from '../../../test/roster-api-servers.ts';
import { addSource, oneRosterSource, syncNow } from '../../../test/roster-sync-kit.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

// As in production: roster sources may not be on private, loopback or link-local addresses.
let t: TestApp;
let server: RosterApiServer;
beforeAll(async () => {
  t = await startTestApp({ ROSTER_ALLOW_PRIVATE_HOSTS: 'false' });
  const spec = smallDistrict(`h${randomUUID().slice(0, 6)}`);
  server = await startOneRosterServer(() => spec);
}, 180_000);
afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe('roster sources on private hosts', () => {
  it('should refuse to save a source on a loopback or link-local address, naming each field', async () => {
    const superuser = await signIn(t, 'superuser');
    const refused = await failure(addSource(superuser, oneRosterSource(server, 'Loopback SIS')));
    expect(refused.status).toBe(400);
    const issues = (refused.details as { issues: { field: string; rule: string; message: string }[] }).issues;
    expect(issues.map((issue) => [issue.field, issue.rule])).toEqual([
      ['base_url', 'public_host'],
      ['token_url', 'public_host'],
    ]);
    const metadata = await failure(
      addSource(superuser, {
        ...oneRosterSource(server, 'Metadata SIS'),
        base_url: 'http://169.254.169.254/latest/meta-data',
        token_url: 'https://sis.example/token',
      }),
    );
    expect(metadata.message).toContain('base_url: must not be a private, loopback or link-local address');
  });

  it('should refuse to connect when a saved source has come to lead to a private address', async () => {
    const superuser = await signIn(t, 'superuser');
    // Saved while its host was public (sis.example does not resolve, which a save lets through),
    // then pointed at the local server behind Lantern's back, as a changed DNS answer would.
    const source = await addSource(superuser, {
      ...oneRosterSource(server, 'Moved SIS'),
      base_url: 'https://sis.example/ims/oneroster/rostering/v1p2',
      token_url: 'https://sis.example/token',
    });
    const local = oneRosterSource(server, 'Moved SIS');
    await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(`update roster_syncs set base_url = ?, token_url = ? where id = ?`, [
        local.base_url,
        local.token_url,
        source.id,
      ]);
    const run = await syncNow(superuser, source.id);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/not a public address/);
    expect(server.requests).toEqual([]);
  });
});
