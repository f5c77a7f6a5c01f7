import { randomUUID } from 'node:crypto';
import type { RosterImportState } from '@lantern/shared/contracts/rostering';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '../../../test/http-session.js';
import { districtFiles, smallDistrict } from '../../../test/oneroster-fixtures.ts';
import { preview, settled } from '../../../test/roster-kit.js';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import { signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/** Two API instances on one database, as behind a load balancer. */
let t: TestApp;
let second: SecondInstance;
let secondUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  second = await startSecondInstance(t);
  await second.app.listen(0, '127.0.0.1');
  secondUrl = `http://127.0.0.1:${(second.app.getHttpServer().address() as { port: number }).port}`;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
const count = async (action: string, importId: number) =>
  (
    await sql<{ n: number }>(
      `select count(*)::int as n from audit_events where action = ? and details->>'import_id' = ?`,
      [action, String(importId)],
    )
  )[0]!.n;

describe('applying an import on two instances', () => {
  it('should run it once when both are asked at the same moment', async () => {
    const here = await signIn(t, 'superuser');
    const there = new HttpSession(secondUrl);
    there.accessToken = here.accessToken;
    const shown = await preview(here, smallDistrict(`i${randomUUID().slice(0, 6)}`));

    const answers = await Promise.all(
      [here, there, here, there].map((person) =>
        person.api.call('applyRosterImport', { params: { id: shown.id } }),
      ),
    );
    expect(answers.every((answer) => ['queued', 'applying', 'applied'].includes(answer.status))).toBe(true);
    expect(await settled(here, shown.id)).toMatchObject({ status: 'applied', result: shown.preview });

    expect(await count('rostering.import.apply_requested', shown.id)).toBe(1);
    expect(await count('rostering.import.applied', shown.id)).toBe(1);
    expect(await count('rostering.person.created', shown.id)).toBe(6);
    expect(await count('rostering.person.updated', shown.id)).toBe(0);
    expect(await count('rostering.enrollment.created', shown.id)).toBe(6);
  });

  it('should show its progress while it runs, record by record, up to the whole', async () => {
    const superuser = await signIn(t, 'superuser');
    const files = districtFiles({ students: 1500, teachers: 60, sections: 180 });
    const shown = await preview(superuser, files);
    const total = Object.values(shown.preview!).reduce((sum, kind) => sum + kind.create, 0);
    const seen: RosterImportState[] = [];
    await superuser.api.call('applyRosterImport', { params: { id: shown.id } });
    const done = await settled(superuser, shown.id, seen);
    expect(done.status).toBe('applied');
    expect(done.progress).toEqual({ phase: 'enrollments', processed: total, total });
    const during = seen.filter(
      (state) => state.status === 'applying' && state.progress && state.progress.total > 0,
    );
    expect(during.length).toBeGreaterThan(0);
    expect(during.some((state) => state.progress!.processed < total)).toBe(true);
  });
});
