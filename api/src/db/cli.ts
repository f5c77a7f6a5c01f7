import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../platform/config/config.js';
import { ensureDatabase, startDatabaseServer } from '../platform/database/database-url.js';
import { ormConfig } from './mikro-orm.config.js';
import { createPeople, PeopleInputError } from './people/create-people.js';
import { setPasswords } from './people/set-passwords.js';

const USAGE =
  'usage: cli.js migration:create [--initial] | migrate | people:create < {"password":…,"people":[…]} | people:password < {"password":…,"usernames":[…]}';

async function standardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `node api/dist/db/cli.js migration:create|migrate|people:create|people:password` against the
 * configured (or embedded) database. `people:create` reads `{ password, people }` and
 * `people:password` `{ password, usernames }` as JSON on standard input; both print the ids and
 * usernames as JSON.
 */
async function run(command: string | undefined) {
  const config = loadConfig();
  const database = await startDatabaseServer({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    persistent: true,
  });
  const clientUrl = config.databaseUrl ?? (await ensureDatabase(database.serverUrl, config.databaseName));
  const orm = await MikroORM.init(ormConfig(clientUrl, { allowGlobalContext: true }));
  try {
    if (command === 'migration:create') {
      const result = await orm.migrator.create(undefined, false, process.argv.includes('--initial'));
      console.log(result.fileName ? `created ${result.fileName}` : 'no changes');
    } else if (command === 'migrate') {
      await orm.migrator.up();
      console.log('migrated');
    } else if (command === 'people:create') {
      const input: unknown = JSON.parse(await standardInput());
      console.log(JSON.stringify(await createPeople(orm.em.fork(), input, config.passwordCost)));
    } else if (command === 'people:password') {
      const input: unknown = JSON.parse(await standardInput());
      console.log(JSON.stringify(await setPasswords(orm.em.fork(), input, config.passwordCost)));
    } else {
      console.error(USAGE);
      process.exitCode = 1;
    }
  } catch (error) {
    if (!(error instanceof PeopleInputError || error instanceof SyntaxError)) throw error;
    console.error(`${process.argv[2]} refused its input: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await orm.close();
    await database.stop();
  }
}

await run(process.argv[2]);
