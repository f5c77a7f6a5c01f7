import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../platform/config/config.js';
import { ensureDatabase, startDatabaseServer } from '../platform/database/database-url.js';
import { ormConfig } from './mikro-orm.config.js';

/** `node api/dist/db/cli.js migration:create|migrate` against the configured (or embedded) database. */
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
    } else {
      console.error('usage: cli.js migration:create [--initial] | migrate');
      process.exitCode = 1;
    }
  } finally {
    await orm.close();
    await database.stop();
  }
}

await run(process.argv[2]);
