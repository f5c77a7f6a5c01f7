import { ApiError } from '@lantern/shared/client/api-error';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser } from './test-support.js';

const superuserRoles = ['superuser', 'tutor-manager', 'teacher', 'administrator'] as const;

async function signedIn(user = makeUser(), script: Parameters<typeof makeRoot>[0] = {}) {
  const harness = makeRoot({ login: () => loginResponse(user), ...script });
  await harness.root.session.signIn(user.username, 'Lantern#2026');
  return harness;
}

describe('UserStore.consoleRole', () => {
  it('should keep a tutor in the tutor role', async () => {
    const { root } = await signedIn();
    expect(root.user.consoleRole).toBe('tutor');
  });

  it('should pick a console role for a superuser whose current role is teacher', async () => {
    const { root } = await signedIn(makeUser({ role: 'teacher', roles: [...superuserRoles] }));
    expect(root.user.consoleRole).toBe('superuser');
  });

  it.each(['student', 'teacher'] as const)('should have no console role for a %s', async (role) => {
    const { root } = await signedIn(makeUser({ role, roles: [role], tutor: null }));
    expect(root.user.consoleRole).toBeNull();
  });
});

describe('UserStore.displayName', () => {
  it('should fall back to the username when the profile has no name', async () => {
    const { root } = await signedIn(makeUser({ first_name: '', last_name: '' }));
    expect(root.user.displayName).toBe('tutor');
  });
});

describe('UserStore role changes', () => {
  it('should make a held role current with the new token the server hands out', async () => {
    const superuser = makeUser({ username: 'superuser', role: 'superuser', roles: [...superuserRoles] });
    const { root, api } = await signedIn(superuser, {
      switchRole: (options) => loginResponse({ ...superuser, role: options?.body?.role ?? 'superuser' }),
    });
    await expect(root.user.switchRole('tutor-manager')).resolves.toBe(true);
    expect(root.user.role).toBe('tutor-manager');
    expect(root.session.getAccessToken()).toBe('token-7-tutor-manager');
    expect(api.calls.at(-1)).toEqual({ name: 'switchRole', options: { body: { role: 'tutor-manager' } } });
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
    expect(root.user.user?.impersonation?.by_name).toBe('Sam Super');
    expect(root.user.role).toBe('tutor-manager');
    await root.user.stopViewAs();
    expect(root.user.user?.impersonation).toBeNull();
    expect(root.user.role).toBe('superuser');
  });

  it('should record the accepted code of conduct', async () => {
    const user = makeUser({ accepted_agreement: false });
    const { root } = await signedIn(user, { acceptAgreement: () => ({ ...user, accepted_agreement: true }) });
    expect(root.user.needsAgreement).toBe(true);
    await expect(root.user.acceptAgreement()).resolves.toBe(true);
    expect(root.user.needsAgreement).toBe(false);
  });
});
