import { z } from 'zod';
import { SSO_PROVIDERS } from '../domain/auth/sso-providers.js';

export const ssoProviderSchema = z.enum(SSO_PROVIDERS);

/** The sign-in link's district and school, as slugs (`/login/student/:districtName/:schoolName`). */
export const ssoProvidersQuerySchema = z.object({
  district: z.string().max(200).optional(),
  school: z.string().max(200).optional(),
});
export type SsoProvidersQuery = z.infer<typeof ssoProvidersQuerySchema>;

/** The providers configured here and, when the link names a school, that the school allows. */
export const ssoProvidersSchema = z.object({ providers: z.array(ssoProviderSchema) });
export type SsoProviders = z.infer<typeof ssoProvidersSchema>;

export const ssoProviderParamsSchema = z.object({ provider: ssoProviderSchema });

/** What the provider sends back to the redirect URI; checked by the OpenID client, not here. */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(1000).optional(),
  scope: z.string().max(1000).optional(),
  session_state: z.string().max(1000).optional(),
});

/** The spec's POST /auth0: an identity-provider access token, as a form field, for a session. */
export const auth0ExchangeSchema = z.object({ access_token: z.string().min(1).max(8192) });
export type Auth0Exchange = z.infer<typeof auth0ExchangeSchema>;

/** The spec's social logins: whether the signed-in person's Google account is linked. */
export const socialLoginSchema = z.object({
  provider: ssoProviderSchema,
  linked: z.boolean(),
  email: z.string().nullable(),
  linked_at: z.number().int().nullable(),
});
export type SocialLogin = z.infer<typeof socialLoginSchema>;

/** Where to send the browser to link the provider's account to the signed-in person. */
export const socialLoginLinkSchema = z.object({ url: z.string() });
