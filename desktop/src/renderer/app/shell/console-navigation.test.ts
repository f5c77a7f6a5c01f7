import { describe, expect, it } from 'vitest';
import { makeUser } from '../../stores/test-support.js';
import { consoleNavItems } from './console-navigation.js';
import { externalLinksFrom } from './external-links.js';

const targets = (items: ReturnType<typeof consoleNavItems>) => items.map((item) => item.target);

describe('consoleNavItems', () => {
  it('should give a tutor only the screens that exist', () => {
    expect(targets(consoleNavItems({ user: makeUser(), flags: {}, externalLinks: {} }))).toEqual(['/tutor']);
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

  it('should give a tutor manager the services summary and a superuser the dashboard', () => {
    const manager = makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null });
    expect(targets(consoleNavItems({ user: manager, flags: {}, externalLinks: {} }))).toEqual([
      '/tutor-manager/services',
    ]);
    const superuser = makeUser({ role: 'superuser', roles: ['superuser', 'tutor-manager'], tutor: null });
    expect(targets(consoleNavItems({ user: superuser, flags: {}, externalLinks: {} }))).toEqual([
      '/superuser',
    ]);
  });

  it('should not list a flagged screen that is not built even when its flag is on', () => {
    const manager = makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null });
    const items = consoleNavItems({
      user: manager,
      flags: { 'tutor-manager-session-reports': true },
      externalLinks: {},
    });
    expect(targets(items)).toEqual(['/tutor-manager/services']);
  });
});

describe('externalLinksFrom', () => {
  it('should take only https addresses from the build environment', () => {
    expect(
      externalLinksFrom({
        VITE_LANTERN_BLOG_URL: 'https://blog.example.org',
        VITE_LANTERN_TUTOR_TRAINING_URL: 'javascript:alert(1)',
        VITE_LANTERN_TUTORING_TOOLS_URL: '',
      }),
    ).toEqual({ 'superuser.blog': 'https://blog.example.org' });
  });
});
