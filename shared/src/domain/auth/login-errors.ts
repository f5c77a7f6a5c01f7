export const AGREEMENT_UNCHECKED_MESSAGE = 'Please, check the checkbox before clicking the I Agree button.';
/** A login that has not answered by then is abandoned and the form becomes usable again. */
export const LOGIN_TIMEOUT_MS = 25_000;

export const LOGIN_ERROR_CODES = {
  ACCOUNT_EXPIRED: 146,
  LOGIN_DETAILS: 401,
  BAD_REQUEST: 400,
  GENERIC: 106,
  WRONG_CREDENTIALS: 500,
  SUSPENDED: 144,
} as const;

export type LoginErrorKind = 'expired' | 'details' | 'generic' | 'wrong_credentials' | 'suspended';

export interface LoginError {
  kind: LoginErrorKind;
  /** i18n key of the message shown under the form. */
  messageKey: string;
  showForgotPasswordLink: boolean;
}

const error = (kind: LoginErrorKind, showForgotPasswordLink = false): LoginError => ({
  kind,
  messageKey: `login.error.${kind}`,
  showForgotPasswordLink,
});

export const LOGIN_ERRORS: Readonly<Record<number, LoginError>> = {
  [LOGIN_ERROR_CODES.ACCOUNT_EXPIRED]: error('expired'),
  [LOGIN_ERROR_CODES.LOGIN_DETAILS]: error('details'),
  [LOGIN_ERROR_CODES.BAD_REQUEST]: error('generic'),
  [LOGIN_ERROR_CODES.GENERIC]: error('generic'),
  [LOGIN_ERROR_CODES.WRONG_CREDENTIALS]: error('wrong_credentials', true),
  [LOGIN_ERROR_CODES.SUSPENDED]: error('suspended'),
};

/** The message to show for a login failure; a code outside the catalogue reads as "try again". */
export function loginError(code: number): LoginError {
  return LOGIN_ERRORS[code] ?? error('generic');
}

export function loginErrorKind(code: number): LoginErrorKind {
  return loginError(code).kind;
}

export interface EmptyLoginFields {
  username: boolean;
  password: boolean;
}

/** Which sign-in fields are still empty, so the form can say so next to each one. */
export function emptyLoginFields(username: string, password: string): EmptyLoginFields {
  return { username: username.trim() === '', password: password === '' };
}

export type SsoLoginErrorKind = 'forbidden' | 'identity_provider';

/** Single sign-on failures: 403 and 432 mean the account may not sign in; anything else is the provider's. */
export function ssoLoginErrorKind(status: number): SsoLoginErrorKind {
  return status === 403 || status === 432 ? 'forbidden' : 'identity_provider';
}
