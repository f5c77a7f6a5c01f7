import { describe, expect, it } from 'vitest';
import { emptyLoginFields } from './login-errors.js';

describe('emptyLoginFields', () => {
  it('should name only the password when only the password is empty', () => {
    expect(emptyLoginFields('amy', '')).toEqual({ username: false, password: true });
  });

  it('should name only the username when only the username is empty or blank', () => {
    expect(emptyLoginFields('  ', 'secret')).toEqual({ username: true, password: false });
  });

  it('should name both when both are empty, and neither when both are filled in', () => {
    expect(emptyLoginFields('', '')).toEqual({ username: true, password: true });
    expect(emptyLoginFields('amy', ' ')).toEqual({ username: false, password: false });
  });
});
