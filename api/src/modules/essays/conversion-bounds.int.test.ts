import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EssayView } from '@lantern/shared/contracts/essays';
import { afterAll, describe, expect, it } from 'vitest';
import { wordDocument } from '../../../test/essay-fixtures.js';
import type { HttpSession } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { pdf } from '../../../test/upload-fixtures.js';
import { FileNotFound, FileStorage } from '../files/file-storage.js';
import { Essay } from './entities/essay.entity.js';

// A LibreOffice that answers the start-up probe, then on a document saying GREEDY takes 512 MB
// before writing its PDF (as a bomb would make the real one grow), and on any other hangs, writing
// down the pid of what it left running.
const folder = mkdtempSync(join(tmpdir(), 'lantern-bounded-soffice-'));
const running = join(folder, 'running');
mkdirSync(running);
writeFileSync(join(folder, 'one-page.pdf'), pdf());
const soffice = join(folder, 'soffice');
writeFileSync(
  soffice,
  `#!/bin/sh
if [ "$1" = "--version" ]; then echo "LibreOffice 7.4 (fake)"; exit 0; fi
prev=""; out=""; input=""
for arg in "$@"; do
  if [ "$prev" = "--outdir" ]; then out="$arg"; fi
  prev="$arg"; input="$arg"
done
if grep -q GREEDY "$input"; then
  exec python3 -c "import shutil; taken = bytearray(512 * 1024 * 1024); shutil.copy('${folder}/one-page.pdf', '$out/essay.pdf')"
fi
sleep 600 &
echo $! > "${running}/$$"
wait
`,
);
chmodSync(soffice, 0o755);
afterAll(() => {
  for (const pid of sleepers()) stop(pid);
  rmSync(folder, { recursive: true, force: true });
});

const { t } = useShiftTestApp({
  JOBS_POLL_SECONDS: '0.5',
  SOFFICE_PATH: soffice,
  ESSAY_CONVERSION_TIMEOUT_SECONDS: '30',
  ESSAY_CONVERSION_MEMORY_MB: '256',
});

/** Running, not merely a zombie waiting to be reaped. */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};
const stop = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
};
/** The hung conversions' sleeping children, by the pid of the soffice that started each. */
const sleepers = () => readdirSync(running).map((name) => Number(readFileSync(join(running, name), 'utf8')));
const runningNow = () => sleepers().filter(alive);

async function until(what: string, check: () => boolean | Promise<boolean>, withinMs: number) {
  for (let waited = 0; waited < withinMs; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${withinMs} ms: ${what}`);
}

async function upload(session: HttpSession, text: string): Promise<EssayView> {
  const form = new FormData();
  form.set('title', 'My essay');
  form.set('details', 'Please look at my introduction');
  form.append('files', new Blob([new Uint8Array(wordDocument([text]))]), 'essay.docx');
  const response = await fetch(`${t.baseUrl}/api/essays`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: EssayView }).data;
}

const stored = async (id: number) => {
  const essay = await t.app.get(MikroORM).em.fork().findOneOrFail(Essay, { id });
  try {
    await t.app.get(FileStorage).get(`essays/${id}/essay.pdf`);
    return { pdfKey: essay.pdfKey, file: true };
  } catch (error) {
    if (!(error instanceof FileNotFound)) throw error;
    return { pdfKey: essay.pdfKey, file: false };
  }
};

describe('writing review: bounded conversions', () => {
  it('should kill the conversion of a withdrawn essay at once, and store nothing', async () => {
    const ava = await signIn(t, 'student');
    const essay = await upload(ava, 'An essay I will withdraw.');
    await until('the conversion runs', () => runningNow().length === 1, 15_000);
    const [pid] = runningNow();
    // The conversion reads the withdrawal from the database, as it would from another instance.
    await ava.api.call('cancelEssay', { params: { id: essay.id } });
    await until('the conversion is killed', () => !alive(pid!), 5000);

    // Nothing is stored afterwards, and the essay is not reported converted.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stored(essay.id)).toEqual({ pdfKey: null, file: false });
    const row = await t.app.get(MikroORM).em.fork().findOneOrFail(Essay, { id: essay.id });
    expect(row.conversionState).not.toBe('converted');
  });

  it('should run two conversions side by side', async () => {
    const ava = await signIn(t, 'student');
    const first = await upload(ava, 'The first essay.');
    const second = await upload(ava, 'The second essay.');
    // One at a time, the second would wait the first's 30 seconds.
    await until('both conversions run at once', () => runningNow().length === 2, 15_000);
    await ava.api.call('cancelEssay', { params: { id: first.id } });
    await ava.api.call('cancelEssay', { params: { id: second.id } });
    await until('both are killed', () => runningNow().length === 0, 5000);
  });

  it('should fail an essay whose conversion passes the memory ceiling, saying so', async () => {
    const ava = await signIn(t, 'student');
    const essay = await upload(ava, 'GREEDY');
    let seen = essay;
    await until(
      'the conversion ends',
      async () => {
        seen = await ava.api.call('essay', { params: { id: essay.id } });
        return seen.conversion.state === 'failed' || seen.conversion.state === 'converted';
      },
      30_000,
    );
    expect(seen.conversion.state).toBe('failed');
    expect(seen.conversion.error).toContain('256 MB of memory');
  });
});
