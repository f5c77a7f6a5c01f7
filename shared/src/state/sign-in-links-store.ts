import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../client/http-client.js';
import type { SocialLogin } from '../contracts/sso.js';
import type { SsoProvider } from '../domain/auth/sso-providers.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

/** A person's single sign-on links in settings: one row per provider configured here. */
export class SignInLinksStore {
  links: SocialLogin[] = [];
  pending: SsoProvider | null = null;
  /** The last change: unlinked, or failed (link or unlink), for whichever provider. */
  outcome: { provider: SsoProvider; ok: boolean } | null = null;
  private readonly loader: OnceLoader<SocialLogin[]>;

  constructor(
    private readonly api: ApiClient,
    /** Sends the browser to the provider to link (the web's location, the console's shell). */
    private readonly go: (url: string) => void,
  ) {
    this.loader = new OnceLoader(
      async () => {
        const { providers } = await this.api.call('ssoProviders', { query: {} });
        return Promise.all(
          providers.map((provider) => this.api.call('socialLogin', { params: { provider } })),
        );
      },
      (links) => {
        this.links = links;
      },
    );
    makeAutoObservable<SignInLinksStore, 'api' | 'go' | 'loader'>(
      this,
      { api: false, go: false, loader: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.loader.status;
  }

  load(force = false): Promise<void> {
    return this.loader.load(force);
  }

  clear(): void {
    this.loader.reset();
    this.links = [];
    this.outcome = null;
  }

  /** The provider's page, then back to Lantern, linked. */
  async link(provider: SsoProvider): Promise<void> {
    if (this.pending) return;
    this.pending = provider;
    this.outcome = null;
    try {
      const { url } = await this.api.call('socialLoginLink', { params: { provider } });
      this.go(url);
    } catch {
      runInAction(() => {
        this.outcome = { provider, ok: false };
      });
    }
    runInAction(() => {
      this.pending = null;
    });
  }

  async unlink(provider: SsoProvider): Promise<void> {
    if (this.pending) return;
    this.pending = provider;
    this.outcome = null;
    try {
      const link = await this.api.call('unlinkSocialLogin', { params: { provider } });
      runInAction(() => {
        this.links = this.links.map((row) => (row.provider === provider ? link : row));
        this.outcome = { provider, ok: true };
      });
    } catch {
      runInAction(() => {
        this.outcome = { provider, ok: false };
      });
    }
    runInAction(() => {
      this.pending = null;
    });
  }
}
