// `npm run typecheck`: every TypeScript project, in two chains side by side. The API's chain goes
// first to last in order (its tests read the declarations `tsc -b api` writes); the apps' chain
// needs nothing from it. Each chain's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const CHAINS = [
  [
    ['-b', 'api'],
    ['-p', 'api/tsconfig.test.json'],
    ['-p', 'tests/tsconfig.json'],
  ],
  [
    ['-p', 'shared/tsconfig.test.json'],
    ['-p', 'web/tsconfig.json', '--noEmit'],
    ['-p', 'desktop/tsconfig.node.json', '--noEmit'],
    ['-p', 'desktop/tsconfig.web.json', '--noEmit'],
  ],
];

function tsc(args) {
  return new Promise((done) => {
    const child = spawn('npx', ['tsc', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => done({ ok: false, output: String(error) }));
    child.once('close', (code) => done({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });
}

/** Runs one chain, stopping at its first failure: later projects would repeat the same errors. */
async function chain(projects) {
  for (const args of projects) {
    const { ok, output } = await tsc(args);
    if (output) process.stdout.write(output);
    if (!ok) {
      console.error(`✗ tsc ${args.join(' ')}`);
      return false;
    }
  }
  return true;
}

const results = await Promise.all(CHAINS.map(chain));
process.exit(results.every(Boolean) ? 0 : 1);
