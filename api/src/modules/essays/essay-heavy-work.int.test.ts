import type { EssayView } from '@lantern/shared/contracts/essays';
import { describe, expect, it } from 'vitest';
import { inflatingPdf } from '../../../test/hostile-files.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

const { t } = useShiftTestApp({ JOBS_POLL_SECONDS: '0.5', HEAVY_TASK_MEMORY_MB: '256' });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('writing review: heavy steps off the event loop', () => {
  it('should fail an essay whose PDF inflates to 1 GiB, saying why, while /api/health keeps answering', async () => {
    const ava = await signIn(t, 'student');
    const form = new FormData();
    form.set('title', 'My essay');
    form.set('details', 'Please look at my introduction');
    form.append(
      'files',
      new Blob([new Uint8Array(inflatingPdf())], { type: 'application/pdf' }),
      'essay.pdf',
    );
    const response = await fetch(`${t.baseUrl}/api/essays`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ava.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: EssayView };

    // The API runs in this process: a blocked event loop would hold these requests too.
    let converting = true;
    const healthTimes: number[] = [];
    const probing = (async () => {
      while (converting) {
        const started = performance.now();
        const health = await fetch(`${t.baseUrl}/api/health`);
        expect(health.status).toBe(200);
        healthTimes.push(performance.now() - started);
        await pause(50);
      }
    })();

    let essay = data;
    for (let waited = 0; waited < 60_000 && essay.conversion.state !== 'failed'; waited += 250) {
      await pause(250);
      essay = await ava.api.call('essay', { params: { id: data.id } });
    }
    converting = false;
    await probing;

    expect(essay.conversion).toMatchObject({ state: 'failed' });
    expect(essay.conversion.error).toContain('needed more than 256 MB of memory');
    expect(healthTimes.length).toBeGreaterThan(10);
    // On the event loop this PDF held every request for 20 s and more. Off it, health answers in
    // milliseconds; the ceiling is loose only because tests share a busy machine.
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
  }, 90_000);
});
