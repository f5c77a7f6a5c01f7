import { describe, expect, it } from 'vitest';
import { redisPrefix } from './redis-prefix.js';

describe('redisPrefix', () => {
  it('should use REDIS_PREFIX when it is set', () => {
    expect(redisPrefix('school-a', 'postgresql://u:p@db:5432/lantern')).toBe('school-a');
  });

  it('should differ between two databases and agree for one database whoever signs in', () => {
    const a = redisPrefix(undefined, 'postgresql://u:p@db:5432/lantern_a');
    expect(a).toMatch(/^lantern-[0-9a-f]{12}$/);
    expect(redisPrefix(undefined, 'postgresql://u:p@db:5432/lantern_b')).not.toBe(a);
    expect(redisPrefix(undefined, 'postgresql://u:p@db:5433/lantern_a')).not.toBe(a);
    expect(redisPrefix(undefined, 'postgresql://other:secret@DB/lantern_a')).toBe(a);
  });
});
