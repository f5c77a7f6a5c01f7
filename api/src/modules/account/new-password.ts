import { ErrorCode } from '@lantern/shared/contracts/errors';
import { type PasswordError, validatePassword } from '@lantern/shared/domain/auth/password-rules';
import { AppError } from '../../platform/http/app-error.js';

/** The spec's server texts, one per rule; the code is what the apps translate. */
const TEXTS: Record<PasswordError, string> = {
  password_too_short: 'Your password needs at least 6 characters.',
  password_whitespace: 'Your password cannot contain spaces.',
  passwords_dont_match: 'The two passwords do not match.',
};

const CODES: Record<PasswordError, (typeof ErrorCode)[keyof typeof ErrorCode]> = {
  password_too_short: ErrorCode.passwordTooShort,
  password_whitespace: ErrorCode.passwordWhitespace,
  passwords_dont_match: ErrorCode.passwordsDontMatch,
};

/** 422 with the first broken rule as the code and every broken one in `details.errors`. */
export function assertNewPassword(password: string, confirmation: string): void {
  const errors = validatePassword(password, confirmation);
  const first = errors[0];
  if (!first) return;
  throw new AppError(422, CODES[first], errors.map((error) => TEXTS[error]).join(' '), { errors });
}

export function passwordIncorrect(): AppError {
  return new AppError(422, ErrorCode.passwordIncorrect, 'Your current password is not right.');
}
