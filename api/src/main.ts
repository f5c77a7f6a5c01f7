import { createApp } from './create-app.js';
import { DEMO_PASSWORD, PEOPLE } from './db/seeders/demo-world.data.js';
import { SystemClock } from './platform/clock/clock.js';
import { type AppConfig, ConfigError, loadConfig } from './platform/config/config.js';
import {
  ensureDatabase,
  type RunningDatabase,
  startDatabaseServer,
} from './platform/database/database-url.js';
import { describeError, StartupError } from './platform/logging/describe-error.js';
import { createLogger } from './platform/logging/logger.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, process.stdout.isTTY && config.env !== 'production');
  const database = await startDatabaseServer({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    portFallback: !config.embeddedPgPortFixed,
    persistent: true,
    log: (line) => logger.debug({ component: 'postgres' }, line),
  });
  if (database.embeddedPort !== undefined && database.embeddedPort !== config.embeddedPgPort)
    logger.info(
      `Embedded PostgreSQL on port ${database.embeddedPort}: ${config.embeddedPgPort} is in use (another Lantern?)`,
    );
  try {
    const clientUrl = config.databaseUrl ?? (await ensureDatabase(database.serverUrl, config.databaseName));
    const app = await createApp({ config, clientUrl, clock: new SystemClock(), logger });
    const shutdown = async () => {
      await app.close();
      await database.stop();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    await app.listen(config.port, config.host).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new StartupError(
        `Port ${config.port} (PORT) is already in use on ${config.host}: another Lantern, or another server. ` +
          'Stop it or set PORT to a free port.',
      );
    });
  } catch (error) {
    // process.exit skips the package's own exit hook: stop PostgreSQL here or it outlives us.
    await database.stop();
    throw error;
  }
  console.log(banner(config, database));
}

function banner(config: AppConfig, database: RunningDatabase): string {
  const url = `http://localhost:${config.port}`;
  const demo = PEOPLE.filter(
    (person) => !person.suspended && !person.expired && !person.roles.includes('affiliate'),
  );
  return [
    '',
    `Lantern is running at ${url} (listening on ${config.host}:${config.port})`,
    `  web app (students, teachers, administrators): ${url}/`,
    `  console (tutors, managers, superusers):       ${url}/console/`,
    `  API docs:                                     ${url}/api/docs`,
    `  database: ${
      config.databaseUrl
        ? 'DATABASE_URL'
        : `embedded PostgreSQL on port ${database.embeddedPort}, data in ${config.dataDir}/postgres`
    }`,
    '',
    ...(config.seedDemo
      ? [
          `Demo sign-ins (password for all: ${DEMO_PASSWORD}):`,
          ...demo.map((person) => `  ${person.username.padEnd(18)} ${person.roles.join(', ')}`),
          '',
        ]
      : []),
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(`Lantern could not start: ${describeError(error)}`);
  // Causes we named ourselves need no stack; anything else is a bug worth its trace.
  const explained = error instanceof ConfigError || error instanceof StartupError;
  if (error instanceof Error && !explained && error.stack) console.error(error.stack);
  process.exit(1);
});
