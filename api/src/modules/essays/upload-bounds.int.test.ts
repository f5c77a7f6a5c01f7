import { MikroORM } from '@mikro-orm/postgresql';
import { parse as parseContentDisposition } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { wordDocument } from '../../../test/essay-fixtures.js';
import type { HttpSession } from '../../../test/http-session.js';
import {
  lyingWordBomb,
  pdfOverHtml,
  streamMultipart,
  textPart,
  wordBomb,
} from '../../../test/hostile-uploads.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { pdf } from '../../../test/upload-fixtures.js';
import type { EssayView } from '@lantern/shared/contracts/essays';

const { t } = useShiftTestApp({ JOBS_POLL_SECONDS: '0.5' });

type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

async function upload(
  session: HttpSession,
  files: { field: 'files' | 'teacher_instruction_files'; bytes: Buffer; name: string }[],
  title = 'The causes of the First World War',
) {
  const form = new FormData();
  form.set('title', title);
  form.set('details', 'Is my thesis clear enough?');
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${t.baseUrl}/api/essays`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: EssayView } & ErrorBody };
}

describe('writing review: hostile uploads', () => {
  it('should refuse a 1 MB Word file that unpacks to 1 GiB, naming the file and the rule', async () => {
    const ava = await signIn(t, 'student');
    const bomb = wordBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const { status, body } = await upload(ava, [{ field: 'files', bytes: bomb, name: 'essay.docx' }]);
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      code: 'upload_archive_refused',
      details: { field: 'files', file_name: 'essay.docx', rule: 'too_large_inflated' },
    });
    expect(body.error.message).toMatch(/^essay\.docx was refused: it unpacks to 1024 MB/);
  });

  it('should refuse teacher instructions whose parts unpack to more than they declare, stopping early', async () => {
    const ava = await signIn(t, 'student');
    const started = Date.now();
    const { status, body } = await upload(ava, [
      { field: 'files', bytes: pdf(), name: 'essay.pdf' },
      { field: 'teacher_instruction_files', bytes: lyingWordBomb(), name: 'instructions.docx' },
    ]);
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      code: 'upload_archive_refused',
      details: {
        field: 'teacher_instruction_files',
        file_name: 'instructions.docx',
        rule: 'inflates_beyond_declared',
      },
    });
    // Counting stopped a few kilobytes past the declared size, not 192 MiB later.
    expect(body.error.details?.actual).toBeLessThan(1024 * 1024);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('should refuse a file whose header says PDF over a web page, at the door', async () => {
    const ava = await signIn(t, 'student');
    const { status, body } = await upload(ava, [{ field: 'files', bytes: pdfOverHtml(), name: 'essay.pdf' }]);
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      code: 'upload_document_unreadable',
      details: { field: 'files', file_name: 'essay.pdf' },
    });
    expect(body.error.message).toContain('essay.pdf could not be opened as a PDF');
  });

  it('should still accept an ordinary Word file and PDF', async () => {
    const ava = await signIn(t, 'student');
    const { status } = await upload(ava, [
      { field: 'files', bytes: wordDocument(['My essay.']), name: 'essay.docx' },
      { field: 'teacher_instruction_files', bytes: pdf(), name: 'instructions.pdf' },
    ]);
    expect(status).toBe(200);
  });

  it('should refuse a body that declares more than the route takes, without reading it', async () => {
    const ava = await signIn(t, 'student');
    const boundary = 'lantern-declared';
    const answer = await streamMultipart({
      url: `${t.baseUrl}/api/essays`,
      token: ava.accessToken,
      boundary,
      chunk: () => textPart(boundary, 'title', 'x'.repeat(1000)),
      maxBytes: 4096,
      declaredLength: 600 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'upload_request_too_large', details: { limit: 'body' } });
  });

  it('should stop reading a stream of text fields at the route’s limit, not at its end', async () => {
    const ava = await signIn(t, 'student');
    const boundary = 'lantern-fields';
    const answer = await streamMultipart({
      url: `${t.baseUrl}/api/essays`,
      token: ava.accessToken,
      boundary,
      chunk: (index) => textPart(boundary, `field_${index}`, 'x'.repeat(16 * 1024)),
      maxBytes: 300 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({
      code: 'upload_request_too_large',
      details: { limit: 'fields', max_fields: 8 },
    });
    expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
  });

  it('should refuse a field past its size with 413, naming the field and the limit', async () => {
    const ava = await signIn(t, 'student');
    const form = new FormData();
    form.set('title', 'My essay');
    form.set('details', 'x'.repeat(100_000));
    form.append('files', new Blob([new Uint8Array(pdf())]), 'essay.pdf');
    const response = await fetch(`${t.baseUrl}/api/essays`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ava.accessToken}` },
      body: form,
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toMatchObject({
      code: 'upload_request_too_large',
      details: { limit: 'field_size', field: 'details', max_field_bytes: 20_000 },
    });
    expect(body.error.message).toBe('This upload is too large: details can be at most 20,000 bytes');
  });

  it('should keep a file name in any script, and send the reviewed essay under its title per RFC 6266', async () => {
    const ava = await signIn(t, 'student');
    const title = 'Réunion–essai 東京';
    const { status, body } = await upload(
      ava,
      [{ field: 'files', bytes: pdf(), name: `${title}.pdf` }],
      title,
    );
    expect(status).toBe(200);
    expect(body.data.files[0]?.file_name).toBe(`${title}.pdf`);
    await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(
        `update essays set status = 2, reviewed_at = ?, pdf_key = source_files->0->>'key' where id = ?`,
        [t.clock.date(), body.data.id],
      );
    const response = await ava.fetch(`${t.baseUrl}/api/essays/${body.data.id}/download`, {
      headers: { authorization: `Bearer ${ava.accessToken}` },
    });
    expect(response.status).toBe(200);
    const header = response.headers.get('content-disposition') ?? '';
    expect(header).toContain("filename*=UTF-8''");
    const { type, parameters } = parseContentDisposition(header);
    expect(type).toBe('attachment');
    expect(parameters.filename).toBe(`${title} (reviewed).pdf`);
  });
});
