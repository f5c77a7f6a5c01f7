import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_UNCHECKED_MESSAGE,
  LOGIN_TIMEOUT_MS,
  loginError,
  loginErrorKind,
  ssoLoginErrorKind,
} from './login-errors.js';

describe('login error catalogue', () => {
  it.each([
    [146, 'expired'],
    [401, 'details'],
    [400, 'generic'],
    [106, 'generic'],
    [500, 'wrong_credentials'],
    [144, 'suspended'],
  ] as const)('code %i reads as %s', (code, kind) => {
    expect(loginErrorKind(code)).toBe(kind);
  });

  it('offers the forgot-password link only for a wrong username or password', () => {
    expect(loginError(500).showForgotPasswordLink).toBe(true);
    for (const code of [146, 401, 400, 106, 144]) {
      expect(loginError(code).showForgotPasswordLink).toBe(false);
    }
  });

  it('treats a code outside the catalogue as a generic try-again', () => {
    expect(loginError(999)).toEqual({
      kind: 'generic',
      messageKey: 'login.error.generic',
      showForgotPasswordLink: false,
    });
  });

  it('names an i18n key per kind', () => {
    expect(loginError(144).messageKey).toBe('login.error.suspended');
    expect(loginError(146).messageKey).toBe('login.error.expired');
  });
});

describe('login messages and limits', () => {
  it('uses the spec texts', () => {
    expect(AGREEMENT_UNCHECKED_MESSAGE).toBe(
      'Please, check the checkbox before clicking the I Agree button.',
    );
  });

  it('gives up on a login after 25 seconds', () => {
    expect(LOGIN_TIMEOUT_MS).toBe(25_000);
  });
});

describe('ssoLoginErrorKind', () => {
  it.each([403, 432])('status %i means the account is forbidden', (status) => {
    expect(ssoLoginErrorKind(status)).toBe('forbidden');
  });

  it.each([400, 401, 500])('status %i is an identity-provider error', (status) => {
    expect(ssoLoginErrorKind(status)).toBe('identity_provider');
  });
});
