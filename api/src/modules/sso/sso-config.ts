import { SSO_PROVIDERS, type SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { z } from 'zod';

const issuer = z.url({ protocol: /^https?$/ }).optional();
const text = z.string().min(1).optional();

/**
 * One provider is on when its issuer, client id and secret are all set (SSO_<PROVIDER>_*); with
 * none of them it is off and offers no button. Written out rather than generated so each variable
 * is greppable and has its README row.
 */
export const ssoEnv = z.object({
  SSO_GOOGLE_ISSUER: issuer,
  SSO_GOOGLE_CLIENT_ID: text,
  SSO_GOOGLE_CLIENT_SECRET: text,
  SSO_CLEVER_ISSUER: issuer,
  SSO_CLEVER_CLIENT_ID: text,
  SSO_CLEVER_CLIENT_SECRET: text,
  SSO_CLASSLINK_ISSUER: issuer,
  SSO_CLASSLINK_CLIENT_ID: text,
  SSO_CLASSLINK_CLIENT_SECRET: text,
  SSO_AUTH0_ISSUER: issuer,
  SSO_AUTH0_CLIENT_ID: text,
  SSO_AUTH0_CLIENT_SECRET: text,
  // Registered OAuth clients Lantern authorises (the browser extension), as JSON:
  // [{"client_id":"…","name":"…","redirect_uris":["…"]}]. Unset: none.
  OAUTH2_CLIENTS: z.string().min(2).optional(),
});
type SsoEnv = z.infer<typeof ssoEnv>;

export interface SsoProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OAuth2ClientConfig {
  client_id: string;
  name: string;
  redirect_uris: string[];
}

const oauth2ClientsSchema = z.array(
  z.object({
    client_id: z.string().min(1).max(200),
    name: z.string().min(1).max(120),
    redirect_uris: z.array(z.url()).min(1),
  }),
);

/** Each provider's settings, or null when it is off; a half-configured provider stops start-up. */
export function toSsoConfig(e: SsoEnv): {
  providers: Record<SsoProvider, SsoProviderConfig | null>;
  oauth2Clients: OAuth2ClientConfig[];
  problems: string[];
} {
  const problems: string[] = [];
  const providers = Object.fromEntries(
    SSO_PROVIDERS.map((provider) => {
      const prefix = `SSO_${provider.toUpperCase()}`;
      const values = {
        issuer: e[`${prefix}_ISSUER` as keyof SsoEnv],
        clientId: e[`${prefix}_CLIENT_ID` as keyof SsoEnv],
        clientSecret: e[`${prefix}_CLIENT_SECRET` as keyof SsoEnv],
      };
      const set = Object.values(values).filter((value) => value !== undefined).length;
      if (set === 0) return [provider, null];
      if (set < 3) {
        problems.push(
          `${prefix}_ISSUER, ${prefix}_CLIENT_ID, ${prefix}_CLIENT_SECRET: set all three or none`,
        );
        return [provider, null];
      }
      return [provider, values as SsoProviderConfig];
    }),
  ) as Record<SsoProvider, SsoProviderConfig | null>;
  let oauth2Clients: OAuth2ClientConfig[] = [];
  if (e.OAUTH2_CLIENTS) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(e.OAUTH2_CLIENTS);
    } catch {
      parsed = null;
    }
    const clients = oauth2ClientsSchema.safeParse(parsed);
    if (clients.success) oauth2Clients = clients.data;
    else problems.push('OAUTH2_CLIENTS: a JSON array of {client_id, name, redirect_uris}');
  }
  return { providers, oauth2Clients, problems };
}
