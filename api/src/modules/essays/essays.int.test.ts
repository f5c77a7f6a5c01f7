import { PDFDocument } from '@cantoo/pdf-lib';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { wordDocument } from '../../../test/essay-fixtures.js';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { nextEvent, ready, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { bilevelPng, damagedPng, jpegOf, pdf, plainZip, pngOf } from '../../../test/upload-fixtures.js';
import { FileStorage } from '../files/file-storage.js';
import { Essay } from './entities/essay.entity.js';
import { EssayConversionJob } from './essay-conversion.job.js';
import type { EssayView } from '@lantern/shared/contracts/essays';

const { t, sockets } = useShiftTestApp({ JOBS_POLL_SECONDS: '0.5' });

interface Part {
  bytes: Buffer;
  name: string;
}
interface UploadInput {
  fields?: Record<string, string | number>;
  files?: Part[];
  instructions?: Part[];
}
type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

const essayFields = { title: 'The causes of the First World War', details: 'Is my thesis clear enough?' };

async function upload(session: HttpSession, input: UploadInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input.fields ?? essayFields)) form.set(key, String(value));
  for (const file of input.files ?? [])
    form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  for (const file of input.instructions ?? [])
    form.append('teacher_instruction_files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${t.baseUrl}/api/essays`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.accessToken}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: EssayView } & ErrorBody };
}

async function uploaded(session: HttpSession, input: UploadInput): Promise<EssayView> {
  const { status, body } = await upload(session, input);
  if (status !== 200) throw new Error(`upload failed: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The essay once its conversion has finished, one way or the other. */
async function afterConversion(session: HttpSession, id: number): Promise<EssayView> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const essay = await session.api.call('essay', { params: { id } });
    if (essay.conversion.state === 'converted' || essay.conversion.state === 'failed') return essay;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`essay ${id} was not converted within a minute`);
}

async function storedPdf(id: number): Promise<PDFDocument> {
  const essay = await t.app.get(MikroORM).em.fork().findOneOrFail(Essay, { id });
  return PDFDocument.load(await t.app.get(FileStorage).get(essay.pdfKey!));
}

/** Stands in for the tutor's review submission, which comes with the review editor. */
async function markReviewed(id: number) {
  await t.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute(`update essays set status = 2, reviewed_at = ? where id = ?`, [t.clock.date(), id]);
}

describe('writing review: uploads', () => {
  it('should refuse an upload without a file, naming the rule', async () => {
    const ava = await signIn(t, 'student');
    const { status, body } = await upload(ava, { files: [] });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'upload_no_file', details: { field: 'files' } });
  });

  it('should refuse a file that is not a PDF, Word file or image by its bytes, whatever its name says', async () => {
    const ava = await signIn(t, 'student');
    const notes = Buffer.from('Once upon a time, in a land far away. '.repeat(40));
    const { status, body } = await upload(ava, { files: [{ bytes: notes, name: 'essay.docx' }] });
    expect(status).toBe(415);
    expect(body.error).toMatchObject({
      code: 'upload_type_refused',
      details: {
        field: 'files',
        file_name: 'essay.docx',
        accepted_formats: ['PDF', 'Word (.docx)', 'PNG', 'JPEG'],
      },
    });
    const archive = await upload(ava, { files: [{ bytes: plainZip(), name: 'essay.docx' }] });
    expect([archive.status, archive.body.error.code]).toEqual([415, 'upload_type_refused']);
    const empty = await upload(ava, { files: [{ bytes: Buffer.alloc(0), name: 'essay.pdf' }] });
    expect([empty.status, empty.body.error.code]).toEqual([422, 'upload_too_small']);
    const disguised = await upload(ava, { files: [{ bytes: await pngOf(200, 200), name: 'essay.pdf' }] });
    expect(disguised.status).toBe(200);
    expect(disguised.body.data.files[0]).toMatchObject({
      kind: 'image',
      mime: 'image/png',
      file_name: 'essay.png',
    });
  });

  it('should refuse a file too small or too large, with the limits for the screen', async () => {
    const ava = await signIn(t, 'student');
    const small = await upload(ava, {
      files: [{ bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'tiny.pdf' }],
    });
    expect(small.status).toBe(422);
    expect(small.body.error).toMatchObject({
      code: 'upload_too_small',
      details: { min_bytes: 200, max_bytes: 20 * 1024 * 1024, size_bytes: 15 },
    });
    const big = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const large = await upload(ava, { files: [{ bytes: big, name: 'huge.pdf' }] });
    expect(large.status).toBe(413);
    expect(large.body.error).toMatchObject({
      code: 'upload_too_large',
      details: { max_bytes: 20 * 1024 * 1024 },
    });
    expect(large.body.error.message).toContain('20 MB');
  });

  it('should refuse a damaged picture or one too big to open, before storing anything', async () => {
    const ava = await signIn(t, 'student');
    const damaged = await upload(ava, { files: [{ bytes: await damagedPng(), name: 'page.png' }] });
    expect([damaged.status, damaged.body.error.code]).toEqual([422, 'upload_image_unreadable']);
    const bomb = await upload(ava, { files: [{ bytes: bilevelPng(20_000, 20_000), name: 'page.png' }] });
    expect(bomb.status).toBe(422);
    expect(bomb.body.error).toMatchObject({
      code: 'upload_image_too_large',
      details: { width: 20_000, height: 20_000, max_pixels: 40_000_000 },
    });
  });

  it('should refuse a fourth file', async () => {
    const ava = await signIn(t, 'student');
    const four = Array.from({ length: 4 }, (_, index) => ({ bytes: pdf(), name: `part-${index}.pdf` }));
    const { status, body } = await upload(ava, { files: four });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'upload_too_many_files', details: { max_files: 3 } });
  });

  it('should require a title and details, an essay language and a name for the Other section', async () => {
    const ava = await signIn(t, 'student');
    const files = [{ bytes: pdf(), name: 'essay.pdf' }];
    const fieldsOf = (body: ErrorBody) =>
      (body.error.details as { issues: { field: string }[] }).issues.map((issue) => issue.field).sort();
    const { status, body } = await upload(ava, { fields: { title: '  ', language_id: 3 }, files });
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(fieldsOf(body)).toEqual(['details', 'language_id', 'title']);
    const other = await upload(ava, { fields: { ...essayFields, section_id: 0 }, files });
    expect([other.status, fieldsOf(other.body)]).toEqual([400, ['section_other']]);
    const named = await upload(ava, {
      fields: { ...essayFields, section_id: 0, section_other: 'Debate club' },
      files,
    });
    expect(named.body.data.section).toEqual({ id: 0, name: 'Debate club' });
    const notMine = await upload(ava, { fields: { ...essayFields, section_id: 4 }, files });
    expect(notMine.status).toBe(400);
    expect(notMine.body.error.message).toContain('section_id');
  });
});

describe('writing review: conversion to one PDF', () => {
  it('should turn a Word file, a PDF and a photo into one PDF outside the request, telling the student how far it is', async () => {
    const ava = await signIn(t, 'student');
    const socket = sockets.connect(ava.accessToken);
    await ready(socket);
    const heardProgress = nextEvent(
      socket,
      'essays.conversion.progressed',
      (event) => event.conversion.progress > 0,
    );
    const heardDone = nextEvent(socket, 'essays.essay.updated', (event) => event.cause === 'converted');

    const essay = await uploaded(ava, {
      fields: { ...essayFields, section_id: 2, submission_type: 'research_paper', language_id: 4 },
      files: [
        {
          bytes: wordDocument(['My essay, page one.', 'Page two.'], { pageBreaks: true }),
          name: 'draft.docx',
        },
        { bytes: pdf(), name: 'sources.pdf' },
        { bytes: await jpegOf(1200, 1600), name: 'diagram.jpeg' },
      ],
      instructions: [{ bytes: pdf(), name: 'assignment.pdf' }],
    });
    expect(essay).toMatchObject({
      status: 0,
      submission_type: 'research_paper',
      language_id: 4,
      section: { id: 2 },
      conversion: { state: 'queued', progress: 0 },
      can_cancel: true,
      due_at: essay.created_at + 24 * 3600,
      files: [
        { kind: 'docx', file_name: 'draft.docx' },
        { kind: 'pdf', file_name: 'sources.pdf' },
        { kind: 'image', mime: 'image/jpeg', file_name: 'diagram.jpg' },
      ],
      teacher_instruction_files: [{ kind: 'pdf', file_name: 'assignment.pdf' }],
    });

    const done = await afterConversion(ava, essay.id);
    expect(done.conversion).toEqual({ state: 'converted', progress: 100, error: null });
    expect((await heardProgress).essay_id).toBe(essay.id);
    expect((await heardDone).essay.id).toBe(essay.id);
    // Two pages of Word, the PDF's page, the photo's page.
    expect((await storedPdf(essay.id)).getPageCount()).toBe(4);
  });

  it('should refuse a damaged PDF at the door and say which file', async () => {
    const ava = await signIn(t, 'student');
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x41)]);
    const { status, body } = await upload(ava, { files: [{ bytes: broken, name: 'scan.pdf' }] });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      code: 'upload_document_unreadable',
      details: { field: 'files', file_name: 'scan.pdf' },
    });
  });

  it('should convert an essay whose conversion the upload could not queue, at the next minute’s sweep', async () => {
    const ava = await signIn(t, 'student');
    await t.app.get(FileStorage).put('essays/lost/essay.pdf', pdf(), 'application/pdf');
    const [row] = (await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(
        `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                             source_files, instruction_files, conversion_state, conversion_progress)
         select 0, id, 1, 'essay', 'Lost essay', 'Its job was never sent', ?, ?, ?::jsonb, '[]', 'queued', 0
           from users where username = 'student'
         returning id`,
        [
          new Date((t.clock.now() - 120) * 1000),
          new Date((t.clock.now() + 86_400) * 1000),
          JSON.stringify([
            {
              key: 'essays/lost/essay.pdf',
              file_name: 'essay.pdf',
              kind: 'pdf',
              mime: 'application/pdf',
              size: 400,
            },
          ]),
        ],
      )) as { id: number }[];
    const orm = t.app.get(MikroORM);
    await RequestContext.create(orm.em, () =>
      t.app.get(EssayConversionJob).queueMissed({ id: 'sweep', name: 'sweep', data: {}, now: t.clock.now() }),
    );
    expect((await afterConversion(ava, row!.id)).conversion.state).toBe('converted');
  });
});

describe('writing review: the review center', () => {
  it('should list essays by filter, cancel a pending one, and show only the student their own', async () => {
    const caleb = await signIn(t, 'caleb.wright');
    const files = [{ bytes: pdf(), name: 'essay.pdf' }];
    const first = await uploaded(caleb, { files });
    const second = await uploaded(caleb, { files });
    const third = await uploaded(caleb, { files });
    await markReviewed(second.id);
    await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(`update essays set status = 1, picked_up_at = ? where id = ?`, [t.clock.date(), third.id]);

    const ids = async (filter: 'all' | 'pending' | 'in_progress' | 'reviewed' | 'downloaded') =>
      (await caleb.api.call('essays', { query: { filter } })).data.map((essay) => essay.id);
    expect(await ids('all')).toEqual([third.id, second.id, first.id]);
    expect(await ids('pending')).toEqual([first.id]);
    expect(await ids('in_progress')).toEqual([third.id]);
    expect(await ids('reviewed')).toEqual([second.id]);
    expect(await ids('downloaded')).toEqual([]);

    const stranger = await signIn(t, 'student');
    expect((await failure(stranger.api.call('essay', { params: { id: first.id } }))).status).toBe(404);
    expect((await failure(stranger.api.call('cancelEssay', { params: { id: first.id } }))).status).toBe(404);
    expect((await failure(stranger.api.call('downloadEssay', { params: { id: second.id } }))).status).toBe(
      404,
    );
    expect((await stranger.api.call('essays')).data.map((essay) => essay.id)).not.toContain(first.id);
    const tutor = await signIn(t, 'tutor');
    expect((await failure(tutor.api.call('essay', { params: { id: first.id } }))).status).toBe(403);

    const cancelled = await caleb.api.call('cancelEssay', { params: { id: first.id } });
    expect(cancelled).toMatchObject({ status: -1, can_cancel: false });
    expect(await ids('all')).toEqual([third.id, second.id]);
    const late = await failure(caleb.api.call('cancelEssay', { params: { id: third.id } }));
    expect([late.status, late.code]).toEqual([409, 'essay_already_picked_up']);
  });

  it('should record the first download of a reviewed essay, count new reviews in the navbar and take ratings', async () => {
    const ella = await signIn(t, 'ella.garcia');
    const essay = await uploaded(ella, { files: [{ bytes: pdf(), name: 'essay.pdf' }] });
    await afterConversion(ella, essay.id);
    const early = await failure(ella.api.call('downloadEssay', { params: { id: essay.id } }));
    expect([early.status, early.code]).toEqual([409, 'essay_not_reviewed']);
    await markReviewed(essay.id);
    expect(await ella.api.call('navbarNotifications')).toEqual({ reviewed_essays: 1 });

    t.clock.advanceSeconds(60);
    const response = await ella.fetch(`${t.baseUrl}/api/essays/${essay.id}/download`, {
      headers: { authorization: `Bearer ${ella.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const downloaded = await ella.api.call('essay', { params: { id: essay.id } });
    expect(downloaded).toMatchObject({ status: 3, downloaded_at: t.clock.now() });
    expect(await ella.api.call('navbarNotifications')).toEqual({ reviewed_essays: 0 });
    expect(
      (await ella.api.call('essays', { query: { filter: 'reviewed' } })).data.map((e) => e.id),
    ).toContain(essay.id);

    const rated = await ella.api.call('rateEssay', {
      params: { id: essay.id },
      body: { summary_rating: 5, comments_rating: 4 },
    });
    expect(rated.feedback).toEqual({ summary_rating: 5, comments_rating: 4 });
    const bad = await failure(
      ella.api.call('rateEssay', { params: { id: essay.id }, body: { summary_rating: 9 } }),
    );
    expect(bad.status).toBe(400);
  });
});
