import { createApp } from './create-app.js';
import { DEMO_PASSWORD, PEOPLE } from './db/seeders/demo-world.data.js';
import { SystemClock } from './platform/clock/clock.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { ensureDatabase, startDatabaseServer } from './platform/database/database-url.js';
import { createLogger } from './platform/logging/logger.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, process.stdout.isTTY && config.env !== 'production');
  const database = await startDatabaseServer({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    persistent: true,
    log: (line) => logger.debug({ component: 'postgres' }, line),
  });
  const clientUrl = config.databaseUrl ?? (await ensureDatabase(database.serverUrl, config.databaseName));
  const app = await createApp({ config, clientUrl, clock: new SystemClock(), logger });
  const shutdown = async () => {
    await app.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen(config.port, config.host);

  const url = `http://localhost:${config.port}`;
  const demo = PEOPLE.filter(
    (person) => !person.suspended && !person.expired && !person.roles.includes('affiliate'),
  );
  console.log(
    [
      '',
      `Lantern is running at ${url}`,
      `  web app (students, teachers, administrators): ${url}/`,
      `  console (tutors, managers, superusers):       ${url}/console/`,
      `  API docs:                                     ${url}/api/docs`,
      `  database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL, data in ${config.dataDir}/postgres`}`,
      '',
      `Demo sign-ins (password for all: ${DEMO_PASSWORD}):`,
      ...demo.map((person) => `  ${person.username.padEnd(18)} ${person.roles.join(', ')}`),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
