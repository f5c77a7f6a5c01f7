import { describe, expect, it } from 'vitest';
import { makeUser } from '../../stores/test-support.js';
import { consoleNavItems } from './console-navigation.js';

const targets = (items: ReturnType<typeof consoleNavItems>) => items.map((item) => item.target);

describe('consoleNavItems', () => {
  it('should give a tutor only the screens that exist', () => {
    expect(targets(consoleNavItems({ user: makeUser(), flags: {}, externalLinks: {} }))).toEqual([
      '/tutor',
      '/tutor/availability',
      '/tutor/classroom',
      '/tutor/review-center',
      '/tutor/canned-replies',
    ]);
  });

  it('should give a tutor the Comment Library once its flag is on', () => {
    expect(
      targets(
        consoleNavItems({ user: makeUser(), flags: { 'tutor-content-library': true }, externalLinks: {} }),
      ),
    ).toEqual([
      '/tutor',
      '/tutor/availability',
      '/tutor/classroom',
      '/tutor/review-center',
      '/tutor/content-library',
      '/tutor/canned-replies',
    ]);
  });

  it("should put the tutor's unread student messages on the classroom", () => {
    const items = consoleNavItems({
      user: makeUser(),
      flags: {},
      externalLinks: {},
      classroomUnreadCount: 3,
    });
    expect(items.find((item) => item.id === 'tutor.classroom')?.badge).toBe(3);
  });

  it("should add a tutor's training link once its address is configured", () => {
    const items = consoleNavItems({
      user: makeUser(),
      flags: {},
      externalLinks: { 'tutor.training': 'https://training.example.org' },
    });
    expect(items.at(-1)).toEqual({
      id: 'tutor.training',
      labelKey: 'nav.tutor.training',
      target: 'https://training.example.org',
      external: true,
    });
  });

  it('should give a tutor manager the services summary and the schedule, a superuser the dashboard, services and tutors, both the breaks and action centers', () => {
    const manager = makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null });
    expect(targets(consoleNavItems({ user: manager, flags: {}, externalLinks: {} }))).toEqual([
      '/tutor-manager/services',
      '/tutor-manager/services/breaks-center',
      '/tutor-manager/services/action-center',
      '/tutor-manager/services/essays-queue',
      '/tutor-manager/services/schedule',
      '/tutor-manager/services/analytics',
    ]);
    const superuser = makeUser({ role: 'superuser', roles: ['superuser', 'tutor-manager'], tutor: null });
    expect(targets(consoleNavItems({ user: superuser, flags: {}, externalLinks: {} }))).toEqual([
      '/superuser',
      '/superuser/customers',
      '/superuser/services',
      '/superuser/services/tutors',
      '/superuser/services/breaks-center',
      '/superuser/services/action-center',
      '/superuser/services/essays-queue',
      '/superuser/services/schedule',
      '/superuser/services/analytics',
      '/superuser/grow/session-reports',
      '/superuser/settings',
    ]);
  });

  it("should list a tutor manager's session reports only while their flag is on", () => {
    const manager = makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null });
    const shown = (on: boolean) =>
      targets(
        consoleNavItems({ user: manager, flags: { 'tutor-manager-session-reports': on }, externalLinks: {} }),
      );
    expect(shown(true).at(-1)).toBe('/tutor-manager/grow/session-reports');
    expect(shown(false)).not.toContain('/tutor-manager/grow/session-reports');
  });
});
