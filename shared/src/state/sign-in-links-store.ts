import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/http-client.js';
import { ErrorCode } from '../contracts/error-codes.js';
import type { SocialLogin } from '../contracts/sso.js';
import type { SsoProvider } from '../domain/auth/sso-providers.js';
import { type LoadStatus, OnceLoader } from './once-loader.js';

/** What became of the last change: done either way, refused as the last way in, or failed. */
export type SignInLinkResult = 'linked' | 'unlinked' | 'lastWayIn' | 'failed';

/**
 * Sends the person to the provider to link. In a browser the page itself goes (and comes back to
 * settings, which calls `linkedOnReturn`); the desktop console opens a window of its own and
 * answers with the app path the flow came back to, or null when the person closed it.
 */
export type GoToProvider = (url: string) => void | Promise<{ returnedTo: string | null }>;

/** A person's single sign-on links in settings: one row per provider configured here. */
export class SignInLinksStore {
  links: SocialLogin[] = [];
  pending: SsoProvider | null = null;
  outcome: { provider: SsoProvider; result: SignInLinkResult } | null = null;
  private readonly loader: OnceLoader<SocialLogin[]>;

  constructor(
    private readonly api: ApiClient,
    private readonly go: GoToProvider,
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
      const back = await this.go(url);
      // Back from a window of its own: the spec's error page means refused, any other page linked.
      if (back?.returnedTo) {
        const refused = back.returnedTo.startsWith('/error/');
        if (!refused) await this.load(true);
        runInAction(() => {
          this.outcome = { provider, result: refused ? 'failed' : 'linked' };
        });
      }
    } catch {
      runInAction(() => {
        this.outcome = { provider, result: 'failed' };
      });
    }
    runInAction(() => {
      this.pending = null;
    });
  }

  /** Settings opened by the provider's return (`?sso_linked=`): say the link is made. */
  linkedOnReturn(provider: SsoProvider): void {
    this.outcome = { provider, result: 'linked' };
  }

  async unlink(provider: SsoProvider): Promise<void> {
    if (this.pending) return;
    this.pending = provider;
    this.outcome = null;
    try {
      const link = await this.api.call('unlinkSocialLogin', { params: { provider } });
      runInAction(() => {
        this.links = this.links.map((row) => (row.provider === provider ? link : row));
        this.outcome = { provider, result: 'unlinked' };
      });
    } catch (error) {
      const lastWayIn = error instanceof ApiError && error.code === ErrorCode.ssoLastWayIn;
      runInAction(() => {
        this.outcome = { provider, result: lastWayIn ? 'lastWayIn' : 'failed' };
      });
    }
    runInAction(() => {
      this.pending = null;
    });
  }
}
