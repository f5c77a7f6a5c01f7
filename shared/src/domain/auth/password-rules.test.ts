import { describe, expect, it } from 'vitest';
import { missingCharacterClasses, PASSWORD_MIN_LENGTH, validatePassword } from './password-rules.js';

describe('validatePassword', () => {
  it('requires at least 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it('accepts exactly 6 characters', () => {
    expect(validatePassword('abcdef', 'abcdef')).toEqual([]);
  });

  it('refuses 5 characters', () => {
    expect(validatePassword('abcde', 'abcde')).toEqual(['password_too_short']);
  });

  it('counts an emoji as one character', () => {
    expect(validatePassword('abcd😀', 'abcd😀')).toEqual(['password_too_short']);
    expect(validatePassword('abcde😀', 'abcde😀')).toEqual([]);
  });

  it.each([
    ['a space', 'abc def'],
    ['a tab', 'abc\tdef'],
    ['a newline', 'abcdef\n'],
    ['a leading space', ' abcdef'],
  ])('refuses whitespace: %s', (_, password) => {
    expect(validatePassword(password, password)).toEqual(['password_whitespace']);
  });

  it('refuses a confirmation that does not match', () => {
    expect(validatePassword('abcdef', 'abcdeg')).toEqual(['passwords_dont_match']);
  });

  it('reports every problem at once', () => {
    expect(validatePassword('a b', 'x')).toEqual([
      'password_too_short',
      'password_whitespace',
      'passwords_dont_match',
    ]);
  });

  it('refuses an empty password', () => {
    expect(validatePassword('', '')).toEqual(['password_too_short']);
  });
});

describe('missingCharacterClasses', () => {
  it('finds nothing missing in a strong password', () => {
    expect(missingCharacterClasses('Abcde1!')).toEqual([]);
  });

  it('asks for mixed case when only lower case is used', () => {
    expect(missingCharacterClasses('abcde1!')).toEqual(['password_missing_mixed_case']);
  });

  it('asks for mixed case when only upper case is used', () => {
    expect(missingCharacterClasses('ABCDE1!')).toEqual(['password_missing_mixed_case']);
  });

  it('asks for a digit', () => {
    expect(missingCharacterClasses('Abcdef!')).toEqual(['password_missing_digit']);
  });

  it('asks for a special character', () => {
    expect(missingCharacterClasses('Abcdef1')).toEqual(['password_missing_special']);
  });

  it('counts accented letters as letters, not as special characters', () => {
    expect(missingCharacterClasses('Éléve1')).toEqual(['password_missing_special']);
  });

  it('reports all three for a password of lower-case letters only', () => {
    expect(missingCharacterClasses('abcdef')).toEqual([
      'password_missing_mixed_case',
      'password_missing_digit',
      'password_missing_special',
    ]);
  });
});
