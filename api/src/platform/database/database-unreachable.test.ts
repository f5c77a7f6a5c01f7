import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './database-unreachable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('should recognise a refused, dropped or shutting-down database, wrapped or not', () => {
    expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true);
    expect(
      isDatabaseUnreachable(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new ConnectionException(withCode('08006')))).toBe(true);
    expect(isDatabaseUnreachable(new Error('query failed', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('should leave every other failure alone', () => {
    expect(isDatabaseUnreachable(new UniqueConstraintViolationException(withCode('23505')))).toBe(false);
    expect(isDatabaseUnreachable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnreachable('ECONNREFUSED')).toBe(false);
  });
});
