import { z } from 'zod';

/**
 * Error codes. Login outcomes keep the numeric codes of the spec's catalogue so that clients
 * written against it keep working; everything else uses readable string codes.
 */
export const ErrorCode = {
  loginSuspended: 144,
  loginExpired: 146,
  loginGeneric: 106,
  loginWrongCredentials: 500,
  loginDetails: 401,
  affiliateUnsupported: 'affiliate_unsupported',
  validationFailed: 'validation_failed',
  unauthenticated: 'unauthenticated',
  invalidToken: 'invalid_token',
  refreshTokenMissing: 'no_refresh_token',
  refreshTokenReused: 'refresh_token_reused',
  forbidden: 'forbidden',
  roleNotHeld: 'role_not_held',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const validationIssueSchema = z.object({
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.union([z.number(), z.string()]),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
