import { describe, expect, it } from 'vitest';
import { coverageGaps } from './contract-coverage.js';

describe('coverageGaps', () => {
  it('should find nothing when every declaration has exactly one handler', () => {
    expect(coverageGaps(['a', 'b'], ['b', 'a'])).toEqual({ unhandled: [], undeclared: [], duplicated: [] });
  });

  it('should name a declaration nobody handles', () => {
    expect(coverageGaps(['a', 'b'], ['a']).unhandled).toEqual(['b']);
  });

  it('should name a handler nothing declares', () => {
    expect(coverageGaps(['a'], ['a', 'Notes.erase']).undeclared).toEqual(['Notes.erase']);
  });

  it('should name a declaration handled twice', () => {
    expect(coverageGaps(['a', 'b'], ['a', 'b', 'a']).duplicated).toEqual(['a']);
  });
});
