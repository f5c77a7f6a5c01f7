import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import type { CurrentUser } from '../contracts/users.js';
import { type ApiScript, loginResponse, makeSharedRoot, makeUser, signInAs } from './test-support.js';

const superuserRoles = ['superuser', 'tutor-manager', 'teacher', 'administrator'] as const;

async function signedIn(user: CurrentUser = makeUser(), script: ApiScript = {}) {
  const harness = makeSharedRoot(script);
  await signInAs(harness.root, harness.api, user);
  return harness;
}

describe('UserStore views', () => {
  it('should fall back to the username when the profile has no name', async () => {
    const { root } = await signedIn(makeUser({ first_name: '', last_name: '' }));
    expect(root.user.displayName).toBe('ava');
  });

  it('should keep a tutor in the tutor console role', async () => {
    const { root } = await signedIn(makeUser({ role: 'tutor', roles: ['tutor'] }));
    expect(root.user.consoleRole).toBe('tutor');
  });

  it('should pick a console role for a superuser whose current role is teacher', async () => {
    const { root } = await signedIn(makeUser({ role: 'teacher', roles: [...superuserRoles] }));
    expect(root.user.consoleRole).toBe('superuser');
  });

  it.each(['student', 'teacher'] as const)('should have no console role for a %s', async (role) => {
    const { root } = await signedIn(makeUser({ role, roles: [role] }));
    expect(root.user.consoleRole).toBeNull();
  });

  it('should offer "view as" the other held roles, but not while already viewing as one', async () => {
    const superuser = makeUser({ role: 'superuser', roles: [...superuserRoles] });
    const { root } = await signedIn(superuser);
    expect(root.user.viewAsTargets(false).map((target) => target.role)).toEqual([
      'administrator',
      'teacher',
      'tutor-manager',
    ]);
    root.user.set({
      ...superuser,
      role: 'teacher',
      impersonation: { by_user_id: 1, by_name: 'Alex Morgan' },
    });
    expect(root.user.viewAsTargets(false)).toEqual([]);
  });

  it('should change its identity key for another role and for a view-as, not for a profile edit', async () => {
    const user = makeUser({ role: 'teacher', roles: ['teacher', 'student'] });
    const { root } = await signedIn(user);
    const keys = new Set([root.user.identityKey]);
    root.user.set({ ...user, first_name: 'Avery' });
    expect(keys.has(root.user.identityKey)).toBe(true);
    root.user.set({ ...user, role: 'student' });
    keys.add(root.user.identityKey);
    root.user.set({ ...user, role: 'student', impersonation: { by_user_id: 9, by_name: 'Sam' } });
    keys.add(root.user.identityKey);
    expect(keys.size).toBe(3);
  });
});

describe('UserStore role and identity changes', () => {
  it('should make a held role current with the new token the server hands out', async () => {
    const superuser = makeUser({ role: 'superuser', roles: [...superuserRoles] });
    const { root, api } = await signedIn(superuser, {
      switchRole: (options) => loginResponse({ ...superuser, role: options.body?.role ?? 'superuser' }),
    });
    await expect(root.user.switchRole('tutor-manager')).resolves.toBe(true);
    expect(root.user.role).toBe('tutor-manager');
    expect(root.session.accessToken).toBe('token-1-tutor-manager');
    expect(api.calls.find((call) => call.name === 'switchRole')?.options).toEqual({
      body: { role: 'tutor-manager' },
    });
  });

  it('should keep the old role and remember the failure when the switch is refused', async () => {
    const { root } = await signedIn(makeUser({ role: 'superuser', roles: [...superuserRoles] }), {
      switchRole: () => {
        throw new ApiError(403, 'role_not_held', 'no');
      },
    });
    await expect(root.user.switchRole('tutor-manager')).resolves.toBe(false);
    expect(root.user.role).toBe('superuser');
    expect(root.user.failed).toBe('switch-role');
    expect(root.user.pending).toBeNull();
    root.user.dismissFailure();
    expect(root.user.failed).toBeNull();
  });

  it('should refuse a second change while one is on its way', async () => {
    const superuser = makeUser({ role: 'superuser', roles: [...superuserRoles] });
    const { root, api } = await signedIn(superuser, {
      switchRole: () => loginResponse({ ...superuser, role: 'teacher' }),
    });
    const first = root.user.switchRole('teacher');
    expect(root.user.pending).toBe('switch-role');
    await expect(root.user.viewAs('tutor-manager')).resolves.toBe(false);
    await first;
    expect(api.called('impersonate')).toBe(0);
  });

  it('should view as another role and come back when the view ends', async () => {
    const superuser = makeUser({ id: 1, role: 'superuser', roles: [...superuserRoles] });
    const viewed = {
      ...superuser,
      role: 'tutor-manager' as const,
      impersonation: { by_user_id: 1, by_name: 'Sam Super' },
    };
    const { root } = await signedIn(superuser, {
      impersonate: () => loginResponse(viewed),
      stopImpersonation: () => loginResponse(superuser),
    });
    await root.user.viewAs('tutor-manager');
    expect(root.user.current?.impersonation?.by_name).toBe('Sam Super');
    expect(root.user.isImpersonating).toBe(true);
    await root.user.stopViewAs();
    expect(root.user.current?.impersonation).toBeNull();
    expect(root.user.role).toBe('superuser');
  });

  it('should record the accepted code of conduct', async () => {
    const user = makeUser({ accepted_agreement: false });
    const { root } = await signedIn(user, { acceptAgreement: () => ({ ...user, accepted_agreement: true }) });
    expect(root.user.needsAgreement).toBe(true);
    await expect(root.user.acceptAgreement()).resolves.toBe(true);
    expect(root.user.needsAgreement).toBe(false);
  });

  it('should end onboarding by accepting the agreement and refreshing the token', async () => {
    const { root, api } = await signedIn(
      makeUser({ accepted_agreement: false, student: { is_new: true, grade: null } }),
      {
        acceptAgreement: () => makeUser(),
      },
    );
    expect(root.user.isNewStudent).toBe(true);
    api.refreshHandler = () => ({ access_token: 'access-2', token_type: 'Bearer', expires_in: 900 });
    expect(await root.user.completeOnboarding()).toBe(true);
    expect(root.user.isNewStudent).toBe(false);
    expect(root.session.accessToken).toBe('access-2');
  });

  it('should leave onboarding unfinished when the agreement cannot be saved', async () => {
    const { root } = await signedIn(makeUser({ accepted_agreement: false }), {
      acceptAgreement: () => {
        throw new Error('offline');
      },
    });
    expect(await root.user.completeOnboarding()).toBe(false);
    expect(root.user.failed).toBe('accept-agreement');
  });
});

describe('UserStore.changeLanguage', () => {
  it('should do nothing when the language chosen is the one in use', async () => {
    const { root, api, env } = await signedIn();
    await root.user.changeLanguage('en', 'en');
    expect(api.called('setLanguage')).toBe(0);
    expect(env.reloads).toBe(0);
  });

  it('should save a new language to the profile and the cookie, then reload', async () => {
    const { root, api, env } = await signedIn(makeUser(), {
      setLanguage: () => makeUser({ preferred_language: 'fr' }),
    });
    await root.user.changeLanguage('fr', 'en');
    expect(api.calls.at(-1)?.options.body).toEqual({ preferred_language: 'fr' });
    expect(env.cookies.at(-1)).toMatch(/^lantern_lang=fr;/);
    expect(env.reloads).toBe(1);
  });

  it('should keep the cookie only before sign-in', async () => {
    const { root, api, env } = makeSharedRoot();
    await root.user.changeLanguage('es', 'en');
    expect(api.called('setLanguage')).toBe(0);
    expect(env.cookies.at(-1)).toMatch(/^lantern_lang=es;/);
    expect(env.reloads).toBe(1);
  });

  it('should not reload when saving the language fails', async () => {
    const { root, env } = await signedIn(makeUser(), {
      setLanguage: () => {
        throw new Error('offline');
      },
    });
    await root.user.changeLanguage('es', 'en');
    expect(root.user.languageStatus).toBe('error');
    expect(env.reloads).toBe(0);
  });
});
