import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, isPortFree } from '../api/src/platform/database/ports.ts';

const root = join(import.meta.dirname, '..');
// What the e2e step needs before it starts anything: the built API, Chromium and LibreOffice.
const ready = [
  join(root, 'api/dist/main.js'),
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  process.env.SOFFICE_PATH ?? '/usr/bin/soffice',
].every((path) => existsSync(path));

/** Every live process under `pid`, found through /proc's parent links. */
function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its closing ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(ppid));
    } catch {
      // Gone between the listing and the read.
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [child, ppid] of parents)
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

/** The process's command line while it runs (a zombie has ended), otherwise undefined. */
function running(pid) {
  try {
    if (readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')) return undefined;
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

async function waitFor(condition, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return condition();
}

// `npm test -- e2e` up to its web server, then stopped as a terminal or a timeout stops it: the
// signal goes to its whole process group. The API it starts is built by the type check, which the
// test command runs before this step, and the command installs the two programs when missing.
describe.skipIf(!ready)('stopping npm test part way', () => {
  it.for([
    { how: 'Ctrl-C', signal: 'SIGINT', code: 130 },
    { how: 'a timeout', signal: 'SIGTERM', code: 143 },
  ])(
    'ends everything it started on $how: no process left, the e2e port free',
    { timeout: 240_000 },
    async ({ signal, code: expectedCode }) => {
      const port = await freePort();
      // On an embedded PostgreSQL, which the API starts and must stop too.
      const { DATABASE_URL: _shared, ...env } = process.env;
      const command = spawn(process.execPath, [join(root, 'scripts/test.mjs'), 'e2e'], {
        cwd: root,
        env: { ...env, E2E_PORT: String(port) },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      command.stdout.on('data', (chunk) => (output += chunk));
      command.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise((resolve) => command.once('exit', (code) => resolve(code)));
      try {
        const listening = await waitFor(async () => !(await isPortFree(port)), 180_000);
        expect(listening, output).toBe(true);
        const started = descendants(command.pid);
        process.kill(-command.pid, signal);
        const code = await exited;
        expect(await waitFor(async () => isPortFree(port), 30_000), output).toBe(true);
        const left = () => started.map(running).filter((command) => command !== undefined);
        expect(await waitFor(() => left().length === 0, 30_000), left().join('\n')).toBe(true);
        expect(code, output).toBe(expectedCode);
        expect(output).toContain(`${signal}: stopping the running step`);
      } finally {
        for (const pid of [command.pid, ...descendants(command.pid)])
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
      }
    },
  );
});
