import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { IncompleteAssessments } from '@lantern/shared/contracts/assessments';
import type { Language, Subject } from '@lantern/shared/contracts/catalog';
import type { Pagination } from '@lantern/shared/contracts/envelope';
import type {
  CreateTutor,
  TutorDetail,
  TutorFields,
  TutorListOrder,
  TutorListRole,
  TutorListRow,
} from '@lantern/shared/contracts/tutors-admin';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from './home-store.js';
import type { RootStore } from './root-store.js';

export interface TutorFilters {
  search: string;
  orderBy: TutorListOrder;
  /** yyyy-mm-dd, or '' for any day. */
  notScheduledOn: string;
  roles: TutorListRole[];
  topics: number[];
  status: 'all' | 'active' | 'inactive';
  sessionLanguage: number | null;
  essayLanguage: number | null;
}

export const NO_FILTERS: TutorFilters = {
  search: '',
  orderBy: 'name',
  notScheduledOn: '',
  roles: [],
  topics: [],
  status: 'all',
  sessionLanguage: null,
  essayLanguage: null,
};

/** What a refused headshot upload says, by the server's code. */
export type HeadshotRefusal =
  'upload_too_large' | 'upload_type_refused' | 'upload_image_unreadable' | 'refused';

/**
 * The managers' tutors screens: the list a page at a time with the spec's filters (each change
 * asks the server again, from the first page), the catalogue the filters and the form choose from,
 * and loading, creating and saving one tutor.
 */
export class TutorsStore {
  filters: TutorFilters = { ...NO_FILTERS };
  page = 1;
  rows: TutorListRow[] = [];
  pagination: Pagination | null = null;
  state: LoadState = 'idle';
  languages: Language[] = [];
  subjects: Subject[] = [];
  catalogState: LoadState = 'idle';
  /** Only the newest request's answer is shown: filters change faster than the server answers. */
  private request = 0;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<TutorsStore, 'api' | 'request'>(this, { root: false, api: false, request: false });
  }

  get filtered(): boolean {
    return JSON.stringify(this.filters) !== JSON.stringify(NO_FILTERS);
  }

  get topics(): { id: number; name: string; subject: string }[] {
    return this.subjects.flatMap((subject) =>
      subject.availableTopics.map((topic) => ({ id: topic.id, name: topic.name, subject: subject.name })),
    );
  }

  /** The query string the filters make; empty ones are left out. */
  get query(): Record<string, string | number | undefined> {
    const { search, orderBy, notScheduledOn, roles, topics, status, sessionLanguage, essayLanguage } =
      this.filters;
    return {
      page: this.page,
      orderBy,
      search: search.trim() || undefined,
      notScheduledOn: notScheduledOn || undefined,
      roles: roles.length ? roles.join(',') : undefined,
      topics: topics.length ? topics.join(',') : undefined,
      status: status === 'all' ? undefined : status === 'active' ? 1 : 0,
      sessionLanguage: sessionLanguage ?? undefined,
      essayLanguage: essayLanguage ?? undefined,
    };
  }

  open(): void {
    void this.loadCatalog();
    void this.load();
  }

  setFilter<K extends keyof TutorFilters>(key: K, value: TutorFilters[K]): void {
    this.filters[key] = value;
    this.page = 1;
    void this.load();
  }

  clearFilters(): void {
    this.filters = { ...NO_FILTERS };
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.state = 'loading';
    try {
      const list = await this.api.call('tutors', { query: this.query });
      if (request !== this.request) return;
      runInAction(() => {
        this.rows = list.data;
        this.pagination = list.meta.pagination;
        this.state = 'loaded';
      });
    } catch {
      if (request === this.request) runInAction(() => (this.state = 'error'));
    }
  }

  async loadCatalog(): Promise<void> {
    if (this.catalogState === 'loaded' || this.catalogState === 'loading') return;
    this.catalogState = 'loading';
    try {
      const [languages, subjects] = await Promise.all([
        this.api.call('languages'),
        this.api.call('subjects'),
      ]);
      runInAction(() => {
        this.languages = (languages as Language[]).filter((language) => language.tutorable);
        this.subjects = subjects;
        this.catalogState = 'loaded';
      });
    } catch {
      runInAction(() => (this.catalogState = 'error'));
    }
  }

  fetchTutor(id: number): Promise<TutorDetail> {
    return this.api.call('tutor', { params: { id } });
  }

  fetchIncompleteAssessments(id: number): Promise<IncompleteAssessments> {
    return this.api.call('incompleteAssessments', { params: { id } });
  }

  /** Creates (with credentials) or saves a tutor; the list shows the change next time it loads. */
  async save(id: number | null, fields: TutorFields | CreateTutor): Promise<TutorDetail> {
    const saved =
      id === null
        ? await this.api.call('createTutor', { body: fields as CreateTutor })
        : await this.api.call('updateTutor', { params: { id }, body: fields });
    void this.load();
    return saved;
  }

  /** Sends the picture; resolves with the tutor as saved, or rejects with why it was refused. */
  async uploadHeadshot(id: number, file: File): Promise<TutorDetail> {
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      return await this.api.upload('tutorHeadshot', form, { params: { id } });
    } catch (error) {
      const refused = error instanceof ApiError ? error : null;
      const code = refused?.code;
      const refusal: HeadshotRefusal =
        code === 'upload_too_large' || code === 'upload_type_refused' || code === 'upload_image_unreadable'
          ? code
          : 'refused';
      throw new ApiError(refused?.status ?? 0, refusal, refused?.message ?? refusal);
    }
  }

  clear(): void {
    this.filters = { ...NO_FILTERS };
    this.page = 1;
    this.rows = [];
    this.pagination = null;
    this.state = 'idle';
  }
}
