import { describe, expect, it } from 'vitest';
import { type RenewalAccount, renewalProblem, type SignInToRenew } from './sign-in-renewal.js';

const now = 1_800_000_000;
const day = 24 * 60 * 60;
const maxAge = 30 * day;

const account = (id: number, roles: string[], extra: Partial<RenewalAccount> = {}): RenewalAccount => ({
  id,
  roles,
  suspendedAt: null,
  expiresAt: null,
  ...extra,
});

const own = (overrides: Partial<SignInToRenew> = {}): SignInToRenew => ({
  startedAt: now - day,
  user: account(1, ['teacher', 'administrator']),
  actingRole: 'teacher',
  impersonator: null,
  ...overrides,
});

const superuser = account(9, ['superuser']);
const student = account(2, ['student']);
const viewing = (overrides: Partial<SignInToRenew> = {}): SignInToRenew => ({
  startedAt: now - day,
  user: student,
  actingRole: 'student',
  impersonator: { ...superuser, role: 'superuser' },
  ...overrides,
});

describe('renewalProblem', () => {
  it('should renew a sign-in whose person still holds the role', () => {
    expect(renewalProblem(own(), maxAge, now)).toBeNull();
  });

  it('should end a sign-in at its maximum age, not one second later', () => {
    expect(renewalProblem(own({ startedAt: now - maxAge + 1 }), maxAge, now)).toBeNull();
    expect(renewalProblem(own({ startedAt: now - maxAge }), maxAge, now)).toBe('too_old');
  });

  it('should end a sign-in whose acting role was taken away', () => {
    expect(
      renewalProblem(own({ actingRole: 'administrator', user: account(1, ['teacher']) }), maxAge, now),
    ).toBe('role_not_held');
  });

  it('should end a sign-in acting as the retired affiliate role', () => {
    expect(
      renewalProblem(own({ actingRole: 'affiliate', user: account(1, ['affiliate']) }), maxAge, now),
    ).toBe('role_not_held');
  });

  it('should end the sign-in of a person suspended or expired at or before now', () => {
    expect(renewalProblem(own({ user: account(1, ['teacher'], { suspendedAt: now }) }), maxAge, now)).toBe(
      'suspended',
    );
    expect(renewalProblem(own({ user: account(1, ['teacher'], { expiresAt: now - 1 }) }), maxAge, now)).toBe(
      'expired',
    );
    expect(
      renewalProblem(own({ user: account(1, ['teacher'], { suspendedAt: now + 60 }) }), maxAge, now),
    ).toBeNull();
  });

  it('should renew a superuser viewing as a student', () => {
    expect(renewalProblem(viewing(), maxAge, now)).toBeNull();
  });

  it('should end a view-as when the superuser was demoted', () => {
    const demoted = { ...account(9, ['tutor']), role: 'superuser' };
    expect(renewalProblem(viewing({ impersonator: demoted }), maxAge, now)).toBe(
      'impersonator_role_not_held',
    );
  });

  it('should end a view-as when the superuser is suspended, whoever the viewed person is', () => {
    const suspended = { ...account(9, ['superuser'], { suspendedAt: now - 5 }), role: 'superuser' };
    expect(renewalProblem(viewing({ impersonator: suspended }), maxAge, now)).toBe('suspended');
  });

  it('should end a view-as of another person that was not started as a superuser', () => {
    const admin = { ...account(9, ['administrator', 'superuser']), role: 'administrator' };
    expect(renewalProblem(viewing({ impersonator: admin }), maxAge, now)).toBe('not_viewable');
  });

  it('should end a view-as of a person who has since become a superuser', () => {
    const promoted = account(2, ['student', 'superuser']);
    expect(renewalProblem(viewing({ user: promoted }), maxAge, now)).toBe('not_viewable');
  });

  it('should renew viewing as another of one’s own roles while both are held', () => {
    const self = account(1, ['administrator', 'teacher']);
    const signIn = own({
      user: self,
      actingRole: 'teacher',
      impersonator: { ...self, role: 'administrator' },
    });
    expect(renewalProblem(signIn, maxAge, now)).toBeNull();
    const lost = account(1, ['teacher']);
    expect(
      renewalProblem(
        { ...signIn, user: lost, impersonator: { ...lost, role: 'administrator' } },
        maxAge,
        now,
      ),
    ).toBe('impersonator_role_not_held');
  });
});
