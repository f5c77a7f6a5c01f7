import { describe, expect, it } from 'vitest';
import { AFFILIATE_UNSUPPORTED_MESSAGE, isTokenExpired, tokenRoleProblem } from './token-rules.js';

describe('isTokenExpired', () => {
  const now = 1_700_000_000;

  it('is expired when the expiry is exactly now', () => {
    expect(isTokenExpired(now, now)).toBe(true);
  });

  it('is expired one second after the expiry', () => {
    expect(isTokenExpired(now - 1, now)).toBe(true);
  });

  it('is still valid one second before the expiry', () => {
    expect(isTokenExpired(now + 1, now)).toBe(false);
  });
});

describe('tokenRoleProblem', () => {
  it('rejects a token with no roles', () => {
    expect(tokenRoleProblem([])).toBe('no_role');
    expect(tokenRoleProblem(null)).toBe('no_role');
    expect(tokenRoleProblem(undefined)).toBe('no_role');
  });

  it('treats blank role names as no role', () => {
    expect(tokenRoleProblem(['', '  '])).toBe('no_role');
  });

  it('rejects an affiliate account', () => {
    expect(tokenRoleProblem(['affiliate'])).toBe('affiliate');
  });

  it('rejects an affiliate account even when it holds other roles', () => {
    expect(tokenRoleProblem(['teacher', 'affiliate'])).toBe('affiliate');
  });

  it('accepts a token with a real role', () => {
    expect(tokenRoleProblem(['student'])).toBeNull();
  });

  it('explains the affiliate rejection in the spec words', () => {
    expect(AFFILIATE_UNSUPPORTED_MESSAGE).toBe('Lantern no longer supports affiliate accounts');
  });
});
