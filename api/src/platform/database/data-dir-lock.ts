import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirOwner {
  pid: number;
  port: number | undefined;
}

/**
 * The PostgreSQL already running on `databaseDir`, read from its postmaster.pid (line 1 the pid,
 * line 4 the port). A file left by a crash whose process is gone does not count: PostgreSQL
 * itself removes such a file when it starts.
 */
export function runningOwner(databaseDir: string): DataDirOwner | undefined {
  const file = join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresAlive(pid)) return undefined;
  const port = Number(lines[3]);
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
}

function isPostgresAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (the embedded server runs as its own user under root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A recycled pid belongs to some other program; where /proc exists, check it is PostgreSQL.
  const cmdline = `/proc/${pid}/cmdline`;
  return (
    !existsSync('/proc/self') || (existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes('postgres'))
  );
}
