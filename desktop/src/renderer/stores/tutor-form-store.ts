import { ApiError, NetworkError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { Subject } from '@lantern/shared/contracts/catalog';
import type { CreateTutor, TutorDetail } from '@lantern/shared/contracts/tutors-admin';
import { mayManage } from '@lantern/shared/domain/access/role-rank';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';
import {
  checkDraft,
  type DraftProblem,
  draftOf,
  EMPTY_DRAFT,
  problemsFromServer,
  type TutorDraft,
  type TutorDraftField,
  type TutorFormTab,
  tabOf,
} from './tutor-draft.js';

/** Why a save did not go through when no field is to blame; each has its own words. */
export type TutorSaveFailure = 'offline' | 'forbidden' | 'gone' | 'failed';

/** Why the tutor could not be read: gone (no tutor has this id) is not worth a retry. */
export type TutorLoadFailure = 'gone' | 'failed';

/** What a refused headshot upload says, by the server's code. */
export type HeadshotRefusal =
  'upload_too_large' | 'upload_type_refused' | 'upload_image_unreadable' | 'refused';

/** `linkTo`: the address a set-password link went to, when the tutor chooses their own password. */
export type TutorFormNotice =
  { kind: 'created'; username: string; linkTo: string | null } | { kind: 'saved' };

/** A topic of a chosen subject, labelled with its subject. */
/** A topic offered, with its subject for the label (the page names the subject in the reader's language). */
export type TopicChoice = Subject['availableTopics'][number] & { subject: Subject };

function saveFailureOf(error: unknown): TutorSaveFailure {
  if (error instanceof NetworkError || (error instanceof ApiError && error.status === 0)) return 'offline';
  if (error instanceof ApiError && error.status === 403) return 'forbidden';
  if (error instanceof ApiError && error.status === 404) return 'gone';
  return 'failed';
}

/**
 * The managers' tutor form (`services/tutors/create`, `services/tutors/edit/{tutorId}`): the tutor
 * as saved, the draft the manager types into, the rules it breaks (each naming the field and the
 * rule, checked with the contract the server uses), saving and its failures, and the headshot.
 * The form is read-only for an account holding a role above the manager's: the API would refuse
 * every change to it.
 */
export class TutorFormStore {
  /** The tutor being edited, or null for a new one. */
  tutorId: number | null = null;
  /** Between `open` and `close`: what the form holds is the page's. */
  opened = false;
  saved: TutorDetail | null = null;
  draft: TutorDraft = { ...EMPTY_DRAFT };
  problems: DraftProblem[] = [];
  failure: TutorSaveFailure | null = null;
  loadFailure: TutorLoadFailure | null = null;
  notice: TutorFormNotice | null = null;
  tab: TutorFormTab = 'profile';
  saving = false;
  headshotSending = false;
  headshotRefusal: HeadshotRefusal | null = null;
  /** The tutor just created: their edit form, opened next, says so. */
  private justCreated: { id: number; username: string; linkTo: string | null } | null = null;
  /** Which opening of the form an answer belongs to: a save finishing after the manager moved on to another tutor is not theirs. */
  private opening = 0;
  private readonly tutor: OnceLoader<TutorDetail>;

  constructor(
    private readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    this.tutor = new OnceLoader(
      () => this.api.call('tutor', { params: { id: this.tutorId ?? 0 } }),
      (tutor) => this.take(tutor),
      {
        failed: (error) => {
          this.loadFailure = error instanceof ApiError && error.status === 404 ? 'gone' : 'failed';
        },
      },
    );
    makeAutoObservable<TutorFormStore, 'root' | 'api' | 'tutor'>(
      this,
      { root: false, api: false, tutor: false },
      { autoBind: true },
    );
  }

  /** Whether the form holds this address's tutor (null: a new one), not the one shown before. */
  isOpenFor(tutorId: number | null): boolean {
    return this.opened && this.tutorId === tutorId;
  }

  get creating(): boolean {
    return this.tutorId === null;
  }

  /** A new tutor's form is ready at once; an existing one's once the tutor is read. */
  get status(): LoadStatus {
    if (this.creating) return 'loaded';
    return this.tutor.status === 'idle' ? 'loading' : this.tutor.status;
  }

  get readOnly(): boolean {
    return this.saved !== null && !mayManage(this.root.user.roles, this.saved.held_roles);
  }

  problemOf(field: TutorDraftField): DraftProblem | undefined {
    return this.problems.find((problem) => problem.field === field);
  }

  problemsOn(tab: TutorFormTab): number {
    return this.problems.filter((problem) => tabOf(problem.field) === tab).length;
  }

  /** The topics of the subjects chosen, each with its subject. */
  get topicChoices(): TopicChoice[] {
    return this.root.tutors.subjects
      .filter((subject) => this.draft.subjects.includes(subject.id))
      .flatMap((subject) => subject.availableTopics.map((topic) => ({ ...topic, subject })));
  }

  /** The concepts of the topics chosen, named with their topic. */
  get conceptChoices(): { id: number; label: string }[] {
    return this.topicChoices
      .filter((topic) => this.draft.topics.includes(topic.id))
      .flatMap((topic) =>
        topic.concepts.map((concept) => ({ id: concept.id, label: `${topic.name} · ${concept.name}` })),
      );
  }

  /** A fresh form for a new tutor (null) or one to edit, read again on each visit. */
  open(tutorId: number | null): void {
    this.opening += 1;
    this.tutor.reset();
    const created = this.justCreated;
    this.justCreated = null;
    this.tutorId = tutorId;
    this.opened = true;
    this.saved = null;
    this.draft = { ...EMPTY_DRAFT };
    this.problems = [];
    this.failure = null;
    this.loadFailure = null;
    this.notice =
      created && created.id === tutorId
        ? { kind: 'created', username: created.username, linkTo: created.linkTo }
        : null;
    this.tab = 'profile';
    this.saving = false;
    this.headshotSending = false;
    this.headshotRefusal = null;
    void this.root.tutors.loadCatalog();
    if (tutorId !== null) void this.tutor.load();
  }

  retry(): Promise<void> {
    this.loadFailure = null;
    void this.root.tutors.loadCatalog();
    return this.creating ? Promise.resolve() : this.tutor.load(true);
  }

  setTab(tab: TutorFormTab): void {
    this.tab = tab;
  }

  set<K extends TutorDraftField>(key: K, value: TutorDraft[K]): void {
    if (this.readOnly) return;
    this.draft = { ...this.draft, [key]: value };
  }

  /** Unticking a subject drops its topics, and a topic its concepts: they could not be taught. */
  setSubjects(subjects: number[]): void {
    this.set('subjects', subjects);
    this.setTopics(this.draft.topics.filter((id) => this.topicChoices.some((topic) => topic.id === id)));
  }

  setTopics(topics: number[]): void {
    this.set('topics', topics);
    const kept = new Set(this.conceptChoices.map((concept) => concept.id));
    this.set(
      'concepts',
      this.draft.concepts.filter((id) => kept.has(id)),
    );
  }

  /**
   * Checks the draft and saves it. Resolves with a new tutor once created (the page then opens
   * their edit form), otherwise null: saved in place, or refused with the field and rule to blame
   * or the reason no field explains.
   */
  async submit(): Promise<TutorDetail | null> {
    if (this.readOnly || this.saving || this.status !== 'loaded') return null;
    this.notice = null;
    this.failure = null;
    const checked = checkDraft(this.draft, this.creating);
    const problems = checked.ok ? this.ownRoleProblems() : checked.problems;
    if (!checked.ok || problems.length) {
      this.refuse(problems);
      return null;
    }
    this.problems = [];
    this.saving = true;
    const opening = this.opening;
    const id = this.tutorId;
    try {
      const tutor =
        id === null
          ? await this.api.call('createTutor', { body: checked.fields as CreateTutor })
          : await this.api.call('updateTutor', { params: { id }, body: checked.fields });
      if (opening !== this.opening) return null;
      if (id === null) {
        const linkTo = this.draft.password_link ? tutor.email : null;
        runInAction(() => (this.justCreated = { id: tutor.id, username: tutor.username, linkTo }));
        return tutor;
      }
      runInAction(() => {
        this.take(tutor);
        this.notice = { kind: 'saved' };
      });
      return null;
    } catch (error) {
      if (opening !== this.opening) return null;
      const fromServer = error instanceof ApiError ? problemsFromServer(error.details) : [];
      runInAction(() => {
        if (fromServer.length) this.refuse(fromServer);
        else this.failure = saveFailureOf(error);
      });
      return null;
    } finally {
      if (opening === this.opening) runInAction(() => (this.saving = false));
    }
  }

  /** Sends the picture, saved at once on its own (not with the draft). */
  async uploadHeadshot(file: File): Promise<void> {
    const id = this.tutorId;
    if (id === null || this.readOnly || this.headshotSending) return;
    const opening = this.opening;
    this.headshotSending = true;
    this.headshotRefusal = null;
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const tutor = await this.api.upload('tutorHeadshot', form, { params: { id } });
      if (opening === this.opening) runInAction(() => (this.saved = tutor));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (opening === this.opening)
        runInAction(() => {
          this.headshotRefusal =
            code === 'upload_too_large' ||
            code === 'upload_type_refused' ||
            code === 'upload_image_unreadable'
              ? code
              : 'refused';
        });
    } finally {
      if (opening === this.opening) runInAction(() => (this.headshotSending = false));
    }
  }

  /** Leaves the form: answers still on their way are dropped. */
  close(): void {
    this.opening += 1;
    this.opened = false;
    this.tutor.reset();
    this.saving = false;
    this.headshotSending = false;
  }

  clear(): void {
    this.close();
    this.justCreated = null;
    this.tutorId = null;
    this.saved = null;
    this.draft = { ...EMPTY_DRAFT };
    this.problems = [];
    this.failure = null;
    this.loadFailure = null;
    this.notice = null;
  }

  private take(tutor: TutorDetail): void {
    this.saved = tutor;
    this.draft = draftOf(tutor);
  }

  /** The problems take the manager to the first one's tab. */
  private refuse(problems: DraftProblem[]): void {
    this.problems = problems;
    if (problems[0]) this.tab = tabOf(problems[0].field);
  }

  /** The API refuses a manager changing their own role: the form says so before asking. */
  private ownRoleProblems(): DraftProblem[] {
    const own = this.saved !== null && this.saved.id === this.root.user.current?.id;
    return own && this.draft.role !== this.saved?.role ? [{ field: 'role', rule: 'own_role' }] : [];
  }
}
