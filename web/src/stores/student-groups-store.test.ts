import type { Pagination } from '@lantern/shared/contracts/envelope';
import type { RoleName } from '@lantern/shared/contracts/roles';
import { describe, expect, it } from 'vitest';
import { openStudentGroups } from './student-groups-store.js';
import { makeStores, makeUser, settle, signInAs } from './test-support.js';

const pagination: Pagination = { total: 0, count: 0, per_page: 25, current_page: 1, total_pages: 1 };
const empty = { data: [], meta: { pagination } };

/** Which call the members dialog's list made, for each step, as the role given. */
async function askedAs(role: RoleName, steps: (store: ReturnType<typeof openStudentGroups>) => void[]) {
  const { stores, api } = makeStores();
  await signInAs(stores, api, makeUser({ role, roles: [role] }));
  const asked: string[] = [];
  for (const name of ['teacherStudents', 'searchGroupUsers', 'studentGroupUsers'] as const)
    api.handlers[name] = (options) => {
      asked.push(`${name} ${JSON.stringify({ ...options.params, ...options.query })}`);
      return empty;
    };
  const store = openStudentGroups(stores);
  steps(store);
  await settle();
  return asked;
}

describe('StudentGroupsStore candidates', () => {
  it('should list a teacher’s own students, searched by any text, and search the reach from two letters', async () => {
    expect(
      await askedAs('teacher', (store) => [
        store.openCandidates(4),
        store.searchCandidates('n'),
        store.searchCandidates(' no '),
      ]),
    ).toEqual([
      'teacherStudents {"page":1}',
      'teacherStudents {"page":1,"search":"n"}',
      'searchGroupUsers {"query":"no","page":1}',
    ]);
  });

  it('should show an administrator the group’s members until a search of two letters or more', async () => {
    expect(
      await askedAs('administrator', (store) => [
        store.openCandidates(4),
        store.searchCandidates('n'),
        store.searchCandidates('noor'),
      ]),
    ).toEqual([
      'studentGroupUsers {"id":4,"page":1}',
      'studentGroupUsers {"id":4,"page":1}',
      'searchGroupUsers {"query":"noor","page":1}',
    ]);
  });
});
