import type { TutorList, TutorListRow } from '@lantern/shared/contracts/tutors-admin';
import { describe, expect, it } from 'vitest';
import { makeRoot, managerSignIn, settle } from './test-support.js';

const row = (id: number, name: string): TutorListRow => ({
  id,
  role: 'tutor',
  name,
  is_new: false,
  tutor_since: 1_700_000_000,
  status: 1,
  pending_assessments: 0,
});

const page = (rows: TutorListRow[], total = rows.length): TutorList => ({
  data: rows,
  meta: {
    pagination: {
      total,
      count: rows.length,
      per_page: 25,
      current_page: 1,
      total_pages: Math.max(1, Math.ceil(total / 25)),
    },
  },
});

async function openTutors(answer: (query: Record<string, unknown>) => TutorList | Promise<TutorList>) {
  const harness = makeRoot({
    ...managerSignIn(),
    languages: () => [
      { id: 1, language: 'English', abbreviation: 'en', tutorable: true },
      { id: 4, language: 'Español', abbreviation: 'es', tutorable: true },
    ],
    subjects: () => [
      {
        id: 1,
        name: 'Math',
        availableTopics: [{ id: 10, name: 'Algebra', concepts: [] }],
      },
    ],
    tutors: (options) => answer(options?.query ?? {}),
  });
  await harness.root.session.signIn({ username: 'manager', password: 'x' });
  harness.root.tutors.open();
  await settle();
  return harness;
}

describe('TutorsStore', () => {
  it('should ask for the first page with only the filters that are set, in the query the API reads', async () => {
    const { root, api } = await openTutors(() => page([row(1, 'Jordan Lee')]));
    expect(root.tutors.rows.map((tutor) => tutor.name)).toEqual(['Jordan Lee']);
    expect(root.tutors.topics).toEqual([{ id: 10, name: 'Algebra', subject: 'Math' }]);

    root.tutors.setFilter('roles', ['tutor-manager']);
    root.tutors.setFilter('topics', [10, 12]);
    root.tutors.setFilter('status', 'inactive');
    root.tutors.setFilter('sessionLanguage', 4);
    root.tutors.setFilter('notScheduledOn', '2026-11-24');
    root.tutors.setFilter('search', '  lee ');
    await settle();
    const last = api.calls.filter((call) => call.name === 'tutors').at(-1);
    expect(last?.options.query).toEqual({
      page: 1,
      orderBy: 'name',
      search: 'lee',
      notScheduledOn: '2026-11-24',
      roles: 'tutor-manager',
      topics: '10,12',
      status: 0,
      sessionLanguage: 4,
      essayLanguage: undefined,
    });
    expect(root.tutors.filtered).toBe(true);
    root.tutors.clearFilters();
    expect(root.tutors.filtered).toBe(false);
  });

  it("should show only the newest request's answer when filters change faster than the server answers", async () => {
    const answers: ((list: TutorList) => void)[] = [];
    const { root } = await openTutors(() => new Promise<TutorList>((resolve) => answers.push(resolve)));
    root.tutors.setFilter('search', 'jordan');
    answers[1]!(page([row(2, 'Jordan Lee')]));
    await settle();
    answers[0]!(page([row(1, 'Everyone')], 12));
    await settle();
    expect(root.tutors.rows.map((tutor) => tutor.name)).toEqual(['Jordan Lee']);
    expect(root.tutors.pagination?.total).toBe(1);
  });

  it('should go back to the first page when a filter changes', async () => {
    const { root, api } = await openTutors(() => page([row(1, 'A')], 60));
    root.tutors.setPage(3);
    await settle();
    expect(api.calls.filter((call) => call.name === 'tutors').at(-1)?.options.query?.page).toBe(3);
    root.tutors.setFilter('essayLanguage', 1);
    await settle();
    expect(root.tutors.page).toBe(1);
    expect(api.calls.filter((call) => call.name === 'tutors').at(-1)?.options.query).toMatchObject({
      page: 1,
      essayLanguage: 1,
    });
  });

  it("should read a tutor's pending assessments again on each visit to their form, and say when it cannot", async () => {
    const { root, api } = await openTutors(() => page([]));
    api.handlers.incompleteAssessments = () => ({ count: 0, data: [] });
    await root.tutors.loadIncompleteAssessments(7);
    expect(root.tutors.incompleteAssessments(7)?.value).toEqual({ count: 0, data: [] });
    api.handlers.incompleteAssessments = () => {
      throw new Error('offline');
    };
    await root.tutors.loadIncompleteAssessments(7);
    expect(root.tutors.incompleteAssessments(7)?.status).toBe('error');
    expect(api.called('incompleteAssessments')).toBe(2);
  });
});
