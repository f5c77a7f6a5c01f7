import type { Home } from '@lantern/shared/contracts/home';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const noTutors = { tutors_total: 0, tutors_active: 0, essay_reviewers: 0, tutors: [] };
const managerHome: Home = {
  kind: 'tutor-manager',
  tutors_total: 4,
  tutors_active: 2,
  essay_reviewers: 1,
  tutors: [
    { id: 4, name: 'Zoe Zhang', status: 'active', essay_review: false, languages: ['en'] },
    { id: 3, name: 'Ana Alvarez', status: 'inactive', essay_review: true, languages: ['es'] },
    { id: 2, name: 'Ben Brown', status: 'active', essay_review: true, languages: ['en', 'fr'] },
    { id: 1, name: 'Abe Adams', status: 'inactive', essay_review: false, languages: [] },
  ],
};

describe('HomeStore', () => {
  it('should list active tutors first, then by name', async () => {
    const { root } = makeRoot({ meHome: () => managerHome });
    await root.home.load();
    expect(root.home.state).toBe('loaded');
    expect(root.home.tutorList.map((tutor) => tutor.name)).toEqual([
      'Ben Brown',
      'Zoe Zhang',
      'Abe Adams',
      'Ana Alvarez',
    ]);
    expect(root.home.tutorsOverview?.tutors_active).toBe(2);
    expect(root.home.tutorHome).toBeNull();
  });

  it('should narrow the tutors by name or language and by status', async () => {
    const { root } = makeRoot({ meHome: () => managerHome });
    await root.home.load();
    const names = (query: string, status: 'all' | 'active' | 'inactive') =>
      root.home.tutorsMatching(query, status).map((tutor) => tutor.name);
    expect(names('  ZOE ', 'all')).toEqual(['Zoe Zhang']);
    expect(names('FR', 'all')).toEqual(['Ben Brown']);
    expect(names('', 'inactive')).toEqual(['Abe Adams', 'Ana Alvarez']);
    expect(names('a', 'active')).toEqual(['Zoe Zhang']);
    expect(names('nobody', 'all')).toEqual([]);
    const spelled = (code: string) => ({ fr: 'français', es: 'español' })[code] ?? code;
    expect(root.home.tutorsMatching('franç', 'all', spelled).map((tutor) => tutor.name)).toEqual([
      'Ben Brown',
    ]);
  });

  it('should order role counts from the largest and add them up', async () => {
    const { root } = makeRoot({
      meHome: () => ({
        ...noTutors,
        kind: 'superuser',
        districts: 1,
        schools: 3,
        users_by_role: [
          { role: 'teacher', count: 12 },
          { role: 'student', count: 240 },
          { role: 'tutor', count: 12 },
        ],
      }),
    });
    await root.home.load();
    expect(root.home.roleCounts.map((entry) => entry.role)).toEqual(['student', 'teacher', 'tutor']);
    expect(root.home.totalUsers).toBe(264);
  });

  it('should show an error state when the home data cannot be loaded', async () => {
    const { root } = makeRoot({
      meHome: () => {
        throw new Error('offline');
      },
    });
    await root.home.load();
    expect(root.home.state).toBe('error');
  });

  it('should drop an answer that arrives after the role changed', async () => {
    let answer: (home: Home) => void = () => undefined;
    const { root, api } = makeRoot({ meHome: () => new Promise<Home>((resolve) => (answer = resolve)) });
    const stale = root.home.load();
    const staleAnswer = answer;
    api.handlers.meHome = () => managerHome;
    await root.home.load();
    staleAnswer({ ...noTutors, kind: 'superuser', districts: 0, schools: 0, users_by_role: [] });
    await stale;
    expect(root.home.tutorsOverview?.tutors_total).toBe(4);
    expect(root.home.superuserHome).toBeNull();
  });

  it('should load the home of each console role the user switches to', async () => {
    const manager = makeUser({
      username: 'superuser',
      role: 'superuser',
      roles: ['superuser', 'tutor-manager'],
    });
    const { root, api } = makeRoot({
      login: () => loginResponse(manager),
      switchRole: () => loginResponse({ ...manager, role: 'tutor-manager' }),
      meHome: () => ({ ...noTutors, kind: 'superuser', districts: 1, schools: 2, users_by_role: [] }),
    });
    const stop = root.start();
    await root.session.signIn({ username: 'superuser', password: 'x' });
    await settle();
    expect(root.home.superuserHome?.schools).toBe(2);
    api.handlers.meHome = () => managerHome;
    await root.user.switchRole('tutor-manager');
    await settle();
    expect(root.home.tutorsOverview?.tutors_total).toBe(4);
    stop();
  });
});
