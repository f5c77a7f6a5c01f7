import { ApiError } from '@lantern/shared/client/api-error';
import type { AdministeredUser, UserList } from '@lantern/shared/contracts/customer-users';
import type { SectionDetail, SectionPerson } from '@lantern/shared/contracts/sections';
import { FakeApi, settle } from '@lantern/shared/state/test-support';
import { describe, expect, it } from 'vitest';
import { draftOf, SectionsStore } from './sections-store.js';

const person = (id: number): SectionPerson => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  username: `user${id}`,
});

const section = (overrides: Partial<SectionDetail> = {}): SectionDetail => ({
  id: 7,
  name: 'Robotics',
  school: { id: 3, name: 'Harbour High' },
  course: { id: 11, name: 'Engineering', subjects: [{ id: 1, name: 'Math' }] },
  teachers: [person(1)],
  students: [person(2), person(3)],
  rostered: false,
  ...overrides,
});

const userList = (ids: number[]): UserList => ({
  data: ids.map((id) => ({ ...person(id), role: 'student' }) as unknown as AdministeredUser),
  meta: {
    pagination: { total: ids.length, count: ids.length, per_page: 25, current_page: 1, total_pages: 1 },
  },
});

const emptyPage = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 } },
};

describe('SectionsStore', () => {
  it('should send only who joins and who leaves when a section is saved', async () => {
    const api = new FakeApi({
      sectionDetail: () => section(),
      updateSection: () => section(),
      sectionsFilter: () => emptyPage,
    });
    const store = new SectionsStore(api, 3);
    await store.edit(7);
    const draft = draftOf(store.editing!);
    expect(await store.save({ ...draft, teachers: [person(4)], students: [person(3), person(5)] })).toBe(
      true,
    );
    const update = api.calls.find((call) => call.name === 'updateSection')!.options;
    expect(update).toMatchObject({
      params: { id: 7 },
      body: {
        name: 'Robotics',
        course_name: 'Engineering',
        subject_ids: [1],
        add_teacher_ids: [4],
        remove_teacher_ids: [1],
        add_student_ids: [5],
        remove_student_ids: [2],
      },
    });
  });

  it('should make a new section in its school with everyone chosen', async () => {
    const api = new FakeApi({ createSection: () => section(), sectionsFilter: () => emptyPage });
    const store = new SectionsStore(api, 3);
    await store.edit(null);
    await store.save({
      name: 'Chess',
      course_name: '',
      subject_ids: [],
      teachers: [person(1)],
      students: [person(2)],
    });
    expect(api.calls.find((call) => call.name === 'createSection')!.options.body).toEqual({
      name: 'Chess',
      school_id: 3,
      course_name: '',
      subject_ids: [],
      teacher_ids: [1],
      student_ids: [2],
    });
  });

  it('should keep the server’s words on the field it names when a save is refused', async () => {
    const api = new FakeApi({
      createSection: () => {
        throw new ApiError(
          400,
          'validation_failed',
          'student_ids: 9 is not an active student of this school',
          {
            issues: [
              {
                field: 'student_ids',
                rule: 'school',
                message: 'student_ids: 9 is not an active student of this school',
              },
            ],
          },
        );
      },
    });
    const store = new SectionsStore(api, 3);
    expect(
      await store.save({ name: 'X', course_name: '', subject_ids: [], teachers: [], students: [person(9)] }),
    ).toBe(false);
    expect(store.refusal).toEqual({
      fields: { student_ids: 'student_ids: 9 is not an active student of this school' },
      message: null,
    });
  });

  it('should show the answer to the newest search when an older one comes back last', async () => {
    let release: (value: UserList) => void = () => undefined;
    const api = new FakeApi({
      users: ({ query }) =>
        query?.search === 'ol' ? new Promise<UserList>((resolve) => (release = resolve)) : userList([8]),
    });
    const store = new SectionsStore(api, 3);
    const older = store.findPeople('student', 'ol');
    await store.findPeople('student', 'olive');
    release(userList([6, 7]));
    await older;
    await settle();
    expect(store.found.student.map((found) => found.id)).toEqual([8]);
    expect(api.calls.at(-1)!.options.query).toEqual({
      role: 'student',
      school_id: 3,
      status: 'active',
      search: 'olive',
    });
  });
});
