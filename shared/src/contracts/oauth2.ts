import { z } from 'zod';

/**
 * A registered client's authorization request (RFC 6749 4.1.1 with RFC 7636's PKCE), as the
 * `/login/oauth2/authorize` page received it and passes it on once the person approves.
 */
export const oauth2AuthorizeQuerySchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2000),
  code_challenge: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be an S256 code challenge'),
  code_challenge_method: z.literal('S256'),
  state: z.string().max(1000).optional(),
  scope: z.string().max(200).optional(),
});
export type OAuth2AuthorizeQuery = z.infer<typeof oauth2AuthorizeQuerySchema>;

/** The client's redirect URI with the code (and state) added: where the browser goes next. */
export const oauth2AuthorizeResponseSchema = z.object({ redirect_uri: z.string() });
export type OAuth2AuthorizeResponse = z.infer<typeof oauth2AuthorizeResponseSchema>;

/** The token request (RFC 6749 4.1.3 and 6), a form; the library checks each grant's fields. */
export const oauth2TokenRequestSchema = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  client_id: z.string().min(1).max(200),
  code: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  code_verifier: z.string().max(128).optional(),
  refresh_token: z.string().max(200).optional(),
});

/** RFC 6749 5.1: a Lantern sign-in's access token and its refresh token. */
export const oauth2TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string().optional(),
});
