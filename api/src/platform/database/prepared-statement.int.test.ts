import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { UsersRepository } from '../../modules/users/users.repository.js';
import { type PreparedStatement, runPrepared } from './prepared-statement.js';

const FIRST_NAME: PreparedStatement = {
  name: 'test.first-name',
  text: 'select first_name from users where username = $1',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a prepared statement inside an open transaction', () => {
  it("should run on the transaction's connection: it sees the transaction's uncommitted write, others do not", async () => {
    const orm = t.app.get(MikroORM);
    await expect(
      orm.em.fork().transactional(async (em) => {
        await em.execute(`update users set first_name = 'Uncommitted' where username = 'student'`);
        const inside = await runPrepared(em, FIRST_NAME, ['student']);
        const outside = await runPrepared(orm.em.fork(), FIRST_NAME, ['student']);
        expect(inside).toEqual([{ first_name: 'Uncommitted' }]);
        expect(outside).not.toEqual([{ first_name: 'Uncommitted' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await runPrepared(orm.em.fork(), FIRST_NAME, ['student'])).not.toEqual([
      { first_name: 'Uncommitted' },
    ]);
  });

  it('should join it from a repository holding the application-wide entity manager', async () => {
    const orm = t.app.get(MikroORM);
    const users = t.app.get(UsersRepository);
    // A name of its own: a retry must not find the one an earlier attempt committed.
    const name = `Mid-${randomUUID().slice(0, 8)}`;
    const seen = await orm.em.fork().transactional(async (em) => {
      const [user] = await em.execute<{ id: number }[]>(
        `update users set last_name = ? where username = 'student' returning id`,
        [name],
      );
      return (await users.findCurrentUser(user!.id, null))?.last_name;
    });
    expect(seen).toBe(name);
  });
});
