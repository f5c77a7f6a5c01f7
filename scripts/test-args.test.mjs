import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTestArgs, STEPS } from './test-args.mjs';

/** Runs scripts/test.mjs; if it ever starts real steps, the whole process group is ended. */
function runTestCommand(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'test.mjs'), ...args], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('parseTestArgs', () => {
  it('runs every step when none is named', () => {
    expect(parseTestArgs([])).toEqual({ steps: STEPS, serviceDb: undefined });
  });

  it('runs the named steps and reads the service database', () => {
    expect(parseTestArgs(['unit', 'e2e', '--service-db=postgresql://db/x'])).toEqual({
      steps: ['unit', 'e2e'],
      serviceDb: 'postgresql://db/x',
    });
  });

  it('refuses an unknown step, listing the valid ones', () => {
    const { error } = parseTestArgs(['unit', 'unti']);
    expect(error).toContain('"unti"');
    expect(error).toContain(STEPS.join(', '));
  });

  it('refuses an unknown option', () => {
    expect(parseTestArgs(['--servicedb=x']).error).toContain('"--servicedb=x"');
  });
});

describe('npm test with an unknown step', () => {
  it('exits 1 at once with the list of steps', { timeout: 15_000 }, async () => {
    const { code, output } = await runTestCommand(['unknownstep']);
    expect(code).toBe(1);
    expect(output).toContain('Unknown test step or option "unknownstep"');
    expect(output).toContain('Steps: typecheck, lint, unit, integration, faults, build, bundle-size, e2e');
    expect(output).not.toContain('▶');
  });
});
