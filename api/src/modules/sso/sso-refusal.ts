import { ErrorCode } from '@lantern/shared/contracts/errors';
import { ssoLoginErrorKind } from '@lantern/shared/domain/auth/login-errors';
import type { SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { AppError } from '../../platform/http/app-error.js';

/** The error page every single sign-on refusal lands on (the spec's `/error/google`). */
export const SSO_ERROR_PAGE = '/error/google';

/**
 * HTTP 432: the provider vouched for someone, but no Lantern account of a school that allows this
 * provider is theirs. With 403 (the account may not sign in) it is the spec's forbidden login error.
 */
export const NO_ACCOUNT_STATUS = 432;

export const noAccount = () =>
  new AppError(
    NO_ACCOUNT_STATUS,
    ErrorCode.ssoNoAccount,
    'No Lantern account of a school that allows this sign-in matches this account',
  );

export const notConfigured = (provider: SsoProvider) =>
  new AppError(404, ErrorCode.ssoNotConfigured, `Signing in with ${provider} is not set up on this Lantern`);

/** The provider's answer could not be used: refused, forged, stale, or it could not be reached. */
export const providerFailed = (why: string, status = 502) =>
  new AppError(status, ErrorCode.ssoFailed, `Signing in with the provider failed: ${why}`);

/**
 * Where the browser goes after a refused sign-in: the error page, told which of the spec's two
 * errors it is (403 and 432 forbidden, anything else the identity provider's), and the code, so it
 * can say "suspended" or "expired" as the sign-in form would.
 */
export function refusalPath(provider: SsoProvider, error: AppError): string {
  const kind = error.code === ErrorCode.ssoNotConfigured ? 'not_configured' : ssoLoginErrorKind(error.status);
  const query = new URLSearchParams({ error: kind, provider, code: String(error.code) });
  return `${SSO_ERROR_PAGE}?${query.toString()}`;
}
