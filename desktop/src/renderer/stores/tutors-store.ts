import type { ApiClient } from '@lantern/shared/client/http-client';
import type { IncompleteAssessments } from '@lantern/shared/contracts/assessments';
import type { Language, Subject } from '@lantern/shared/contracts/catalog';
import type { Pagination } from '@lantern/shared/contracts/envelope';
import type {
  TutorListOrder,
  TutorListRole,
  TutorList,
  TutorListRow,
} from '@lantern/shared/contracts/tutors-admin';
import { type KeyedLoad, KeyedLoads } from '@lantern/shared/state/keyed-loads';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable } from 'mobx';
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

/**
 * The managers' tutors screens: the list a page at a time with the spec's filters (each change
 * asks the server again, from the first page), the catalogue the filters and the form choose from,
 * and each tutor's assessments not submitted yet. The form itself is `TutorFormStore`'s.
 */
export class TutorsStore {
  filters: TutorFilters = { ...NO_FILTERS };
  page = 1;
  rows: TutorListRow[] = [];
  pagination: Pagination | null = null;
  languages: Language[] = [];
  subjects: Subject[] = [];
  /** Only the newest request's answer is shown: filters change faster than the server answers. */
  private readonly list: OnceLoader<TutorList>;
  private readonly catalog: OnceLoader<[Language[], Subject[]]>;
  /** Each tutor's post-session assessments not submitted yet, for their edit form. */
  private readonly pending: KeyedLoads<number, IncompleteAssessments>;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.list = new OnceLoader(
      () => this.api.call('tutors', { query: this.query }),
      (list) => {
        this.rows = list.data;
        this.pagination = list.meta.pagination;
      },
    );
    this.catalog = new OnceLoader(
      () => Promise.all([this.api.call('languages'), this.api.call('subjects')]),
      ([languages, subjects]) => {
        this.languages = (languages as Language[]).filter((language) => language.tutorable);
        this.subjects = subjects;
      },
    );
    this.pending = new KeyedLoads((id) => this.api.call('incompleteAssessments', { params: { id } }));
    makeAutoObservable<TutorsStore, 'api' | 'list' | 'catalog' | 'pending'>(this, {
      root: false,
      api: false,
      list: false,
      catalog: false,
      pending: false,
    });
  }

  get state(): LoadStatus {
    return this.list.status;
  }

  get catalogState(): LoadStatus {
    return this.catalog.status;
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

  load(): Promise<void> {
    return this.list.load(true);
  }

  /** The languages and subjects, once. */
  loadCatalog(): Promise<void> {
    return this.catalog.load();
  }

  /** The tutor's assessments not submitted yet, read again on each visit to their form. */
  loadIncompleteAssessments(id: number): Promise<void> {
    return this.pending.load(id, true);
  }

  incompleteAssessments(id: number): KeyedLoad<IncompleteAssessments, 'failed'> | undefined {
    return this.pending.get(id);
  }

  /** E-mails the tutor a link to choose their own password; resolves with the address it went to. */
  async sendPasswordLink(id: number): Promise<string> {
    return (await this.api.call('sendPasswordLink', { body: { user_id: id } })).email;
  }

  clear(): void {
    this.list.reset();
    this.pending.clear();
    this.filters = { ...NO_FILTERS };
    this.page = 1;
    this.rows = [];
    this.pagination = null;
  }
}
