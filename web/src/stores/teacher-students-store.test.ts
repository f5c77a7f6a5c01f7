import { ApiError } from '@lantern/shared/client/api-error';
import type { TeacherStudentList } from '@lantern/shared/contracts/teacher-students';
import { describe, expect, it } from 'vitest';
import { openStudentGroups } from './student-groups-store.js';
import { openTeacherStudents } from './teacher-students-store.js';
import { makeStores } from './test-support.js';

const page = (n: number): TeacherStudentList => ({
  data: [],
  meta: { pagination: { total: 40, count: 0, per_page: 30, current_page: n, total_pages: 2 } },
});

describe('TeacherStudentsStore', () => {
  it('should ask for the first page again with the new search or order, turning the order round on the same column', async () => {
    const { stores, api } = makeStores();
    const asked: unknown[] = [];
    api.handlers.teacherStudents = (options) => {
      asked.push(options.query);
      return page((options.query as { page: number }).page);
    };
    const store = openTeacherStudents(stores);
    await store.list.load(2);
    store.setSearch('  noor ');
    store.sortBy('last_activity');
    store.sortBy('last_activity');
    await store.list.load(1);
    expect(asked).toEqual([
      { page: 2, order_by: 'name', order_by_dir: 'asc' },
      { page: 1, search: 'noor', order_by: 'name', order_by_dir: 'asc' },
      { page: 1, search: 'noor', order_by: 'last_activity', order_by_dir: 'desc' },
      { page: 1, search: 'noor', order_by: 'last_activity', order_by_dir: 'asc' },
      { page: 1, search: 'noor', order_by: 'last_activity', order_by_dir: 'asc' },
    ]);
  });

  it('should tell a student outside the teacher’s sections from a failed load', async () => {
    const { stores, api } = makeStores();
    api.handlers.teacherStudent = (options) => {
      if ((options.params as { id: number }).id === 9)
        throw new ApiError(404, 'not_found', 'No such student');
      throw new Error('offline');
    };
    const store = openTeacherStudents(stores);
    await store.loadStudent(9);
    await store.loadStudent(10);
    expect([store.student(9)?.problem, store.student(10)?.problem]).toEqual(['not_found', 'failed']);
  });
});

describe('StudentGroupsStore', () => {
  it('should keep a saved group, and give back a 422’s field and message without the field’s name', async () => {
    const { stores, api } = makeStores();
    const store = openStudentGroups(stores);
    api.handlers.createStudentGroup = () => ({ id: 3, name: 'Readers', users: [] });
    expect(await store.create('Readers')).toEqual({ ok: true });
    expect(store.ordered.map((group) => group.name)).toEqual(['Readers']);

    api.handlers.createStudentGroup = () => {
      throw new ApiError(422, 'validation_failed', 'name: taken', {
        issues: [
          { field: 'name', rule: 'unique', message: 'name: you already have a group called “Readers”' },
        ],
      });
    };
    expect(await store.create('readers')).toEqual({
      ok: false,
      field: 'name',
      message: 'you already have a group called “Readers”',
    });
    api.handlers.deleteStudentGroup = () => {
      throw new Error('offline');
    };
    expect(await store.remove(3)).toEqual({ ok: false, field: null, message: null });
    expect(store.groups.has(3)).toBe(true);
    expect(store.busy).toBeNull();
  });
});
