import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDatabaseServer } from '../src/platform/database/database-url.js';
import { createTemplateDatabase } from './template-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    /** The migrated and seeded database each test file's database copies. */
    pgTemplateDatabase: string;
  }
}

/**
 * One PostgreSQL server for the run: DATABASE_URL's when set, otherwise an embedded one in a
 * temporary folder, and on it one migrated and seeded template database. Each test file then creates
 * its own database as a copy of that template, and drops it.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'lantern-int-'));
  // The embedded server runs as an unprivileged user when we are root; it must reach the folder.
  await chmod(dataDir, 0o755);
  const server = await startDatabaseServer({
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    port: 55000 + Math.floor(Math.random() * 5000),
    persistent: false,
    portFallback: true,
  });
  const template = await createTemplateDatabase(server.serverUrl);
  project.provide('pgServerUrl', server.serverUrl);
  project.provide('pgTemplateDatabase', template.name);
  return async () => {
    await template.drop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
