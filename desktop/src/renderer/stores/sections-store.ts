import type { ApiClient } from '@lantern/shared/client/http-client';
import type { AdministeredUser } from '@lantern/shared/contracts/customer-users';
import type { SectionDetail, SectionList, SectionPerson } from '@lantern/shared/contracts/sections';
import { OnceLoader } from '@lantern/shared/state/once-loader';
import { PagedRead } from '@lantern/shared/state/paged-read';
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type SaveRefusal } from './customer-forms.js';

export type SectionMember = 'teacher' | 'student';

/** What the section dialog holds: the section's fields and its people as they will be saved. */
export interface SectionDraft {
  name: string;
  course_name: string;
  subject_ids: number[];
  teachers: SectionPerson[];
  students: SectionPerson[];
}

export const emptySectionDraft = (): SectionDraft => ({
  name: '',
  course_name: '',
  subject_ids: [],
  teachers: [],
  students: [],
});

export function draftOf(section: SectionDetail): SectionDraft {
  return {
    name: section.name,
    course_name: section.course?.name ?? '',
    subject_ids: section.course?.subjects.map((subject) => subject.id) ?? [],
    teachers: section.teachers,
    students: section.students,
  };
}

const ids = (people: readonly SectionPerson[]) => people.map((person) => person.id);
const without = (list: readonly number[], taken: readonly number[]) => {
  const gone = new Set(taken);
  return list.filter((id) => !gone.has(id));
};

const asPerson = (user: AdministeredUser): SectionPerson => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
});

/**
 * A school's sections on its page: the list (search, a page at a time), one section opened to
 * edit, saving a new or changed one (people added and taken out, as the API takes them), and the
 * school's teachers and students found by name to add.
 */
export class SectionsStore {
  search = '';
  saving = false;
  refusal: SaveRefusal | null = null;
  /** The section open in the dialog: null for a new one. */
  editing: SectionDetail | null = null;
  editState: 'idle' | 'loading' | 'error' = 'idle';
  /** The section asked for last, to ask again after a failure. */
  private asked: number | null = null;
  private readonly questions: Record<SectionMember, number> = { teacher: 0, student: 0 };
  subjects: { id: number; name: string }[] = [];
  /** Each picker's people found by name, of the school and holding its role. */
  found: Record<SectionMember, SectionPerson[]> = { teacher: [], student: [] };
  findFailed: Record<SectionMember, boolean> = { teacher: false, student: false };
  readonly sections: PagedRead<SectionList>;
  private readonly subjectsLoader: OnceLoader<{ id: number; name: string }[]>;

  constructor(
    private readonly api: ApiClient,
    readonly schoolId: number,
  ) {
    this.sections = new PagedRead((page) =>
      this.api.call('sectionsFilter', {
        query: { page, school_id: schoolId, ...(this.search ? { search: this.search } : {}) },
      }),
    );
    this.subjectsLoader = new OnceLoader(
      async () => (await this.api.call('subjects')).map(({ id, name }) => ({ id, name })),
      (subjects) => {
        this.subjects = subjects;
      },
    );
    makeAutoObservable<SectionsStore, 'api' | 'subjectsLoader' | 'asked' | 'questions'>(
      this,
      { api: false, subjectsLoader: false, asked: false, questions: false },
      { autoBind: true },
    );
  }

  open(): void {
    this.sections.open();
    void this.subjectsLoader.load();
  }

  filter(search: string): Promise<void> {
    this.search = search.trim();
    return this.sections.load(1);
  }

  /** Opens the dialog on a section (its people read afresh) or, with null, on a new one. */
  async edit(sectionId: number | null): Promise<void> {
    this.refusal = null;
    this.found = { teacher: [], student: [] };
    this.editing = null;
    this.asked = sectionId;
    if (sectionId === null) {
      this.editState = 'idle';
      return;
    }
    this.editState = 'loading';
    try {
      const section = await this.api.call('sectionDetail', { params: { id: sectionId } });
      runInAction(() => {
        // A section asked for since, or a new one, wins over this answer.
        if (this.asked !== sectionId) return;
        this.editing = section;
        this.editState = 'idle';
      });
    } catch {
      runInAction(() => {
        if (this.asked === sectionId) this.editState = 'error';
      });
    }
  }

  retryEdit(): Promise<void> {
    return this.edit(this.asked);
  }

  /** Typing asks again before the last answer is back: the newest question's answer wins. */
  async findPeople(role: SectionMember, search: string): Promise<void> {
    const question = (this.questions[role] += 1);
    try {
      const found = await this.api.call('users', {
        query: {
          role,
          school_id: this.schoolId,
          status: 'active',
          ...(search.trim() ? { search: search.trim() } : {}),
        },
      });
      runInAction(() => {
        if (question !== this.questions[role]) return;
        this.found[role] = found.data.map(asPerson);
        this.findFailed[role] = false;
      });
    } catch {
      runInAction(() => {
        if (question === this.questions[role]) this.findFailed[role] = true;
      });
    }
  }

  /** Answers whether it was saved; a refusal stays on the store for the dialog. */
  async save(draft: SectionDraft): Promise<boolean> {
    this.saving = true;
    this.refusal = null;
    const before = this.editing;
    try {
      if (before === null)
        await this.api.call('createSection', {
          body: {
            name: draft.name,
            school_id: this.schoolId,
            course_name: draft.course_name,
            subject_ids: draft.subject_ids,
            teacher_ids: ids(draft.teachers),
            student_ids: ids(draft.students),
          },
        });
      else
        await this.api.call('updateSection', {
          params: { id: before.id },
          body: {
            name: draft.name,
            course_name: draft.course_name,
            subject_ids: draft.subject_ids,
            add_teacher_ids: without(ids(draft.teachers), ids(before.teachers)),
            remove_teacher_ids: without(ids(before.teachers), ids(draft.teachers)),
            add_student_ids: without(ids(draft.students), ids(before.students)),
            remove_student_ids: without(ids(before.students), ids(draft.students)),
          },
        });
      void this.sections.load(before === null ? 1 : this.sections.page);
      return true;
    } catch (error) {
      runInAction(() => {
        this.refusal = refusalOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  clearRefusal(): void {
    this.refusal = null;
  }
}
