import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock/clock.js';
import type { AppConfig } from '../../platform/config/config.js';
import { AccessTokenService } from './access-token.service.js';

const config = { jwtSecret: 'a'.repeat(64), accessTokenTtl: 900 } as AppConfig;
const auth = {
  userId: 7,
  role: 'student' as const,
  roles: ['student' as const],
  familyId: '0b5e3c1e-8f0a-4c3b-9a53-2f1c7e6d5a40',
  generation: 0,
  impersonator: null,
};

describe('AccessTokenService', () => {
  it('should still expire a token it has checked before, by the clock', () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 29, 9));
    const tokens = new AccessTokenService(config, clock);
    const token = tokens.sign(auth);
    expect(tokens.verify(token)).toEqual(auth);
    expect(tokens.verify(token)).toEqual(auth);
    clock.advanceSeconds(900);
    expect(tokens.verify(token)).toBe('expired');
  });

  it('should give each caller its own context, not one a caller changed', () => {
    const tokens = new AccessTokenService(config, new ManualClock());
    const token = tokens.sign(auth);
    const first = tokens.verify(token) as typeof auth;
    first.userId = 99;
    expect(tokens.verify(token)).toEqual(auth);
  });

  it('should refuse a token whose signature was changed, after the good one was checked', () => {
    const tokens = new AccessTokenService(config, new ManualClock());
    const token = tokens.sign(auth);
    expect(tokens.verify(token)).toEqual(auth);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verify(forged)).toBe('invalid');
  });
});
