import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTES, avatarCharactersFor, checkAvatar } from './avatars.js';

describe('avatar choices', () => {
  it('should offer students the five animals and staff the Tutor avatar too', () => {
    expect(avatarCharactersFor('student')).toEqual(['Elephant', 'Racoon', 'Mouse', 'Bee', 'Chameleon']);
    expect(avatarCharactersFor('tutor')).toContain('Tutor');
    expect(avatarCharactersFor('teacher')).toHaveLength(6);
  });

  it('should accept a character in one of its own palettes, in any letter case', () => {
    const [body, background] = AVATAR_PALETTES.Bee[1]!;
    expect(checkAvatar({ name: 'Bee', colors: [body.toLowerCase(), background] }, 'student')).toBeNull();
  });

  it('should name what is wrong with a refused avatar', () => {
    expect(checkAvatar({ name: 'Dragon', colors: [...AVATAR_PALETTES.Bee[0]!] }, 'student')).toBe(
      'unknown_character',
    );
    expect(checkAvatar({ name: 'Tutor', colors: [...AVATAR_PALETTES.Tutor[0]!] }, 'student')).toBe(
      'not_for_role',
    );
    expect(checkAvatar({ name: 'Bee', colors: [...AVATAR_PALETTES.Mouse[0]!] }, 'student')).toBe(
      'unknown_palette',
    );
    expect(checkAvatar({ name: 'Bee', colors: [AVATAR_PALETTES.Bee[0]![0]] }, 'student')).toBe(
      'unknown_palette',
    );
  });
});
