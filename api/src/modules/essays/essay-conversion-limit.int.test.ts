import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EssayView } from '@lantern/shared/contracts/essays';
import { afterAll, describe, expect, it } from 'vitest';
import { wordDocument } from '../../../test/essay-fixtures.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

// A LibreOffice that answers the start-up probe and then hangs on every conversion, as a real one
// can on a pathological document; it writes down the pid of what it left running.
const folder = mkdtempSync(join(tmpdir(), 'lantern-hung-soffice-'));
const pidFile = join(folder, 'pid');
const soffice = join(folder, 'soffice');
writeFileSync(
  soffice,
  `#!/bin/sh\nif [ "$1" = "--version" ]; then echo "LibreOffice 7.4 (hung)"; exit 0; fi\nsleep 600 &\necho $! > ${pidFile}\nwait\n`,
);
chmodSync(soffice, 0o755);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { t } = useShiftTestApp({
  JOBS_POLL_SECONDS: '0.5',
  SOFFICE_PATH: soffice,
  ESSAY_CONVERSION_TIMEOUT_SECONDS: '5',
});

/** Running, not merely a zombie waiting to be reaped (in a container nobody may ever reap it). */
const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

describe('writing review: the conversion time limit', () => {
  it('should stop a conversion at its limit, kill what LibreOffice left running and tell the student', async () => {
    const ava = await signIn(t, 'student');
    const form = new FormData();
    form.set('title', 'My essay');
    form.set('details', 'Please look at my introduction');
    form.append('files', new Blob([new Uint8Array(wordDocument(['My essay.']))]), 'essay.docx');
    const response = await fetch(`${t.baseUrl}/api/essays`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ava.accessToken}` },
      body: form,
    });
    const { data } = (await response.json()) as { data: EssayView };

    let essay = data;
    for (let waited = 0; waited < 25_000 && essay.conversion.state !== 'failed'; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      essay = await ava.api.call('essay', { params: { id: data.id } });
    }
    expect(essay.conversion).toMatchObject({ state: 'failed' });
    expect(essay.conversion.error).toContain('took longer than 5 seconds');
    expect(existsSync(pidFile)).toBe(true);
    expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  });
});
