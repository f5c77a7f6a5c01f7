import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINK_TTL_SECONDS,
  accountLinkState,
  emailConfirmPath,
  isPasswordLink,
  passwordLinkPath,
} from './account-links.js';

describe('account links', () => {
  it('should open a reset link for the spec’s hour', () => {
    expect(ACCOUNT_LINK_TTL_SECONDS.password_reset).toBe(3600);
  });

  it('should be expired at its expiry, not a second later', () => {
    const link = { expiresAt: 1000, usedAt: null };
    expect(accountLinkState(link, 999)).toBe('valid');
    expect(accountLinkState(link, 1000)).toBe('expired');
  });

  it('should say a used link was used, even once it has also expired', () => {
    expect(accountLinkState({ expiresAt: 1000, usedAt: 900 }, 2000)).toBe('used');
    expect(accountLinkState(null, 0)).toBe('unknown');
  });

  it('should build the spec’s paths with each part escaped', () => {
    expect(passwordLinkPath('abc_-1')).toBe('/password/reset/abc_-1');
    expect(emailConfirmPath('tok', 'ana+new@school.example')).toBe(
      '/email/confirm/tok/ana%2Bnew%40school.example',
    );
  });

  it('should treat reset and set-password links as password links, not e-mail ones', () => {
    expect(isPasswordLink('password_reset')).toBe(true);
    expect(isPasswordLink('password_set')).toBe(true);
    expect(isPasswordLink('email_change')).toBe(false);
  });
});
