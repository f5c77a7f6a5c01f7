import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { sqlOutsideRepositories } from './eslint-sql-outside-repositories.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('sql-outside-repositories', sqlOutsideRepositories, {
  valid: [
    'await this.sessions.lockStudentRequests(em, auth.userId);',
    "throw new AppError(400, ErrorCode.validationFailed, 'subject_id: no such subject');",
    "const label = 'Select a tutor from the list';",
    'await em.execute(query.sql, query.values);',
    'const note = `update the ${thing} set by the user`;',
  ],
  invalid: [
    {
      code: "await em.execute('select pg_advisory_xact_lock(?, ?)', [9, id]);",
      errors: [{ messageId: 'execute' }],
    },
    {
      code: 'await this.em.execute(`select count(*) as n from ${table} where id in (?)`, [ids]);',
      errors: [{ messageId: 'execute' }],
    },
    {
      code: "const STATEMENT = { name: 'x', text: `select id from session_messages where session_id = $1` };",
      errors: [{ messageId: 'text' }],
    },
    {
      code: "const text = 'insert into users (username) values ($1) on conflict do nothing';",
      errors: [{ messageId: 'text' }],
    },
    {
      code: 'const text = `\nwith input as (select * from unnest($1::int[]))\nselect * from input`;',
      errors: [{ messageId: 'text' }],
    },
    { code: "const text = 'delete from essays where id = $1';", errors: [{ messageId: 'text' }] },
    { code: "const text = 'update sessions set last_seq = 0';", errors: [{ messageId: 'text' }] },
  ],
});
