import type { RoleName } from '../../contracts/roles.js';

/** The spec's avatar characters; the Tutor avatar is the staff's own, the animals everyone's. */
export const AVATAR_CHARACTERS = ['Elephant', 'Racoon', 'Mouse', 'Bee', 'Chameleon', 'Tutor'] as const;
export type AvatarCharacter = (typeof AVATAR_CHARACTERS)[number];

/** A palette is the character's body colour then its background; both pass AA against each other's outline. */
export type AvatarPalette = readonly [body: string, background: string];

export const AVATAR_PALETTES: Readonly<Record<AvatarCharacter, readonly AvatarPalette[]>> = {
  Elephant: [
    ['#7C8DA6', '#E3EAF4'],
    ['#9B7FB8', '#F0E8F8'],
    ['#5E8C87', '#E0F2EF'],
  ],
  Racoon: [
    ['#6B6B78', '#ECEBF2'],
    ['#8A6A4F', '#F5EBDF'],
    ['#4F6A8A', '#E2EBF5'],
  ],
  Mouse: [
    ['#A7A2A9', '#F6EEF3'],
    ['#C48A6A', '#FBEDE3'],
    ['#7D8F6A', '#EEF4E6'],
  ],
  Bee: [
    ['#E0A526', '#FFF4D6'],
    ['#D9822B', '#FDEBD8'],
    ['#C9B22A', '#F8F5D8'],
  ],
  Chameleon: [
    ['#4FA36B', '#E2F5E8'],
    ['#2F9C9C', '#DDF3F3'],
    ['#8DAA3A', '#F0F6DE'],
  ],
  Tutor: [
    ['#2F6FB3', '#DDEAF8'],
    ['#B34D6B', '#F8E1E8'],
    ['#5B5FB3', '#E5E6F8'],
  ],
};

/** Staff may wear the Tutor avatar; students choose among the animals. */
export function avatarCharactersFor(role: RoleName): readonly AvatarCharacter[] {
  return role === 'student' ? AVATAR_CHARACTERS.filter((name) => name !== 'Tutor') : AVATAR_CHARACTERS;
}

export interface AvatarChoice {
  name: string;
  colors: readonly string[];
}

/** Why an avatar is refused, naming the part that is wrong. */
export type AvatarRefusal = 'unknown_character' | 'not_for_role' | 'unknown_palette';

/** An avatar is one of the role's characters in one of that character's palettes, nothing else. */
export function checkAvatar(choice: AvatarChoice, role: RoleName): AvatarRefusal | null {
  const name = AVATAR_CHARACTERS.find((character) => character === choice.name);
  if (!name) return 'unknown_character';
  if (!avatarCharactersFor(role).includes(name)) return 'not_for_role';
  const matches = AVATAR_PALETTES[name].some(
    (palette) =>
      palette.length === choice.colors.length &&
      palette.every((colour, index) => colour.toLowerCase() === choice.colors[index]?.toLowerCase()),
  );
  return matches ? null : 'unknown_palette';
}
