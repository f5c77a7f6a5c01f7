import { SSO_PROVIDERS, type SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';

/** Clever's token endpoint takes the client's secret as HTTP Basic; the others take it in the form. */
const BASIC_AUTH: readonly SsoProvider[] = ['clever'];

/** A provider's discovery document and keys taking longer than this is a failed sign-in, not a hung one. */
const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * One openid-client `Configuration` per configured provider, discovered from its issuer on first
 * use and kept (a failed discovery is tried again next time). ID token signatures are checked
 * against the issuer's published keys (`enableNonRepudiationChecks`), not only trusted because
 * they came over TLS: outside production an issuer may be plain http (the tests' own provider).
 */
@Injectable()
export class OidcClients {
  private readonly discovered = new Map<SsoProvider, Promise<oidc.Configuration>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configured(): SsoProvider[] {
    return SSO_PROVIDERS.filter((provider) => this.config.sso[provider] !== null);
  }

  isConfigured(provider: SsoProvider): boolean {
    return this.config.sso[provider] !== null;
  }

  /** `{PUBLIC_URL}/api/auth/sso/{provider}/callback`, as registered at the provider. */
  redirectUri(provider: SsoProvider): string {
    return `${this.config.publicUrl}/api/auth/sso/${provider}/callback`;
  }

  /** The provider's client; throws when it is not configured or its issuer cannot be reached. */
  client(provider: SsoProvider): Promise<oidc.Configuration> {
    let found = this.discovered.get(provider);
    if (!found) {
      found = this.discover(provider);
      this.discovered.set(provider, found);
      found.catch(() => this.discovered.delete(provider));
    }
    return found;
  }

  private async discover(provider: SsoProvider): Promise<oidc.Configuration> {
    const settings = this.config.sso[provider];
    if (!settings) throw new Error(`${provider} is not configured`);
    const insecure = this.config.env !== 'production' && settings.issuer.startsWith('http:');
    return oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      { client_secret: settings.clientSecret, redirect_uris: [this.redirectUri(provider)] },
      BASIC_AUTH.includes(provider)
        ? oidc.ClientSecretBasic(settings.clientSecret)
        : oidc.ClientSecretPost(settings.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      },
    );
  }
}
