import { describe, expect, it } from 'vitest';
import { LICENCES } from '../licensing/licences.js';
import { type NavigationInput, navbarItems } from './navigation.js';

const everything = new Set([
  'student.dashboard',
  'student.classroom',
  'student.review-center',
  'student.assignments',
  'student.practice',
  'student.reading',
  'student.future-path',
  'student.paperlive',
  'teacher.dashboard',
  'teacher.students',
  'teacher.activity',
  'teacher.assignments',
  'teacher.practice',
  'teacher.user-groups',
  'teacher.reading',
  'teacher.grow-analytics',
  'teacher.settings',
  'teacher.resource-center',
  'teacher.academy',
  'tutor.dashboard',
  'tutor.availability',
  'tutor.classroom',
  'tutor.review-center',
  'tutor.practice',
  'tutor.content-library',
  'tutor.grow',
  'tutor.job-board',
  'tutor.training',
  'tutor.tutoring-tools',
  'tutor-manager.services',
  'tutor-manager.breaks-center',
  'tutor-manager.schedule',
  'tutor-manager.activity',
  'tutor-manager.session-reports',
  'superuser.dashboard',
  'superuser.customers',
  'superuser.services',
  'superuser.breaks-center',
  'superuser.session-reports',
  'superuser.email-communications',
  'superuser.activity',
  'superuser.job-board',
  'superuser.blog',
  'administrator.dashboard',
  'administrator.students',
  'administrator.student-groups',
  'administrator.activity',
  'administrator.grow-analytics',
  'administrator.metabase',
  'administrator.settings',
  'district-manager.dashboard',
  'district-manager.students',
  'district-manager.student-groups',
  'district-manager.activity',
  'district-manager.grow-analytics',
  'district-manager.settings',
]);

const school = { id: 1, country_code: 'US', features_live_help: true, features_essay_review: true };

const base = (role: string, overrides: Partial<NavigationInput> = {}): NavigationInput => ({
  role,
  available: everything,
  flags: {},
  licensingEnabled: false,
  licences: [],
  school,
  gradeGroup: 'middleAndHigh',
  ...overrides,
});

const ids = (input: NavigationInput) => navbarItems(input).map((item) => item.id);

describe('student navbar', () => {
  it('shows every ungated item in order for a fully featured school', () => {
    expect(ids(base('student'))).toEqual([
      'student.dashboard',
      'student.classroom',
      'student.review-center',
      'student.assignments',
      'student.practice',
      'student.reading',
      'student.future-path',
    ]);
  });

  it('describes each item with its target and an i18n key, not English text', () => {
    const [dashboard] = navbarItems(base('student'));
    expect(dashboard).toEqual({
      id: 'student.dashboard',
      labelKey: 'nav.student.dashboard',
      target: '/student/dashboard',
    });
  });

  it('opens reading by full page load', () => {
    const reading = navbarItems(base('student')).find((item) => item.id === 'student.reading');
    expect(reading).toMatchObject({ target: '/reading', external: true });
  });

  it('hides the dashboard for school 134', () => {
    expect(ids(base('student', { school: { ...school, id: 134 } }))).not.toContain('student.dashboard');
  });

  it('hides the classroom without the school live-help feature', () => {
    expect(ids(base('student', { school: { ...school, features_live_help: false } }))).not.toContain(
      'student.classroom',
    );
  });

  it('hides the review center without the school essay-review feature', () => {
    expect(ids(base('student', { school: { ...school, features_essay_review: false } }))).not.toContain(
      'student.review-center',
    );
  });

  it('hides classroom and review center for a student without a school', () => {
    const shown = ids(base('student', { school: null }));
    expect(shown).not.toContain('student.classroom');
    expect(shown).not.toContain('student.review-center');
  });

  it('puts the reviewed-essays count on the review center', () => {
    const item = navbarItems(base('student', { reviewedEssaysCount: 4 })).find(
      (candidate) => candidate.id === 'student.review-center',
    );
    expect(item?.badge).toBe(4);
  });

  it('leaves the badge off when no essay is newly reviewed', () => {
    const item = navbarItems(base('student', { reviewedEssaysCount: 0 })).find(
      (candidate) => candidate.id === 'student.review-center',
    );
    expect(item).not.toHaveProperty('badge');
  });

  it('hides future path for Canadian schools, whatever the case of the country code', () => {
    expect(ids(base('student', { school: { ...school, country_code: 'CA' } }))).not.toContain(
      'student.future-path',
    );
    expect(ids(base('student', { school: { ...school, country_code: 'ca' } }))).not.toContain(
      'student.future-path',
    );
  });

  it('hides future path for elementary grades', () => {
    expect(ids(base('student', { gradeGroup: 'elementary' }))).not.toContain('student.future-path');
  });

  it('shows future path for post-secondary and ungraded students', () => {
    expect(ids(base('student', { gradeGroup: 'postSecondary' }))).toContain('student.future-path');
    expect(ids(base('student', { gradeGroup: null }))).toContain('student.future-path');
  });

  it('shows paperlive only with its flag', () => {
    expect(ids(base('student'))).not.toContain('student.paperlive');
    expect(ids(base('student', { flags: { paperlive: true } }))).toContain('student.paperlive');
  });

  it('drops items the school licences would turn away when licensing is on', () => {
    const shown = ids(base('student', { licensingEnabled: true, licences: ['WRITING'] }));
    expect(shown).toEqual([
      'student.dashboard',
      'student.review-center',
      'student.reading',
      'student.future-path',
    ]);
  });
});

describe('unfinished links', () => {
  it('drops an item whose target is /todo', () => {
    const input = base('superuser', { externalLinks: { 'superuser.blog': '/todo' } });
    expect(ids(input)).not.toContain('superuser.blog');
  });
});

describe('only built screens are shown', () => {
  it('drops items whose screen the app does not list as available', () => {
    const available = new Set(['student.dashboard', 'student.review-center']);
    expect(ids(base('student', { available }))).toEqual(['student.dashboard', 'student.review-center']);
  });

  it('shows nothing when no screen is built', () => {
    expect(navbarItems(base('teacher', { available: new Set() }))).toEqual([]);
  });
});

describe('teacher navbar', () => {
  const licensed = {
    licensingEnabled: true,
    licences: [...LICENCES],
    flags: { 'PE-20174': true, 'prac-3604': true },
  } as const;

  it('shows the full list on a desktop when every licence and flag is present', () => {
    expect(ids(base('teacher', { ...licensed, viewportWidth: 1280 }))).toEqual([
      'teacher.dashboard',
      'teacher.students',
      'teacher.activity',
      'teacher.assignments',
      'teacher.practice',
      'teacher.user-groups',
      'teacher.reading',
      'teacher.grow-analytics',
      'teacher.settings',
    ]);
  });

  it('adds the external resource links one pixel below the 1280 breakpoint', () => {
    const externalLinks = {
      'teacher.resource-center': 'https://help.example',
      'teacher.academy': 'https://academy.example',
    };
    const items = navbarItems(base('teacher', { ...licensed, viewportWidth: 1279, externalLinks }));
    expect(items.slice(-2)).toEqual([
      {
        id: 'teacher.resource-center',
        labelKey: 'nav.teacher.resource-center',
        target: 'https://help.example',
        external: true,
      },
      {
        id: 'teacher.academy',
        labelKey: 'nav.teacher.academy',
        target: 'https://academy.example',
        external: true,
      },
    ]);
  });

  it('leaves out an external link whose URL is not configured', () => {
    expect(ids(base('teacher', { ...licensed, viewportWidth: 800 }))).not.toContain(
      'teacher.resource-center',
    );
  });

  it('removes students and activity when licensing is on without live-help or writing', () => {
    const shown = ids(base('teacher', { ...licensed, licences: ['ASSIGN', 'PRACTICE', 'HIT'] }));
    expect(shown).not.toContain('teacher.students');
    expect(shown).not.toContain('teacher.activity');
    expect(shown).toContain('teacher.assignments');
  });

  it('keeps students and activity with licensing off', () => {
    const shown = ids(base('teacher'));
    expect(shown).toContain('teacher.students');
    expect(shown).toContain('teacher.activity');
  });

  it('hides assignments and practice while their flags are off', () => {
    const shown = ids(base('teacher', { ...licensed, flags: {} }));
    expect(shown).not.toContain('teacher.assignments');
    expect(shown).not.toContain('teacher.practice');
  });
});

describe('tutor navbar', () => {
  it('shows the base items and the grow dashboard for a regular tutor', () => {
    expect(navbarItems(base('tutor')).map((item) => [item.id, item.target])).toEqual([
      ['tutor.dashboard', '/tutor'],
      ['tutor.availability', '/tutor/availability'],
      ['tutor.classroom', '/tutor/classroom'],
      ['tutor.review-center', '/tutor/review-center'],
      ['tutor.grow', '/tutor/grow/dashboard'],
    ]);
  });

  it('gives a high-impact tutor the grow library and the job board', () => {
    const items = navbarItems(base('tutor', { tutor: { high_impact_tutoring: true } }));
    expect(items.find((item) => item.id === 'tutor.grow')?.target).toBe('/tutor/grow/library/your-programs');
    expect(items.map((item) => item.id)).toContain('tutor.job-board');
  });

  it('puts the unread student messages on the classroom, and no badge when there are none', () => {
    const classroom = (count: number) =>
      navbarItems(base('tutor', { classroomUnreadCount: count })).find(
        (item) => item.id === 'tutor.classroom',
      );
    expect(classroom(12)?.badge).toBe(12);
    expect(classroom(0)).not.toHaveProperty('badge');
  });

  it('shows practice and the comment library only with their flags', () => {
    const shown = ids(base('tutor', { flags: { 'tutor-practice': true, 'tutor-content-library': true } }));
    expect(shown).toContain('tutor.practice');
    expect(shown).toContain('tutor.content-library');
  });

  it('adds configured training links as external items', () => {
    const items = navbarItems(
      base('tutor', { externalLinks: { 'tutor.training': 'https://train.example' } }),
    );
    expect(items.at(-1)).toMatchObject({
      id: 'tutor.training',
      target: 'https://train.example',
      external: true,
    });
  });
});

describe('tutor-manager navbar', () => {
  it('shows services, the breaks center, the shift schedule and activity', () => {
    expect(ids(base('tutor-manager'))).toEqual([
      'tutor-manager.services',
      'tutor-manager.breaks-center',
      'tutor-manager.schedule',
      'tutor-manager.activity',
    ]);
  });

  it('points the breaks center item at the services breaks center', () => {
    const item = navbarItems(base('tutor-manager')).find(({ id }) => id === 'tutor-manager.breaks-center');
    expect(item).toEqual({
      id: 'tutor-manager.breaks-center',
      labelKey: 'nav.tutor-manager.breaks-center',
      target: '/tutor-manager/services/breaks-center',
    });
  });

  it('adds session reports with their flag', () => {
    expect(ids(base('tutor-manager', { flags: { 'tutor-manager-session-reports': true } }))).toEqual([
      'tutor-manager.services',
      'tutor-manager.breaks-center',
      'tutor-manager.schedule',
      'tutor-manager.activity',
      'tutor-manager.session-reports',
    ]);
  });
});

describe('superuser navbar', () => {
  it('shows the superuser items with the blog when its URL is configured', () => {
    const items = navbarItems(
      base('superuser', { externalLinks: { 'superuser.blog': 'https://blog.example' } }),
    );
    expect(items.map((item) => item.target)).toEqual([
      '/superuser',
      '/superuser/customers',
      '/superuser/services',
      '/superuser/services/breaks-center',
      '/superuser/grow/session-reports',
      '/superuser/email-communications',
      '/superuser/activity',
      '/superuser/job-board',
      'https://blog.example',
    ]);
  });

  it('gives a superuser-creator the superuser items', () => {
    expect(ids(base('superuser-creator'))).toEqual(ids(base('superuser')));
  });
});

describe('administrator and district-manager navbars', () => {
  it('gives administrators metabase and district managers not', () => {
    expect(ids(base('administrator'))).toContain('administrator.metabase');
    expect(ids(base('district-manager'))).not.toContain('administrator.metabase');
  });

  it('gives both their student groups after students, with no licence asked even when licensing is on', () => {
    for (const role of ['administrator', 'district-manager']) {
      const items = ids(base(role, { licensingEnabled: true }));
      expect(items.indexOf(`${role}.student-groups`)).toBe(items.indexOf(`${role}.students`) + 1);
      expect(navbarItems(base(role)).find((item) => item.id === `${role}.student-groups`)?.target).toBe(
        `/${role}/student-groups`,
      );
    }
  });

  it('drops grow analytics without HIT when licensing is on', () => {
    expect(ids(base('administrator', { licensingEnabled: true }))).not.toContain(
      'administrator.grow-analytics',
    );
    expect(ids(base('administrator', { licensingEnabled: true, licences: ['HIT'] }))).toContain(
      'administrator.grow-analytics',
    );
  });
});

describe('roles without a navbar', () => {
  it('gives editor roles no items', () => {
    expect(navbarItems(base('clips-editor'))).toEqual([]);
  });

  it('throws for a role that has no link set', () => {
    expect(() => navbarItems(base('affiliate'))).toThrowError(new Error('[SPA] role not found in userLinks'));
    expect(() => navbarItems(base(''))).toThrowError('[SPA] role not found in userLinks');
  });
});
