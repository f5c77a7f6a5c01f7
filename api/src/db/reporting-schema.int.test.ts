import { REPORTING_ROLE, REPORTING_SCHEMA, REPORTING_VIEWS } from '@lantern/shared/contracts/reporting';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The reporting schema a district's BI tool reads (Migration20261130130100): the views are the
 * contract's, the group role reads them and nothing of `public`, and a district's login sees its
 * own district only.
 */
let t: TestApp;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(text, params);

class Rollback<T> extends Error {
  constructor(readonly rows: T[]) {
    super('rollback');
  }
}

/** Runs a statement as `role` in a transaction that is rolled back: its rows, or its error. */
async function as<T>(role: string, statement: string): Promise<{ rows?: T[]; error?: string }> {
  try {
    await t.app
      .get(MikroORM)
      .em.fork()
      .transactional(async (tx) => {
        await tx.execute(`set local role "${role}"`);
        throw new Rollback(await tx.execute<T[]>(statement));
      });
    return {};
  } catch (error) {
    if (error instanceof Rollback) return { rows: error.rows as T[] };
    return { error: (error as Error).message };
  }
}

const LOGIN = `reporting_test_${Math.random().toString(36).slice(2, 10)}`;
const OTHER = `${LOGIN}_other`;
const PG_TYPES: Record<string, string> = {
  integer: 'integer',
  bigint: 'bigint',
  text: 'text',
  boolean: 'boolean',
  date: 'date',
  timestamptz: 'timestamp with time zone',
};

beforeAll(async () => {
  t = await startTestApp();
  await sql(`create role "${LOGIN}" login in role ${REPORTING_ROLE}`);
  await sql(`create role "${OTHER}" login in role ${REPORTING_ROLE}`);
  const [riverside] = await sql<{ id: number }>(`select id from districts order by id limit 1`);
  await sql(`insert into reporting_logins (role_name, district_id) values (?, ?)`, [LOGIN, riverside!.id]);
}, 180_000);
afterAll(async () => {
  await sql(`drop role if exists "${LOGIN}"`).catch(() => undefined);
  await sql(`drop role if exists "${OTHER}"`).catch(() => undefined);
  await t?.close();
});

describe('reporting schema', () => {
  it('should hold exactly the views the contract lists, column for column and type for type', async () => {
    const rows = await sql<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = ? order by table_name, ordinal_position`,
      [REPORTING_SCHEMA],
    );
    const actual: Record<string, typeof rows> = {};
    for (const r of rows) (actual[r.table_name] ??= []).push(r);
    expect(Object.keys(actual).sort()).toEqual(REPORTING_VIEWS.map((view) => view.name).sort());
    for (const view of REPORTING_VIEWS)
      expect(actual[view.name]!.map((r) => [r.column_name, r.data_type])).toEqual(
        view.columns.map((c) => [c.name, PG_TYPES[c.type]]),
      );
  });

  it("should let a district's login read every view, and only its district's rows", async () => {
    for (const view of REPORTING_VIEWS)
      expect(
        (await as(LOGIN, `select * from ${REPORTING_SCHEMA}.${view.name} limit 5`)).error,
      ).toBeUndefined();
    const districts = await as<{ district_id: number }>(LOGIN, `select district_id from reporting.districts`);
    expect(districts.rows).toHaveLength(1);
    const schools = await as<{ district_id: number }>(
      LOGIN,
      `select distinct district_id from reporting.schools`,
    );
    expect(schools.rows).toEqual(districts.rows);
    const students = await as<{ n: number }>(LOGIN, `select count(*)::int as n from reporting.students`);
    expect(students.rows![0]!.n).toBeGreaterThan(0);
    // A member of the role that no district named sees nothing.
    const nobody = await as<{ n: number }>(OTHER, `select count(*)::int as n from reporting.students`);
    expect(nobody.rows![0]!.n).toBe(0);
  });

  it('should keep names and secrets out: students by a key that is not their id', async () => {
    const [student] = (await as<Record<string, unknown>>(LOGIN, `select * from reporting.students limit 1`))
      .rows!;
    expect(Object.keys(student!)).not.toContain('username');
    expect(String(student!.student_key)).toMatch(/^[0-9a-f]{32}$/);
    const ids = await sql<{ id: number }>(`select id from users`);
    expect(ids.map((r) => String(r.id))).not.toContain(student!.student_key);
  });

  it('should refuse the role every table of public: users, their passwords, the messages', async () => {
    for (const table of [
      'public.users',
      'public.session_messages',
      'public.reporting_keys',
      'public.reporting_logins',
    ]) {
      const read = await as(LOGIN, `select * from ${table} limit 1`);
      expect(read.error).toMatch(/permission denied/);
    }
  });
});
