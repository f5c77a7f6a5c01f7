import { ApiError } from '@lantern/shared/client/api-error';
import type { ApiClient } from '@lantern/shared/client/http-client';
import type { OAuth2AuthorizeQuery } from '@lantern/shared/contracts/oauth2';
import { makeAutoObservable, runInAction } from 'mobx';

export type OAuth2Problem = 'invalid' | 'failed';

/** The person's answer to a registered application (the extension) asking to use their account. */
export class OAuth2Store {
  approving = false;
  problem: OAuth2Problem | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<OAuth2Store, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Where the browser goes with the code, or null when the request was refused (`problem` says why). */
  async approve(query: OAuth2AuthorizeQuery): Promise<string | null> {
    this.approving = true;
    this.problem = null;
    try {
      return (await this.api.call('oauth2Authorize', { query })).redirect_uri;
    } catch (error) {
      runInAction(() => {
        this.problem = error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed';
      });
      return null;
    } finally {
      runInAction(() => {
        this.approving = false;
      });
    }
  }
}
