import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// The server writes where its database is; the workers, which inherit this process's environment
// (and evaluate this file again), read it to create each journey's people (fixtures/people.ts).
process.env.E2E_STATE_FILE ??= join(tmpdir(), `lantern-e2e-state-${process.pid}.json`);
// Hundreds of sign-ins: the server's demo seed and the journeys' people (created by the workers)
// get millisecond password hashes instead of the production quarter-second (see vitest.config.ts).
process.env.PASSWORD_HASH_MEMORY_KIB ??= '1024';
process.env.PASSWORD_HASH_ITERATIONS ??= '1';

export default defineConfig({
  testDir: './e2e/specs',
  testMatch: '**/*.e2e.ts',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 2,
  // A real browser against a real server: one retry absorbs a timing hiccup; the test command
  // names every test that needed it.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: './artifacts/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every journey time; a failure is retried once, and the retry records it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // As the desktop app's window (webPreferences.autoplayPolicy): the break chimes play unprompted.
        '--autoplay-policy=no-user-gesture-required',
        // A microphone for the voice-note journeys: a steady tone, granted without asking.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: '**/desktop/**' },
    // The Electron smoke test skips itself, saying why, where the binary could not be installed.
    { name: 'electron', testMatch: '**/desktop/*.e2e.ts' },
  ],
  webServer: {
    // exec: the shell Playwright starts gives way to the server, whose lifeline then watches Playwright
    // itself (a shell left waiting would keep the server alive after Playwright was killed).
    command: 'exec node e2e/support/start-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    env: { PORT: String(PORT) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Stopped with a signal (not killed) so the server drops its database on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
