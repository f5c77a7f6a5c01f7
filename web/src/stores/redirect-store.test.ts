import { describe, expect, it } from 'vitest';
import { POST_LOGIN_REDIRECT_KEY } from './redirect-store.js';
import { makeStores, makeUser, signInAs } from './test-support.js';

async function destinationAfterSignIn(context: ReturnType<typeof makeStores>, user = makeUser()) {
  expect(await signInAs(context.stores, context.api, user)).toBe(true);
  return context.stores.redirect.postLoginDestination();
}

describe('RedirectStore.postLoginDestination', () => {
  it('should send a student to the student dashboard after login', async () => {
    expect(await destinationAfterSignIn(makeStores())).toEqual({ kind: 'app', path: '/student/dashboard' });
  });

  it('should send other web roles to /{role} and console roles to the console', async () => {
    expect(
      await destinationAfterSignIn(makeStores(), makeUser({ role: 'teacher', roles: ['teacher'] })),
    ).toEqual({
      kind: 'app',
      path: '/teacher',
    });
    expect(await destinationAfterSignIn(makeStores(), makeUser({ role: 'tutor', roles: ['tutor'] }))).toEqual(
      {
        kind: 'console',
        url: '/console/',
      },
    );
  });

  it('should return to the page a guard remembered, once', async () => {
    const context = makeStores();
    context.stores.redirect.rememberRedirect('/teacher/dashboard?tab=2');
    const user = makeUser({ role: 'teacher', roles: ['teacher'] });
    expect(await destinationAfterSignIn(context, user)).toEqual({
      kind: 'app',
      path: '/teacher/dashboard?tab=2',
    });
    expect(context.env.storage.has(POST_LOGIN_REDIRECT_KEY)).toBe(false);
  });

  it('should ignore an absolute or protocol-relative redirect', async () => {
    const context = makeStores();
    context.stores.redirect.rememberRedirect('https://evil.example/');
    expect(context.env.storage.has(POST_LOGIN_REDIRECT_KEY)).toBe(false);
    context.env.storage.set(POST_LOGIN_REDIRECT_KEY, '//evil.example/phish');
    expect(await destinationAfterSignIn(context)).toEqual({ kind: 'app', path: '/student/dashboard' });
  });

  it('should ask for the code of conduct before anything else when it is not accepted', async () => {
    const user = makeUser({ role: 'teacher', roles: ['teacher'], accepted_agreement: false, student: null });
    expect(await destinationAfterSignIn(makeStores(), user)).toEqual({
      kind: 'app',
      path: '/code-of-conduct',
    });
  });

  it('should send a signed-out visitor to login', () => {
    expect(makeStores().stores.redirect.postLoginDestination()).toEqual({ kind: 'app', path: '/login' });
  });
});
