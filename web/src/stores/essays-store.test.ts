import { ApiError, NetworkError } from '@lantern/shared/client/api-error';
import type { EssayView } from '@lantern/shared/contracts/essays';
import { createI18n } from '@lantern/shared/i18n/setup';
import type { FakeApi, ScriptedOptions } from '@lantern/shared/state/test-support';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enterReviewCenter } from '../features/student/review-center/review-center-routes.js';
import { CONVERSION_POLL_MS, EssaysStore, uploadProblemsOf } from './essays-store.js';
import { openReviewedEssays } from './reviewed-essays-store.js';
import { makeStores, makeUser, settle, signInAs } from './test-support.js';

const STUDENT = makeUser();
const HOUR = 3600;

function essay(overrides: Partial<EssayView> = {}): EssayView {
  const created = overrides.created_at ?? 1_800_000_000;
  return {
    id: 1,
    status: 0,
    title: 'The causes of the French Revolution',
    details: 'Please check my thesis.',
    language_id: 1,
    section: { id: 7, name: 'History 9' },
    submission_type: 'essay',
    files: [{ file_name: 'essay.pdf', kind: 'pdf', mime: 'application/pdf', size: 4000 }],
    teacher_instruction_files: [],
    conversion: { state: 'converted', progress: 100, error: null },
    tutor: null,
    created_at: created,
    due_at: created + 24 * HOUR,
    picked_up_at: null,
    reviewed_at: null,
    downloaded_at: null,
    can_cancel: true,
    feedback: null,
    ...overrides,
  };
}

const page = (data: EssayView[]) => ({
  data,
  meta: {
    pagination: { total: data.length, count: data.length, per_page: 20, current_page: 1, total_pages: 1 },
  },
});

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

/** Scripts the essay upload: each request is kept and shown half sent, then answered. */
function scriptUpload(api: FakeApi, answer: () => EssayView) {
  const requests: ScriptedOptions<'uploadEssay'>[] = [];
  api.handlers.uploadEssay = (request) => {
    requests.push(request);
    request.onProgress?.(0.5);
    return answer();
  };
  return requests;
}

async function signedInStudent() {
  const context = makeStores();
  await signInAs(context.stores, context.api, STUDENT);
  await settle();
  return context;
}

// The app's i18n instance, as main.tsx creates it: entering the review center adds its catalogue.
beforeAll(() => createI18n({ language: 'en', namespaces: ['web'] }));

describe('EssaysStore', () => {
  it('should open once for the app, with the filter the address asks for', async () => {
    const { stores, api } = await signedInStudent();
    api.handlers.essays = ({ query }) => page(query?.filter === 'pending' ? [essay()] : []);
    const essays = await enterReviewCenter(
      stores,
      new URL('http://localhost/student/review-center?filter=pending'),
    );
    await settle();
    expect(essays.filter).toBe('pending');
    expect(essays.shown.map((shown) => shown.id)).toEqual([1]);
    expect(
      await enterReviewCenter(stores, new URL('http://localhost/student/review-center?filter=nonsense')),
    ).toBe(essays);
    expect(essays.filter).toBe('all');
  });

  it('should move an essay between the filters as its events arrive, and drop it when cancelled', async () => {
    const { stores, api, realtime } = await signedInStudent();
    const older = essay({ id: 1, created_at: 1_800_000_000 });
    const newer = essay({ id: 2, created_at: 1_800_000_100 });
    api.handlers.essays = ({ query }) => page(query?.filter === 'pending' ? [newer, older] : []);
    const essays = new EssaysStore(stores);
    await Promise.all(
      ['all', 'pending', 'in_progress', 'reviewed', 'downloaded'].map((f) => essays.load(f as never)),
    );
    realtime.last.report('connected');
    const tutor = { id: 9, first_name: 'Sam', last_name: 'Patel' };
    const emit = (view: EssayView, cause: string) =>
      realtime.last.emitFromServer('essays.essay.updated', { essay: view, cause, at: 1_800_000_200 });

    emit({ ...older, status: 1, tutor, can_cancel: false, picked_up_at: 1_800_000_150 }, 'picked_up');
    expect(essays.list('pending')?.ids).toEqual([2]);
    expect(essays.list('in_progress')?.ids).toEqual([1]);
    expect(essays.list('all')?.ids).toEqual([1]);

    emit({ ...older, status: 3, tutor, can_cancel: false, downloaded_at: 1_800_000_300 }, 'downloaded');
    expect(essays.list('in_progress')?.ids).toEqual([]);
    expect(essays.list('reviewed')?.ids).toEqual([1]);
    expect(essays.list('downloaded')?.ids).toEqual([1]);

    emit(essay({ id: 3, created_at: 1_800_000_050 }), 'submitted');
    // Newest first, wherever it arrives.
    expect(essays.list('pending')?.ids).toEqual([2, 3]);

    emit({ ...newer, status: -1, can_cancel: false }, 'cancelled');
    expect(essays.list('pending')?.ids).toEqual([3]);
    expect(essays.list('all')?.ids).toEqual([3, 1]);
  });

  it("should follow the conversion's progress", async () => {
    const { stores, realtime } = await signedInStudent();
    const essays = new EssaysStore(stores);
    essays.apply(essay({ conversion: { state: 'queued', progress: 0, error: null } }));
    realtime.last.emitFromServer('essays.conversion.progressed', {
      essay_id: 1,
      conversion: { state: 'converting', progress: 40, error: null },
      at: 1_800_000_010,
    });
    expect(essays.essay(1)?.conversion).toEqual({ state: 'converting', progress: 40, error: null });
  });

  it("should say the spec's upload errors at their fields before sending anything, and keep what was typed", async () => {
    const { stores, api } = await signedInStudent();
    const requests = scriptUpload(api, () => {
      throw new ApiError(500, 'internal_error', 'Failed');
    });
    const essays = new EssaysStore(stores);
    essays.setDraft('details', 'My thesis is in the first paragraph.');
    expect(await essays.submit()).toBe(false);
    expect(essays.problems.map(({ field, code }) => [field, code])).toEqual([
      ['title', 'required'],
      ['files', 'upload_no_file'],
    ]);

    essays.setDraft('title', 'Revolution');
    expect(essays.problemsOf('title')).toEqual([]);
    essays.addFiles('files', [
      file('notes.txt', 'text/plain', 1000),
      file('blank.pdf', 'application/pdf', 10),
      file('scan.pdf', 'application/pdf', 21 * 1024 * 1024),
      file('essay.pdf', 'application/pdf', 2000),
    ]);
    expect(essays.problemsOf('files').map(({ code, file_name }) => [code, file_name])).toEqual([
      ['upload_type_refused', 'notes.txt'],
      ['upload_too_small', 'blank.pdf'],
      ['upload_too_large', 'scan.pdf'],
    ]);
    expect(essays.draft.files.map((chosen) => chosen.name)).toEqual(['essay.pdf']);

    essays.addFiles('teacher_instruction_files', [
      file('a.png', 'image/png', 300),
      file('b.jpg', 'image/jpeg', 300),
      file('c.docx', '', 300),
      file('d.pdf', 'application/pdf', 300),
    ]);
    expect(essays.draft.teacher_instruction_files).toHaveLength(3);
    expect(essays.problemsOf('teacher_instruction_files').map(({ code }) => code)).toEqual([
      'upload_too_many_files',
    ]);

    essays.setDraft('section', '0');
    expect(await essays.submit()).toBe(false);
    expect(essays.problems.map(({ field, code }) => [field, code])).toEqual([['section_other', 'required']]);
    expect(requests).toHaveLength(0);
    expect(essays.draft.title).toBe('Revolution');
  });

  it('should send the form with its files and progress, then follow the essay it became', async () => {
    const { stores, api } = await signedInStudent();
    api.handlers.essays = () => page([]);
    const sent = essay({ id: 5, conversion: { state: 'queued', progress: 0, error: null } });
    const requests = scriptUpload(api, () => sent);
    const essays = new EssaysStore(stores);
    await essays.load('pending');
    essays.setDraft('title', '  Revolution ');
    essays.setDraft('details', 'Check my thesis');
    essays.setDraft('section', '0');
    essays.setDraft('section_other', 'Debate club');
    essays.setDraft('language_id', 2);
    essays.addFiles('files', [file('essay.pdf', 'application/pdf', 2000)]);
    essays.addFiles('teacher_instruction_files', [file('rubric.png', 'image/png', 500)]);

    expect(await essays.submit()).toBe(true);
    const form = requests[0]!.form!;
    expect(form.get('title')).toBe('Revolution');
    expect(form.get('section_id')).toBe('0');
    expect(form.get('section_other')).toBe('Debate club');
    expect(form.get('language_id')).toBe('2');
    expect(form.get('submission_type')).toBe('essay');
    expect((form.get('files') as File).name).toBe('essay.pdf');
    expect((form.get('teacher_instruction_files') as File).name).toBe('rubric.png');
    expect(essays.sendProgress).toBe(0.5);
    expect(essays.submitted?.id).toBe(5);
    expect(essays.list('pending')?.ids).toEqual([5]);
    expect(essays.draft.title).toBe('');
    essays.startAnother();
    expect(essays.submitted).toBeNull();
  });

  it('should read the essay just handed in again while the socket is down, until its conversion ends', async () => {
    const { stores, api } = await signedInStudent();
    let state: 'converting' | 'converted' = 'converting';
    api.handlers.essay = () =>
      essay({ id: 5, conversion: { state, progress: state === 'converted' ? 100 : 50, error: null } });
    const queued = essay({ id: 5, conversion: { state: 'queued', progress: 0, error: null } });
    scriptUpload(api, () => queued);
    const essays = new EssaysStore(stores);
    essays.setDraft('title', 'Revolution');
    essays.setDraft('details', 'Check my thesis');
    essays.addFiles('files', [file('essay.pdf', 'application/pdf', 2000)]);
    vi.useFakeTimers();
    try {
      expect(await essays.submit()).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(essays.submitted?.conversion.progress).toBe(50);
      state = 'converted';
      await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS);
      expect(essays.submitted?.conversion.state).toBe('converted');
      const reads = api.called('essay');
      await vi.advanceTimersByTimeAsync(CONVERSION_POLL_MS * 3);
      expect(api.called('essay')).toBe(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it("should put the server's refusals at the fields they name and keep the draft", () => {
    expect(
      uploadProblemsOf(
        new ApiError(415, 'upload_type_refused', 'x', {
          field: 'teacher_instruction_files',
          file_name: 'song.mp3',
        }),
      ),
    ).toEqual([
      {
        field: 'teacher_instruction_files',
        code: 'upload_type_refused',
        file_name: 'song.mp3',
        message: 'x',
      },
    ]);
    expect(
      uploadProblemsOf(
        new ApiError(400, 'validation_failed', 'm', {
          issues: [{ field: 'section_id', rule: 'one_of_yours', message: 'section_id: mine' }],
        }),
      ),
    ).toEqual([{ field: 'section_id', code: 'invalid', message: 'section_id: mine' }]);
    expect(
      uploadProblemsOf(
        new ApiError(422, 'word_conversion_unavailable', 'no LibreOffice', {
          field: 'files',
          file_name: 'a.docx',
        }),
      ),
    ).toEqual([
      { field: 'files', code: 'word_conversion_unavailable', file_name: 'a.docx', message: 'no LibreOffice' },
    ]);
    expect(uploadProblemsOf(new NetworkError('offline'))).toEqual([{ field: 'form', code: 'network' }]);
    // A proxy's page, not a catalogue error: the client names it by its status.
    expect(uploadProblemsOf(new ApiError(502, 502, 'Bad Gateway'))).toEqual([
      { field: 'form', code: 'failed' },
    ]);
  });

  it('should keep everything typed when the upload finds no server', async () => {
    const { stores, api } = await signedInStudent();
    scriptUpload(api, () => {
      throw new NetworkError('offline');
    });
    const essays = new EssaysStore(stores);
    essays.setDraft('title', 'Revolution');
    essays.setDraft('details', 'Check my thesis');
    essays.addFiles('files', [file('essay.pdf', 'application/pdf', 2000)]);
    expect(await essays.submit()).toBe(false);
    expect(essays.problems).toEqual([{ field: 'form', code: 'network' }]);
    expect(essays.draft.files).toHaveLength(1);
    expect(essays.draft.title).toBe('Revolution');
    expect(essays.sending).toBe(false);
  });

  it("should cancel before pick-up, and say 'already picked up' when the server refuses", async () => {
    const { stores, api } = await signedInStudent();
    api.handlers.essays = () => page([essay({ id: 1 }), essay({ id: 2 })]);
    const essays = new EssaysStore(stores);
    await essays.load('pending');
    api.handlers.cancelEssay = ({ params }) => {
      if (params?.id === 2)
        throw new ApiError(409, 'essay_already_picked_up', 'A tutor has already picked up this essay');
      return essay({ id: 1, status: -1, can_cancel: false });
    };
    api.handlers.essay = () =>
      essay({ id: 2, status: 1, can_cancel: false, tutor: { id: 9, first_name: 'Sam', last_name: 'Patel' } });
    expect(await essays.cancel(1)).toBe(true);
    expect(essays.list('pending')?.ids).toEqual([2]);
    expect(await essays.cancel(2)).toBe(false);
    expect(essays.cancelProblem).toBe('already_picked_up');
    expect(essays.list('pending')?.ids).toEqual([]);
    expect(essays.essay(2)?.can_cancel).toBe(false);
  });

  it('should download the reviewed PDF, save it under its name, and read the essay again', async () => {
    const { stores, api } = await signedInStudent();
    const saved: string[] = [];
    const essays = new EssaysStore(stores, { save: (_blob, name) => void saved.push(name) });
    essays.apply(essay({ id: 4, status: 2 }));
    api.handlers.downloadEssay = () => ({ blob: new Blob(['%PDF-1.7']), name: 'Revolution (reviewed).pdf' });
    api.handlers.essay = () => essay({ id: 4, status: 3, downloaded_at: 1_800_000_500 });
    await essays.download(4);
    expect(api.calls.find((call) => call.name === 'downloadEssay')?.options).toEqual({ params: { id: 4 } });
    expect(saved).toEqual(['Revolution (reviewed).pdf']);
    expect(essays.essay(4)?.status).toBe(3);
    expect(essays.downloadFailed).toBeNull();
  });

  it('should rate the summary and the comments', async () => {
    const { stores, api } = await signedInStudent();
    api.handlers.rateEssay = ({ body }) =>
      essay({
        id: 4,
        status: 3,
        feedback: { summary_rating: body?.summary_rating ?? null, comments_rating: null },
      });
    const essays = new EssaysStore(stores);
    await essays.rate(4, { summary_rating: 5 });
    expect(api.calls.at(-1)?.options).toEqual({ params: { id: 4 }, body: { summary_rating: 5 } });
    expect(essays.essay(4)?.feedback?.summary_rating).toBe(5);
  });
});

describe('ReviewedEssaysStore', () => {
  it("should count the student's newly reviewed essays, again when one is reviewed or downloaded", async () => {
    const { stores, api, realtime } = await signedInStudent();
    let count = 2;
    api.handlers.navbarNotifications = () => ({ reviewed_essays: count });
    const badge = openReviewedEssays(stores);
    await settle();
    expect(badge.count).toBe(2);
    count = 1;
    realtime.last.emitFromServer('essays.essay.updated', {
      essay: essay({ status: 3 }),
      cause: 'downloaded',
      at: 1_800_000_100,
    });
    await settle();
    expect(badge.count).toBe(1);
  });

  it('should not ask when the school does not review writing', async () => {
    const context = makeStores();
    const user = makeUser({ school: { ...makeUser().school!, features_essay_review: false } });
    await signInAs(context.stores, context.api, user);
    await settle();
    const badge = openReviewedEssays(context.stores);
    await settle();
    expect(badge.count).toBe(0);
    expect(context.api.called('navbarNotifications')).toBe(0);
  });
});
