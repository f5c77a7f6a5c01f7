export const PASSWORD_MIN_LENGTH = 6;

/** Problems that block saving a new password. */
export type PasswordError = 'password_too_short' | 'password_whitespace' | 'passwords_dont_match';

/** Codes the server may answer a password change with, on top of the local checks. */
export type PasswordServerError = PasswordError | 'password_incorrect' | 'something_wrong_password';

export const PASSWORD_SERVER_ERRORS: readonly PasswordServerError[] = [
  'password_too_short',
  'password_whitespace',
  'passwords_dont_match',
  'password_incorrect',
  'something_wrong_password',
];

/** Strength hints shown beside the field; they advise and never block. */
export type PasswordCharacterHint =
  'password_missing_mixed_case' | 'password_missing_digit' | 'password_missing_special';

export function validatePassword(password: string, confirmation: string): PasswordError[] {
  const errors: PasswordError[] = [];
  // Counted in code points so an emoji is one character, as the user sees it.
  if ([...password].length < PASSWORD_MIN_LENGTH) errors.push('password_too_short');
  if (/\s/u.test(password)) errors.push('password_whitespace');
  if (password !== confirmation) errors.push('passwords_dont_match');
  return errors;
}

export function missingCharacterClasses(password: string): PasswordCharacterHint[] {
  const hints: PasswordCharacterHint[] = [];
  if (!(/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password))) hints.push('password_missing_mixed_case');
  if (!/\p{Nd}/u.test(password)) hints.push('password_missing_digit');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) hints.push('password_missing_special');
  return hints;
}
