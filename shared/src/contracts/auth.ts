import { z } from 'zod';
import { roleSchema } from './roles.js';
import { currentUserSchema } from './users.js';

/** Control characters (NUL included) and lone surrogates: never part of a name, and PostgreSQL refuses NUL. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;

export const loginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Please enter a username and password')
    .max(254)
    .refine((value) => !UNPRINTABLE.test(value), 'must not contain control characters'),
  password: z.string().min(1, 'Please enter a username and password').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionTokensSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const loginResponseSchema = sessionTokensSchema.extend({ user: currentUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const switchRoleRequestSchema = z.object({ role: roleSchema });
export type SwitchRoleRequest = z.infer<typeof switchRoleRequestSchema>;

export const impersonateRequestSchema = z.object({
  role: roleSchema,
  user_id: z.number().int().positive().optional(),
});
export type ImpersonateRequest = z.infer<typeof impersonateRequestSchema>;

export { IMPERSONATING_COOKIE, LANGUAGE_COOKIE, REFRESH_COOKIE } from './cookies.js';
