import type { EssayView } from '@lantern/shared/contracts/essays';
import { describe, expect, it } from 'vitest';
import { wordDocument } from '../../../test/essay-fixtures.js';
import type { HttpSession } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { pdf, pngOf } from '../../../test/upload-fixtures.js';

// A server where LibreOffice cannot be run: the binary it is told to use does not exist.
const { t } = useShiftTestApp({ JOBS_POLL_SECONDS: '0.5', SOFFICE_PATH: '/nonexistent/libreoffice/soffice' });

async function upload(session: HttpSession, files: { bytes: Buffer; name: string }[]) {
  const form = new FormData();
  form.set('title', 'My essay');
  form.set('details', 'Please look at my conclusion');
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${t.baseUrl}/api/essays`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: EssayView; error: { code: string; message: string } },
  };
}

describe('writing review on a server without LibreOffice', () => {
  it('should refuse a Word file up front, saying why and what to send instead', async () => {
    const ava = await signIn(t, 'student');
    const { status, body } = await upload(ava, [
      { bytes: pdf(), name: 'notes.pdf' },
      { bytes: wordDocument(['My essay.']), name: 'essay.docx' },
    ]);
    expect(status).toBe(422);
    expect(body.error.code).toBe('word_conversion_unavailable');
    expect(body.error.message).toContain('LibreOffice is not installed');
    expect(body.error.message).toContain('Save it as a PDF');
    expect((await ava.api.call('essays')).data).toEqual([]);
  });

  it('should still take PDFs and images and make them one PDF', async () => {
    const ava = await signIn(t, 'student');
    const { status, body } = await upload(ava, [
      { bytes: pdf(), name: 'essay.pdf' },
      { bytes: await pngOf(800, 600), name: 'chart.png' },
    ]);
    expect(status).toBe(200);
    for (let waited = 0; waited < 30_000; waited += 200) {
      const essay = await ava.api.call('essay', { params: { id: body.data.id } });
      if (essay.conversion.state === 'converted') return;
      expect(essay.conversion.state).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the essay was not converted');
  });
});
