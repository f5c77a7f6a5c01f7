import { describe, expect, it } from 'vitest';
import { makeStores, makeUser, signInAs } from './test-support.js';

describe('UserStore', () => {
  it('should do nothing when the language chosen is the one in use', async () => {
    const { stores, api, env } = makeStores();
    await signInAs(stores, api, makeUser());
    await stores.user.changeLanguage('en', 'en');
    expect(api.called('setLanguage')).toBe(0);
    expect(env.reloads).toBe(0);
  });

  it('should save a new language to the profile and the cookie, then reload', async () => {
    const { stores, api, env } = makeStores();
    await signInAs(stores, api, makeUser());
    api.handlers.setLanguage = () => makeUser({ preferred_language: 'fr' });
    await stores.user.changeLanguage('fr', 'en');
    expect(api.calls.at(-1)?.options.body).toEqual({ preferred_language: 'fr' });
    expect(env.cookies.at(-1)).toMatch(/^lantern_lang=fr;/);
    expect(env.reloads).toBe(1);
  });

  it('should keep the cookie only before sign-in', async () => {
    const { stores, api, env } = makeStores();
    await stores.user.changeLanguage('es', 'en');
    expect(api.called('setLanguage')).toBe(0);
    expect(env.cookies.at(-1)).toMatch(/^lantern_lang=es;/);
    expect(env.reloads).toBe(1);
  });

  it('should not reload when saving the language fails', async () => {
    const { stores, api, env } = makeStores();
    await signInAs(stores, api, makeUser());
    api.handlers.setLanguage = () => {
      throw new Error('offline');
    };
    await stores.user.changeLanguage('es', 'en');
    expect(stores.user.languageStatus).toBe('error');
    expect(env.reloads).toBe(0);
  });

  it('should offer "view as" the other held roles, but not while already viewing as one', async () => {
    const { stores, api } = makeStores();
    const superuser = makeUser({
      role: 'superuser',
      roles: ['superuser', 'tutor-manager', 'teacher', 'administrator'],
    });
    await signInAs(stores, api, superuser);
    expect(stores.user.viewAsTargets(false).map((target) => target.role)).toEqual([
      'administrator',
      'teacher',
      'tutor-manager',
    ]);
    stores.user.set({
      ...superuser,
      role: 'teacher',
      impersonation: { by_user_id: 1, by_name: 'Alex Morgan' },
    });
    expect(stores.user.viewAsTargets(false)).toEqual([]);
  });

  it('should end onboarding by accepting the agreement and refreshing the token', async () => {
    const { stores, api } = makeStores();
    await signInAs(
      stores,
      api,
      makeUser({ accepted_agreement: false, student: { is_new: true, grade: null } }),
    );
    expect(stores.user.isNewStudent).toBe(true);
    api.handlers.acceptAgreement = () => makeUser();
    let refreshed = false;
    api.refreshHandler = () => {
      refreshed = true;
      return { access_token: 'access-2', token_type: 'Bearer', expires_in: 900 };
    };
    expect(await stores.user.completeOnboarding()).toBe(true);
    expect(stores.user.isNewStudent).toBe(false);
    expect(refreshed).toBe(true);
    expect(stores.session.accessToken).toBe('access-2');
  });
});
