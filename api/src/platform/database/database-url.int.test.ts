import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseStartError, type RunningDatabase, startDatabaseServer } from './database-url.js';
import { freePort } from './ports.js';

/** A port some other program holds for the whole file. */
let occupier: Server;
let busyPort: number;
const folders: string[] = [];

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lantern-pgport-'));
  // The embedded server runs as an unprivileged user when we are root; it must reach the folder.
  await chmod(dir, 0o755);
  folders.push(dir);
  return dir;
}

beforeAll(async () => {
  occupier = createServer();
  await new Promise<void>((resolve) => occupier.listen(0, '127.0.0.1', resolve));
  busyPort = (occupier.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => occupier.close(resolve));
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL on a busy machine', () => {
  it('should stop naming the port when a configured port is busy', async () => {
    const start = startDatabaseServer({
      databaseUrl: undefined,
      dataDir: await dataDir(),
      port: busyPort,
      portFallback: false,
      persistent: false,
    });
    await expect(start).rejects.toThrow(DatabaseStartError);
    await expect(start).rejects.toThrow(`Port ${busyPort} for the embedded PostgreSQL (EMBEDDED_PG_PORT)`);
  });

  describe('when the port was not configured', () => {
    let first: RunningDatabase;
    let sharedDir: string;

    beforeAll(async () => {
      sharedDir = await dataDir();
      first = await startDatabaseServer({
        databaseUrl: undefined,
        dataDir: sharedDir,
        port: busyPort,
        portFallback: true,
        persistent: false,
      });
    });

    afterAll(async () => {
      await first.stop();
    });

    it('should start on a free port instead, and answer there', async () => {
      expect(first.embeddedPort).not.toBe(busyPort);
      expect(first.serverUrl).toBe(`postgresql://lantern:lantern@127.0.0.1:${first.embeddedPort}`);
      const client = new pg.Client({ connectionString: `${first.serverUrl}/postgres` });
      await client.connect();
      const { rows } = await client.query('select 1 as one');
      await client.end();
      expect(rows).toEqual([{ one: 1 }]);
    });

    it('should refuse a second server on the same data folder, naming the running one', async () => {
      const second = startDatabaseServer({
        databaseUrl: undefined,
        dataDir: sharedDir,
        port: busyPort,
        portFallback: true,
        persistent: true,
      });
      await expect(second).rejects.toThrow(DatabaseStartError);
      await expect(second).rejects.toThrow(
        new RegExp(`is in use by another PostgreSQL \\(pid \\d+, port ${first.embeddedPort}\\)`),
      );
    });
  });

  it('should move to another free port when its port is taken while the data folder is created', async () => {
    const dir = await dataDir();
    const port = await freePort();
    const start = startDatabaseServer({
      databaseUrl: undefined,
      dataDir: dir,
      port,
      portFallback: true,
      persistent: false,
    });
    // Another program takes the port once the folder exists, before the server binds it.
    const thief = createServer();
    while (!existsSync(join(dir, 'postgres', 'PG_VERSION'))) await delay(10);
    await new Promise<void>((resolve) => thief.listen(port, '127.0.0.1', resolve));
    try {
      const running = await start;
      expect(running.embeddedPort).not.toBe(port);
      await running.stop();
    } finally {
      await new Promise((resolve) => thief.close(resolve));
    }
  });

  it("should report PostgreSQL's own words when it stops while starting", async () => {
    const dir = await dataDir();
    await mkdir(join(dir, 'postgres'), { mode: 0o755 });
    // A data folder from an unknown PostgreSQL version: the server exits at once.
    await writeFile(join(dir, 'postgres', 'PG_VERSION'), '7\n');
    const start = startDatabaseServer({
      databaseUrl: undefined,
      dataDir: dir,
      port: busyPort,
      portFallback: true,
      persistent: true,
    });
    await expect(start).rejects.toThrow(DatabaseStartError);
    await expect(start).rejects.toThrow(/stopped while starting:\n {2}.*\S/);
    await expect(start).rejects.not.toThrow(/undefined|no output/);
  });
});
