import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/http-client.js';
import type {
  DistrictRetention,
  PrivacyDeletion,
  PrivacyDeletionScope,
  StudentAccess,
} from '../contracts/privacy.js';
import {
  RETENTION_KINDS,
  type RetentionKind,
  type RetentionPeriods,
  retentionRefusal,
} from '../domain/privacy/retention.js';
import { saveInBrowser } from '../ui/save-file.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

export interface Choice {
  id: number;
  name: string;
}

/** Why a retention period cannot be saved, as the form says it beside the field. */
export type RetentionFieldError = 'not_whole_days' | 'too_short' | 'too_long';

/** What the store needs from the world besides the API: saving files and a timer to follow a deletion. */
export interface PrivacyPorts {
  save(blob: Blob, fileName: string): void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserPorts: PrivacyPorts = {
  save: saveInBrowser,
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How often a deletion under way is asked where it stands. */
export const DELETION_POLL_MS = 1000;

const underWay = (deletion: PrivacyDeletion) => deletion.status === 'queued' || deletion.status === 'running';
const draftOf = (periods: RetentionPeriods) =>
  Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, periods[kind]?.toString() ?? ''])) as Record<
    RetentionKind,
    string
  >;
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '');

/**
 * A district's privacy operations, for whoever answers for its students' data (a superuser in the
 * console, the district manager on the web): its retention periods and the form changing them, its
 * deletion requests followed until each is done, and one student's access log, export and erasure.
 */
export class PrivacyStore {
  districtId: number | null = null;
  retention: DistrictRetention | null = null;
  /** The retention form: a field left empty keeps that kind for good. */
  draft: Record<RetentionKind, string> = draftOf({
    chat_messages: null,
    media: null,
    essays: null,
    whiteboards: null,
    recordings: null,
  });
  savingRetention = false;
  retentionSaved = false;
  retentionFailure: string | null = null;
  deletions: PrivacyDeletion[] = [];
  /** The student on screen (their Lantern id), with their access log. */
  studentId: number | null = null;
  accessLog: StudentAccess[] = [];
  requesting = false;
  /** Why the last erasure asked for was refused, and whether it was a student's or a school's. */
  requestFailure: { scope: PrivacyDeletionScope; reason: string } | null = null;
  /** What is being downloaded now: `certificate:<id>` or `export:<student id>`. */
  downloading: string | null = null;
  downloadFailed: string | null = null;
  /** A superuser's districts and the open district's schools, to choose from. */
  districts: Choice[] = [];
  schools: Choice[] = [];
  private readonly districtsLoader: OnceLoader<Choice[]>;
  private readonly schoolsLoader: OnceLoader<Choice[]>;
  private readonly retentionLoader: OnceLoader<DistrictRetention>;
  private readonly deletionsLoader: OnceLoader<PrivacyDeletion[]>;
  private readonly accessLoader: OnceLoader<StudentAccess[]>;
  private timer: unknown = null;

  constructor(
    private readonly api: ApiClient,
    private readonly ports: PrivacyPorts = browserPorts,
  ) {
    this.districtsLoader = new OnceLoader(
      async () =>
        (await this.api.call('districts', { query: { page: 1 } })).data.map(({ id, name }) => ({ id, name })),
      (districts) => {
        this.districts = districts;
      },
    );
    this.schoolsLoader = new OnceLoader(
      async () =>
        (await this.api.call('schools', { query: { page: 1, district_id: this.districtId! } })).data.map(
          ({ id, name }) => ({ id, name }),
        ),
      (schools) => {
        this.schools = schools;
      },
    );
    this.retentionLoader = new OnceLoader(
      () => this.api.call('districtRetention', { params: { id: this.districtId! } }),
      (retention) => this.takeRetention(retention),
    );
    this.deletionsLoader = new OnceLoader(
      () => this.api.call('privacyDeletions'),
      (deletions) => {
        this.deletions = deletions;
        this.follow();
      },
      { quiet: 'loading' },
    );
    this.accessLoader = new OnceLoader(
      () => this.api.call('studentAccessLog', { params: { id: this.studentId! } }),
      (log) => {
        this.accessLog = log;
      },
    );
    makeAutoObservable<
      PrivacyStore,
      | 'api'
      | 'ports'
      | 'districtsLoader'
      | 'schoolsLoader'
      | 'retentionLoader'
      | 'deletionsLoader'
      | 'accessLoader'
      | 'timer'
    >(
      this,
      {
        api: false,
        districtsLoader: false,
        schoolsLoader: false,
        ports: false,
        retentionLoader: false,
        deletionsLoader: false,
        accessLoader: false,
        timer: false,
      },
      { autoBind: true },
    );
  }

  get districtsState(): LoadStatus {
    return this.districtsLoader.status;
  }

  get retentionState(): LoadStatus {
    return this.retentionLoader.status;
  }

  get deletionsState(): LoadStatus {
    return this.deletionsLoader.status;
  }

  get accessLogState(): LoadStatus {
    return this.accessLoader.status;
  }

  /** The district's requests, newest first (a superuser's list holds every district's). */
  get districtDeletions(): PrivacyDeletion[] {
    return this.deletions.filter((row) => row.district_id === this.districtId);
  }

  /** The on-screen student's request, if one was made. */
  get studentDeletion(): PrivacyDeletion | null {
    return this.deletions.find((row) => row.scope === 'student' && row.target_id === this.studentId) ?? null;
  }

  /** Each field's refusal, or none: shown as the person types, checked again before saving. */
  get draftErrors(): Partial<Record<RetentionKind, RetentionFieldError>> {
    const errors: Partial<Record<RetentionKind, RetentionFieldError>> = {};
    for (const kind of RETENTION_KINDS) {
      const text = this.draft[kind].trim();
      if (!text) continue;
      const refusal = /^\d+$/.test(text) ? retentionRefusal(Number(text)) : 'not_whole_days';
      if (refusal) errors[kind] = refusal;
    }
    return errors;
  }

  /** Opens a district: its retention and its requests are read (again). */
  openDistrict(districtId: number): void {
    if (districtId !== this.districtId) {
      this.districtId = districtId;
      this.retention = null;
      this.retentionSaved = false;
      this.retentionFailure = null;
      this.retentionLoader.reset();
    }
    void this.retentionLoader.load();
    void this.deletionsLoader.load(true);
  }

  /** A superuser's districts (the first page: a select, not a search). */
  loadDistricts(force = false): void {
    void this.districtsLoader.load(force);
  }

  /** The open district's schools, for a superuser; a district manager's come with their home. */
  loadSchools(): void {
    if (this.districtId === null) return;
    this.schools = [];
    void this.schoolsLoader.load(true);
  }

  /** Schools known from elsewhere (the district manager's home). */
  setSchools(schools: readonly Choice[]): void {
    this.schools = schools.map(({ id, name }) => ({ id, name }));
  }

  retryDistrict(): void {
    void this.retentionLoader.load(true);
    void this.deletionsLoader.load(true);
  }

  setDraft(kind: RetentionKind, value: string): void {
    this.draft[kind] = value;
    this.retentionSaved = false;
  }

  /** Saves the form; false when a field is refused (here, or by the server, which says why). */
  async saveRetention(): Promise<boolean> {
    if (this.districtId === null || this.savingRetention) return false;
    if (Object.keys(this.draftErrors).length) return false;
    const body = Object.fromEntries(
      RETENTION_KINDS.map((kind) => [kind, this.draft[kind].trim() ? Number(this.draft[kind]) : null]),
    ) as RetentionPeriods;
    this.savingRetention = true;
    this.retentionFailure = null;
    try {
      const saved = await this.api.call('updateDistrictRetention', {
        params: { id: this.districtId },
        body,
      });
      runInAction(() => {
        this.takeRetention(saved);
        this.retentionSaved = true;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.retentionFailure = messageOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.savingRetention = false;
      });
    }
  }

  /** Puts the form back as saved. */
  resetDraft(): void {
    if (this.retention) this.draft = draftOf(this.retention.periods);
    this.retentionSaved = false;
  }

  /** Opens a student by their Lantern id: their access log is read. */
  openStudent(studentId: number): void {
    if (studentId !== this.studentId) {
      this.studentId = studentId;
      this.accessLog = [];
      this.requestFailure = null;
      this.accessLoader.reset();
    }
    void this.accessLoader.load(true);
  }

  closeStudent(): void {
    this.studentId = null;
    this.accessLog = [];
    this.accessLoader.reset();
  }

  /** Asks for an erasure; the request is then followed until it is done. False when refused. */
  async requestDeletion(scope: PrivacyDeletionScope, targetId: number): Promise<boolean> {
    if (this.requesting) return false;
    this.requesting = true;
    this.requestFailure = null;
    try {
      const requested = await this.api.call('requestPrivacyDeletion', {
        body: { scope, target_id: targetId },
      });
      runInAction(() => this.take(requested));
      return true;
    } catch (error) {
      runInAction(() => {
        this.requestFailure = { scope, reason: messageOf(error) };
      });
      return false;
    } finally {
      runInAction(() => {
        this.requesting = false;
      });
    }
  }

  downloadCertificate(deletionId: number): Promise<void> {
    return this.download(`certificate:${deletionId}`, async () => {
      const file = await this.api.download('privacyDeletionCertificate', { params: { id: deletionId } });
      this.ports.save(file.blob, file.name ?? `lantern-deletion-certificate-${deletionId}.pdf`);
    });
  }

  downloadExport(studentId: number): Promise<void> {
    return this.download(`export:${studentId}`, async () => {
      const file = await this.api.download('studentDataExport', { params: { id: studentId } });
      this.ports.save(file.blob, file.name ?? `lantern-student-${studentId}.zip`);
    });
  }

  clear(): void {
    this.ports.clearTimeout(this.timer);
    this.timer = null;
    this.districtId = null;
    this.retention = null;
    this.deletions = [];
    this.retentionLoader.reset();
    this.deletionsLoader.reset();
    this.districtsLoader.reset();
    this.schoolsLoader.reset();
    this.districts = [];
    this.schools = [];
    this.closeStudent();
    this.requestFailure = null;
    this.retentionFailure = null;
    this.downloading = null;
    this.downloadFailed = null;
  }

  private async download(what: string, run: () => Promise<void>): Promise<void> {
    this.downloading = what;
    this.downloadFailed = null;
    try {
      await run();
    } catch {
      runInAction(() => {
        this.downloadFailed = what;
      });
    } finally {
      runInAction(() => {
        if (this.downloading === what) this.downloading = null;
      });
    }
  }

  private takeRetention(retention: DistrictRetention): void {
    this.retention = retention;
    this.draft = draftOf(retention.periods);
  }

  /** One request's newest state, in the list's place (or first, when new). */
  private take(deletion: PrivacyDeletion): void {
    const at = this.deletions.findIndex((row) => row.id === deletion.id);
    const finished = deletion.status === 'done' && this.deletions[at]?.status !== 'done';
    if (at === -1) this.deletions.unshift(deletion);
    else this.deletions[at] = deletion;
    // The erasure took the student's access log with it: what is on screen is read again.
    if (finished && deletion.scope === 'student' && deletion.target_id === this.studentId)
      void this.accessLoader.load(true);
    this.follow();
  }

  /** While a request is under way, it is asked about every second; nothing else keeps it live. */
  private follow(): void {
    if (this.timer !== null || !this.deletions.some(underWay)) return;
    this.timer = this.ports.setTimeout(() => void this.poll(), DELETION_POLL_MS);
  }

  private async poll(): Promise<void> {
    this.timer = null;
    const pending = this.deletions.filter(underWay);
    const answers = await Promise.allSettled(
      pending.map((row) => this.api.call('privacyDeletion', { params: { id: row.id } })),
    );
    runInAction(() => {
      for (const answer of answers) if (answer.status === 'fulfilled') this.take(answer.value);
      this.follow();
    });
  }
}
