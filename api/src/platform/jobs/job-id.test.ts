import { describe, expect, it } from 'vitest';
import { jobIdForKey } from './job-id.js';

const UUID_V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('jobIdForKey', () => {
  it('gives the same UUID for the same queue and key', () => {
    expect(jobIdForKey('schedules.break.end', 'break-7')).toBe(jobIdForKey('schedules.break.end', 'break-7'));
  });

  it('gives different UUIDs for another key or another queue', () => {
    const id = jobIdForKey('schedules.break.end', 'break-7');
    expect(jobIdForKey('schedules.break.end', 'break-8')).not.toBe(id);
    expect(jobIdForKey('schedules.break.start', 'break-7')).not.toBe(id);
  });

  it('does not let the separator blur queue and key together', () => {
    expect(jobIdForKey('a.b', 'c')).not.toBe(jobIdForKey('a', 'b.c'));
  });

  it('is a version-8 UUID PostgreSQL accepts', () => {
    for (const key of ['', 'x', 'break-7', 'ü'.repeat(40)]) expect(jobIdForKey('q', key)).toMatch(UUID_V8);
  });
});
