// No schemas here, and no other codes: this is all of the catalogue the sign-in page downloads.
/**
 * The error codes the sign-in page and the session read. Login outcomes keep the numeric codes of
 * the spec's catalogue so that clients written against it keep working. `ErrorCode` (error-codes.ts)
 * holds these and every other code; importing these alone keeps the rest off the sign-in page.
 */
export const SignInErrorCode = {
  loginSuspended: 144,
  loginExpired: 146,
  loginGeneric: 106,
  loginWrongCredentials: 500,
  loginDetails: 401,
  affiliateUnsupported: 'affiliate_unsupported',
  rateLimited: 'rate_limited',
} as const;
