import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { GroupedReads } from './grouped-reads.js';
import type { PreparedStatement } from './prepared-statement.js';

const USER_NAMES: PreparedStatement = {
  name: 'test.user-names',
  text: 'select id, first_name from users where id = any($1::int[])',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

async function userId(username: string): Promise<number> {
  const [row] = await t.app
    .get(MikroORM)
    .em.fork()
    .execute<{ id: number }[]>('select id from users where username = ?', [username]);
  return row!.id;
}

describe('grouped reads', () => {
  it('should read the ids asked for in one turn with one statement, each answered its own row', async () => {
    const reads = new GroupedReads<{ id: number; first_name: string }>(t.app.get(MikroORM).em, USER_NAMES);
    const [student, tutor] = [await userId('student'), await userId('tutor')];
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    const answers = await Promise.all([
      reads.read(student),
      reads.read(tutor),
      reads.read(student),
      reads.read(-1),
    ]);
    expect(queries).toHaveBeenCalledTimes(1);
    expect(answers.map((row) => row?.first_name ?? null)).toEqual(['Ava', expect.any(String), 'Ava', null]);
    expect(answers[1]!.id).toBe(tutor);
  });

  it("should read on its own inside a transaction, seeing the transaction's uncommitted write", async () => {
    const orm = t.app.get(MikroORM);
    const reads = new GroupedReads<{ id: number; first_name: string }>(orm.em, USER_NAMES);
    const student = await userId('student');
    await expect(
      orm.em.fork().transactional(async (em) => {
        await em.execute(`update users set first_name = 'Uncommitted' where id = ?`, [student]);
        expect((await reads.read(student))?.first_name).toBe('Uncommitted');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await reads.read(student))?.first_name).toBe('Ava');
  });
});
