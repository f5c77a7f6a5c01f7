import { randomUUID } from 'node:crypto';
import { parse as parseContentDisposition } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import {
  lyingWordBomb,
  pdfOverHtml,
  streamMultipart,
  textPart,
  wordBomb,
} from '../../../test/hostile-uploads.js';
import { duringSchoolHours, ready, shiftFor, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { pdf } from '../../../test/upload-fixtures.js';

const { t, sockets } = useShiftTestApp();

type Answer = {
  data?: { media: { url: string; file_name: string } };
  error?: { code: string; message: string; details?: Record<string, unknown> };
};

async function chat() {
  duringSchoolHours(t);
  const shiftId = await shiftFor(t, 'tutor.jordan', -60);
  const tutor = await signIn(t, 'tutor.jordan');
  await tutor.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  await ready(sockets.connect(tutor.accessToken));
  const student = await signIn(t, 'leo.clark');
  const session = await student.api.call('requestSession', {
    body: { chat_type: 'tutor', question: 'Can you read my file?', subject_id: 1 },
  });
  const url = `${t.baseUrl}/api/sessions/${session.id}/attachments`;
  const send = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.set('client_id', randomUUID());
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.accessToken}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Answer };
  };
  const end = () => student.api.call('endSession', { params: { id: session.id } });
  return { student, tutor, url, send, end };
}

describe('chat attachments: hostile uploads', () => {
  it('should refuse Word bombs and a PDF header over HTML at the door, naming the file', async () => {
    const { send, end } = await chat();
    const bomb = await send(wordBomb(), 'notes.docx');
    expect(bomb.status).toBe(422);
    expect(bomb.body.error).toMatchObject({
      code: 'upload_archive_refused',
      details: { rule: 'too_large_inflated' },
    });
    expect(bomb.body.error?.message).toMatch(/^notes\.docx was refused/);

    const liar = await send(lyingWordBomb(), 'notes.docx');
    expect(liar.status).toBe(422);
    expect(liar.body.error).toMatchObject({
      code: 'upload_archive_refused',
      details: { rule: 'inflates_beyond_declared' },
    });

    const fake = await send(pdfOverHtml(), 'worksheet.pdf');
    expect(fake.status).toBe(422);
    expect(fake.body.error).toMatchObject({ code: 'upload_document_unreadable' });
    expect(fake.body.error?.message).toContain('worksheet.pdf could not be opened as a PDF');
    await end();
  });

  it('should keep a file name in any script, and send it back per RFC 6266', async () => {
    const { tutor, send, end } = await chat();
    const name = 'Réunion–essai 東京.pdf';
    const sent = await send(pdf(), name);
    expect(sent.status).toBe(200);
    expect(sent.body.data?.media.file_name).toBe(name);
    const response = await tutor.fetch(`${t.baseUrl}${sent.body.data!.media.url}`, {
      headers: { authorization: `Bearer ${tutor.accessToken}` },
    });
    expect(response.status).toBe(200);
    const header = response.headers.get('content-disposition') ?? '';
    expect(header).toContain("filename*=UTF-8''");
    expect(parseContentDisposition(header).parameters.filename).toBe(name);
    await end();
  });

  it('should stop reading one endless field at the route’s whole-request limit', async () => {
    const { student, url, end } = await chat();
    const boundary = 'lantern-endless';
    const opening = `--${boundary}\r\nContent-Disposition: form-data; name="client_id"\r\n\r\n`;
    const answer = await streamMultipart({
      url,
      token: student.accessToken,
      boundary,
      chunk: (index) => (index === 0 ? opening : 'x'.repeat(64 * 1024)),
      maxBytes: 200 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'upload_request_too_large', details: { limit: 'body' } });
    // The route takes one 20 MB file and a few short fields: nothing like the 200 MB on offer.
    expect(answer.sent).toBeLessThan(40 * 1024 * 1024);
    await end();
  });

  it('should refuse a second file past the route’s count at once', async () => {
    const { student, url, end } = await chat();
    const boundary = 'lantern-files';
    const filePart = (index: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f${index}.pdf"\r\nContent-Type: application/pdf\r\n\r\n${'%'.repeat(1024)}\r\n`;
    const answer = await streamMultipart({
      url,
      token: student.accessToken,
      boundary,
      chunk: (index) => (index === 0 ? textPart(boundary, 'client_id', randomUUID()) : filePart(index)),
      maxBytes: 100 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
    await end();
  });
});
