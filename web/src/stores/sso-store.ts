import type { ApiClient } from '@lantern/shared/client/http-client';
import type { SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { makeAutoObservable, runInAction } from 'mobx';

/** The single sign-on providers the sign-in page offers: configured here, and allowed by the link's school. */
export class SsoStore {
  providers: readonly SsoProvider[] = [];
  private asked: string | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SsoStore, 'api' | 'asked'>(this, { api: false, asked: false }, { autoBind: true });
  }

  /** Once per school link; a failure offers no provider, the password form still works. */
  async load(district?: string, school?: string): Promise<void> {
    const key = `${district}/${school}`;
    if (this.asked === key) return;
    this.asked = key;
    const providers = await this.api
      .call('ssoProviders', { query: { district, school } })
      .then((answer) => answer.providers)
      .catch(() => []);
    runInAction(() => {
      if (this.asked === key) this.providers = providers;
    });
  }
}
