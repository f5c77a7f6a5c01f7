import { ApiError, NetworkError } from '@lantern/shared/client/api-error';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import {
  ESSAY_TITLE_MAX_LENGTH,
  type EssayConversion,
  type EssayFeedback,
  type EssayView,
  OTHER_SECTION_ID,
  type ReviewSubmissionType,
} from '@lantern/shared/contracts/essays';
import { type EssayFilter, essayMatchesFilter } from '@lantern/shared/domain/essays/essay-filters';
import {
  ESSAY_FILE_MAX_BYTES,
  ESSAY_FILE_MIN_BYTES,
  ESSAY_MAX_FILES,
  ESSAY_MAX_INSTRUCTION_FILES,
} from '@lantern/shared/domain/essays/essay-upload';
import type { ResponseOf } from '@lantern/shared/client/http-client';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';
import { saveInBrowser } from '@lantern/shared/ui/save-file';

/** A field of the upload form, or the form as a whole for what belongs to no field. */
export type UploadField =
  | 'title'
  | 'details'
  | 'section_id'
  | 'section_other'
  | 'submission_type'
  | 'language_id'
  | 'files'
  | 'teacher_instruction_files'
  | 'form';

/**
 * Why the form was not sent, said next to its field: the spec's upload errors (`upload_no_file`,
 * `upload_type_refused`, `upload_too_small`, `upload_too_large`), the server's other refusals by
 * their catalogue code, `required`, `invalid` (a validation rule), `network` or `failed`.
 */
export interface UploadProblem {
  field: UploadField;
  code: string;
  /** The file it is about, when it is about one. */
  file_name?: string;
  /** The server's own words, for a refusal the screen has no sentence of its own for. */
  message?: string;
}

/** What the student has typed and chosen; kept across errors and visits until the essay is sent. */
export interface UploadDraft {
  title: string;
  details: string;
  /** '' none chosen, '0' Other, else a section id. */
  section: string;
  section_other: string;
  submission_type: ReviewSubmissionType;
  language_id: number;
  files: File[];
  teacher_instruction_files: File[];
}

const emptyDraft = (): UploadDraft => ({
  title: '',
  details: '',
  section: '',
  section_other: '',
  submission_type: 'essay',
  language_id: 1,
  files: [],
  teacher_instruction_files: [],
});

const ACCEPTED_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'image/jpeg',
]);
const ACCEPTED_EXTENSIONS = new Set(['pdf', 'docx', 'png', 'jpg', 'jpeg']);

/** The picker's `accept`: the same formats, by type and by name. */
export const ESSAY_FILE_ACCEPT = [...ACCEPTED_TYPES, '.pdf', '.docx', '.png', '.jpg', '.jpeg'].join(',');

/**
 * The server's rules on what the browser knows of a file, so a wrong one is said before a byte is
 * sent; the server still judges the bytes themselves.
 */
export function essayFileRefusal(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const accepted = file.type
    ? ACCEPTED_TYPES.has(file.type.toLowerCase())
    : ACCEPTED_EXTENSIONS.has(extension);
  if (!accepted) return ErrorCode.uploadTypeRefused;
  if (file.size < ESSAY_FILE_MIN_BYTES) return ErrorCode.uploadTooSmall;
  if (file.size > ESSAY_FILE_MAX_BYTES) return ErrorCode.uploadTooLarge;
  return null;
}

/** The refusals that name a file and the field it came in. */
const FILE_REFUSALS: ReadonlySet<string> = new Set([
  ErrorCode.uploadTypeRefused,
  ErrorCode.uploadTooSmall,
  ErrorCode.uploadTooLarge,
  ErrorCode.uploadImageTooLarge,
  ErrorCode.uploadImageUnreadable,
  ErrorCode.uploadArchiveRefused,
  ErrorCode.uploadDocumentUnreadable,
  ErrorCode.uploadTooManyFiles,
  ErrorCode.wordConversionUnavailable,
  ErrorCode.uploadNoFile,
]);

const FORM_FIELDS: ReadonlySet<string> = new Set<UploadField>([
  'title',
  'details',
  'section_id',
  'section_other',
  'submission_type',
  'language_id',
  'files',
  'teacher_instruction_files',
]);

/** Why an upload failed, each problem at the field it is about: the server's refusal, or no answer. */
export function uploadProblemsOf(error: unknown): UploadProblem[] {
  if (error instanceof NetworkError) return [{ field: 'form', code: 'network' }];
  const status = error instanceof ApiError ? error.status : 500;
  // Numeric codes (the sign-in catalogue's, or a proxy page's status) have no words on this form.
  const refused = error instanceof ApiError && typeof error.code === 'string' ? error : null;
  const code = refused ? String(refused.code) : 'failed';
  const message = refused?.message;
  const details = (refused?.details ?? {}) as {
    field?: unknown;
    file_name?: unknown;
    issues?: { field?: unknown; message?: unknown }[];
  };
  if (code === ErrorCode.validationFailed && Array.isArray(details.issues)) {
    const problems = details.issues.map((issue): UploadProblem => {
      const field = typeof issue.field === 'string' && FORM_FIELDS.has(issue.field) ? issue.field : 'form';
      return {
        field: field as UploadField,
        code: 'invalid',
        ...(typeof issue.message === 'string' ? { message: issue.message } : {}),
      };
    });
    if (problems.length > 0) return problems;
  }
  if (FILE_REFUSALS.has(code)) {
    const field = details.field === 'teacher_instruction_files' ? 'teacher_instruction_files' : 'files';
    return [
      {
        field,
        code,
        ...(typeof details.file_name === 'string' ? { file_name: details.file_name } : {}),
        ...(message ? { message } : {}),
      },
    ];
  }
  return [{ field: 'form', code: status >= 500 ? 'failed' : code, ...(message ? { message } : {}) }];
}

type EssayPage = ResponseOf<'essays'>;

/** One filter's list: the ids in the server's order (newest first) and how far it is read. */
export class EssayList {
  ids: number[] = [];
  page = 0;
  total_pages = 1;
  private readonly first: OnceLoader<EssayPage>;
  private readonly next: OnceLoader<EssayPage>;

  constructor(
    fetchPage: (page: number) => Promise<EssayPage>,
    /** Keeps the essays an answer brought. */
    keep: (essays: EssayView[]) => void,
  ) {
    this.first = new OnceLoader(
      () => fetchPage(1),
      (answer) => {
        keep(answer.data);
        this.ids = answer.data.map((essay) => essay.id);
        this.page = 1;
        this.total_pages = answer.meta.pagination.total_pages;
        // A next page still on its way followed the list this one replaces.
        this.next.reset();
      },
    );
    this.next = new OnceLoader(
      () => fetchPage(this.page + 1),
      (answer) => {
        keep(answer.data);
        // An essay that arrived live meanwhile may also be on the next page.
        const ids = new Set(this.ids);
        this.ids.push(...answer.data.map((essay) => essay.id).filter((id) => !ids.has(id)));
        this.page += 1;
        this.total_pages = answer.meta.pagination.total_pages;
      },
    );
    makeAutoObservable<EssayList, 'first' | 'next'>(this, { first: false, next: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.first.status;
  }

  get loadingMore(): boolean {
    return this.next.status === 'loading';
  }

  get hasMore(): boolean {
    return this.page < this.total_pages;
  }

  /** The first page, once (again with `force`, or after a failure); what was listed stays meanwhile. */
  load(force: boolean): Promise<void> {
    return this.first.load(force);
  }

  /** The next page, added under what is listed; one at a time. */
  loadMore(): Promise<void> {
    if (!this.hasMore) return Promise.resolve();
    return this.next.load(this.next.status !== 'loading');
  }
}

/** How often the upload screen reads a converting essay again while the socket is down. */
export const CONVERSION_POLL_MS = 3000;

const newestFirst = (a: EssayView, b: EssayView) => b.created_at - a.created_at || b.id - a.id;

export interface EssaysStoreOptions {
  save?(blob: Blob, fileName: string): void;
}

/**
 * The student's writing review: the review center's lists (one per filter, paged), an essay's
 * details, handing work in (with the bytes' progress, then the conversion's), withdrawing it
 * before a tutor picks it up, downloading and rating the review. The socket's essay events keep
 * every list current, so an essay moves between filters as it changes. The review center's route
 * creates it (`enterReviewCenter`), keeping it off the sign-in page.
 */
export class EssaysStore {
  readonly essays = new Map<number, EssayView>();
  readonly lists = new Map<EssayFilter, EssayList>();
  filter: EssayFilter = 'all';

  draft: UploadDraft = emptyDraft();
  /** The form's bytes are on their way (0 to 1 sent). */
  sending = false;
  sendProgress = 0;
  problems: UploadProblem[] = [];
  /** The essay just handed in, whose conversion the upload screen follows. */
  submittedId: number | null = null;

  /** The essay whose withdrawal is on its way, and why the last one failed. */
  cancelling: number | null = null;
  cancelProblem: 'already_picked_up' | 'failed' | null = null;
  downloading: number | null = null;
  downloadFailed: number | null = null;
  rating: number | null = null;
  ratingFailed: number | null = null;

  private readonly save: (blob: Blob, fileName: string) => void;

  constructor(
    private readonly root: RootStore,
    options: EssaysStoreOptions = {},
  ) {
    this.save = options.save ?? saveInBrowser;
    makeAutoObservable<EssaysStore, 'root' | 'save'>(this, { root: false, save: false }, { autoBind: true });
    // Bound once for the app's life, as live help's classroom is: the store outlives its pages.
    root.connection.on('essays.essay.updated', ({ essay }) => this.apply(essay));
    root.connection.on('essays.conversion.progressed', ({ essay_id, conversion }) =>
      this.applyConversion(essay_id, conversion),
    );
  }

  // ---- The review center ----

  list(filter: EssayFilter = this.filter): EssayList | undefined {
    return this.lists.get(filter);
  }

  /** The current filter's essays, in the list's order. */
  get shown(): EssayView[] {
    return (this.lists.get(this.filter)?.ids ?? []).flatMap((id) => this.essays.get(id) ?? []);
  }

  get status(): LoadStatus {
    return this.lists.get(this.filter)?.status ?? 'idle';
  }

  get hasMore(): boolean {
    return this.lists.get(this.filter)?.hasMore ?? false;
  }

  essay(id: number): EssayView | null {
    return this.essays.get(id) ?? null;
  }

  /** The list the review center shows; `refresh` reads its first page again. */
  showFilter(filter: EssayFilter, refresh = false): void {
    this.filter = filter;
    void this.load(filter, refresh);
  }

  /** A filter's first page, once (again with `force`: the retry, or a return to the page). */
  load(filter: EssayFilter = this.filter, force = false): Promise<void> {
    let list = this.lists.get(filter);
    if (!list) {
      list = new EssayList(
        (page) => this.root.api.call('essays', { query: { filter, page } }),
        (essays) => {
          for (const essay of essays) this.essays.set(essay.id, essay);
        },
      );
      this.lists.set(filter, list);
    }
    return list.load(force);
  }

  /** The current filter's next page, added under what is shown. */
  loadMore(): Promise<void> {
    return this.lists.get(this.filter)?.loadMore() ?? Promise.resolve();
  }

  /** One essay's details, fresh from the server. */
  async loadEssay(id: number): Promise<void> {
    try {
      this.apply(await this.root.api.call('essay', { params: { id } }));
    } catch {
      // The list's copy stays; the details show what it holds.
    }
  }

  /**
   * An essay as it is now (the socket's event or an answer): kept, and moved into or out of each
   * list read so far, at its place by date.
   */
  apply(essay: EssayView): void {
    this.essays.set(essay.id, essay);
    for (const [filter, list] of this.lists) {
      const at = list.ids.indexOf(essay.id);
      const belongs = essayMatchesFilter(essay.status, filter);
      if (!belongs && at !== -1) list.ids.splice(at, 1);
      if (belongs && at === -1) {
        const after = list.ids.findIndex((id) => {
          const other = this.essays.get(id);
          return other !== undefined && newestFirst(essay, other) < 0;
        });
        list.ids.splice(after === -1 ? list.ids.length : after, 0, essay.id);
      }
    }
  }

  applyConversion(essayId: number, conversion: EssayConversion): void {
    const essay = this.essays.get(essayId);
    if (essay) essay.conversion = conversion;
  }

  // ---- Withdrawing, downloading, rating ----

  async cancel(id: number): Promise<boolean> {
    this.cancelling = id;
    this.cancelProblem = null;
    try {
      const essay = await this.root.api.call('cancelEssay', { params: { id } });
      runInAction(() => this.apply(essay));
      return true;
    } catch (error) {
      const pickedUp = error instanceof ApiError && error.code === ErrorCode.essayAlreadyPickedUp;
      runInAction(() => {
        this.cancelProblem = pickedUp ? 'already_picked_up' : 'failed';
      });
      // Picked up meanwhile: the row shows its tutor and no longer offers to cancel.
      if (pickedUp) await this.loadEssay(id);
      return false;
    } finally {
      runInAction(() => {
        this.cancelling = null;
      });
    }
  }

  clearCancelProblem(): void {
    this.cancelProblem = null;
  }

  /**
   * The reviewed PDF, saved by the browser. The server records the first download; its event moves
   * the row, and the essay is read again in case the socket is down.
   */
  async download(id: number): Promise<void> {
    this.downloading = id;
    this.downloadFailed = null;
    try {
      const file = await this.root.api.download('downloadEssay', { params: { id } });
      const title = this.essays.get(id)?.title ?? 'essay';
      this.save(file.blob, file.name ?? `${title}.pdf`);
      await this.loadEssay(id);
    } catch {
      runInAction(() => {
        this.downloadFailed = id;
      });
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }

  async rate(id: number, feedback: EssayFeedback): Promise<void> {
    this.rating = id;
    this.ratingFailed = null;
    try {
      const essay = await this.root.api.call('rateEssay', { params: { id }, body: feedback });
      runInAction(() => this.apply(essay));
    } catch {
      runInAction(() => {
        this.ratingFailed = id;
      });
    } finally {
      runInAction(() => {
        this.rating = null;
      });
    }
  }

  // ---- Handing work in ----

  setDraft<K extends keyof UploadDraft>(key: K, value: UploadDraft[K]): void {
    this.draft[key] = value;
    // A field the student changes no longer carries its old error.
    const field: UploadField = key === 'section' ? 'section_id' : key;
    this.problems = this.problems.filter((problem) => problem.field !== field);
  }

  /** Adds chosen files to a field, each refused at once (with its reason) when it cannot be sent. */
  addFiles(field: 'files' | 'teacher_instruction_files', chosen: readonly File[]): void {
    const max = field === 'files' ? ESSAY_MAX_FILES : ESSAY_MAX_INSTRUCTION_FILES;
    const problems: UploadProblem[] = [];
    const kept = [...this.draft[field]];
    for (const file of chosen) {
      const refusal = essayFileRefusal(file);
      if (refusal) problems.push({ field, code: refusal, file_name: file.name });
      else if (kept.length >= max)
        problems.push({ field, code: ErrorCode.uploadTooManyFiles, file_name: file.name });
      else kept.push(file);
    }
    this.draft[field] = kept;
    this.problems = [...this.problems.filter((problem) => problem.field !== field), ...problems];
  }

  removeFile(field: 'files' | 'teacher_instruction_files', index: number): void {
    this.draft[field] = this.draft[field].filter((_, at) => at !== index);
    this.problems = this.problems.filter((problem) => problem.field !== field);
  }

  problemsOf(field: UploadField): UploadProblem[] {
    return this.problems.filter((problem) => problem.field === field);
  }

  /** What the form lacks before it can be sent; empty when it can go. */
  private checkDraft(): UploadProblem[] {
    const draft = this.draft;
    const problems: UploadProblem[] = [];
    if (!draft.title.trim()) problems.push({ field: 'title', code: 'required' });
    else if (draft.title.trim().length > ESSAY_TITLE_MAX_LENGTH)
      problems.push({ field: 'title', code: 'too_long' });
    if (!draft.details.trim()) problems.push({ field: 'details', code: 'required' });
    if (draft.section === String(OTHER_SECTION_ID) && !draft.section_other.trim())
      problems.push({ field: 'section_other', code: 'required' });
    if (draft.files.length === 0) problems.push({ field: 'files', code: ErrorCode.uploadNoFile });
    return problems;
  }

  /** The essay just handed in, while the upload screen follows it. */
  get submitted(): EssayView | null {
    return this.submittedId === null ? null : (this.essays.get(this.submittedId) ?? null);
  }

  /**
   * Sends the form with its files. Every problem is said at its field and what was typed stays;
   * on success the draft is emptied and the essay followed through its conversion.
   */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    const problems = this.checkDraft();
    this.problems = problems;
    if (problems.length > 0) return false;
    this.sending = true;
    this.sendProgress = 0;
    this.submittedId = null;
    const sent = await this.post().then(
      (essay) => ({ essay }),
      (error: unknown) => ({ error }),
    );
    return runInAction(() => {
      this.sending = false;
      if ('error' in sent) {
        this.problems = uploadProblemsOf(sent.error);
        return false;
      }
      try {
        this.apply(sent.essay);
        this.submittedId = sent.essay.id;
        this.draft = emptyDraft();
        void this.followConversion(sent.essay.id);
        return true;
      } catch {
        this.problems = [{ field: 'form', code: 'failed' }];
        return false;
      }
    });
  }

  /**
   * The socket tells the conversion's progress; while it is down, the essay just handed in is read
   * again every few seconds, so the upload screen still sees the conversion end.
   */
  private async followConversion(id: number): Promise<void> {
    while (this.submittedId === id) {
      const state = this.essays.get(id)?.conversion.state;
      if (state === 'converted' || state === 'failed') return;
      if (this.root.connection.status !== 'connected') await this.loadEssay(id);
      await new Promise((resolve) => setTimeout(resolve, CONVERSION_POLL_MS));
    }
  }

  /** The upload screen's "hand in another": the followed essay is let go. */
  startAnother(): void {
    this.submittedId = null;
    this.problems = [];
    this.sendProgress = 0;
  }

  private post(): Promise<EssayView> {
    const draft = this.draft;
    const form = new FormData();
    form.append('title', draft.title.trim());
    form.append('details', draft.details.trim());
    if (draft.section !== '') form.append('section_id', draft.section);
    if (draft.section === String(OTHER_SECTION_ID)) form.append('section_other', draft.section_other.trim());
    form.append('submission_type', draft.submission_type);
    form.append('language_id', String(draft.language_id));
    for (const file of draft.files) form.append('files', file, file.name);
    for (const file of draft.teacher_instruction_files)
      form.append('teacher_instruction_files', file, file.name);
    return this.root.api.upload('uploadEssay', form, {
      onProgress: (fraction) =>
        runInAction(() => {
          this.sendProgress = Math.min(1, Math.max(this.sendProgress, fraction));
        }),
    });
  }

  /** Another identity: nothing of this student's stays. The draft's files go too. */
  clear(): void {
    this.essays.clear();
    this.lists.clear();
    this.filter = 'all';
    this.draft = emptyDraft();
    this.problems = [];
    this.sending = false;
    this.submittedId = null;
    this.cancelProblem = null;
  }
}
