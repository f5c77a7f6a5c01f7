import { HttpSession } from './http-session.js';

/** Where a walk through the provider ended: Lantern's answer to the callback. */
export interface SsoLanding {
  status: number;
  location: string;
}

/**
 * A browser for single sign-on over real HTTP: Lantern's cookies in `lantern` (the shared typed
 * client's jar), the provider's in a jar of its own, redirects followed by hand. Lantern is reached
 * at `baseUrl` though its PUBLIC_URL (the redirect URI's origin) is `publicUrl`, as behind a proxy.
 */
export class SsoBrowser {
  readonly lantern: HttpSession;
  private readonly providerCookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly publicUrl: string,
  ) {
    this.lantern = new HttpSession(baseUrl);
  }

  /** GET a Lantern path without following its redirect. */
  async lanternGet(path: string): Promise<Response> {
    return this.lantern.fetch(new URL(path, this.baseUrl), { redirect: 'manual' });
  }

  /** The provider's authorization URL Lantern's start sends the browser to. */
  async start(provider: string): Promise<URL> {
    const response = await this.lanternGet(`/api/auth/sso/${provider}/start`);
    if (response.status !== 302) throw new Error(`start answered ${response.status}`);
    return new URL(response.headers.get('location')!);
  }

  /**
   * At the provider: open the authorization URL, sign in as `login` when asked, and return the
   * redirect back to Lantern (the callback URL, on PUBLIC_URL).
   */
  async atProvider(authorizationUrl: URL, login: string): Promise<URL> {
    let url = authorizationUrl;
    let response = await this.providerFetch(url);
    for (let hop = 0; hop < 10; hop += 1) {
      if (response.status === 200) {
        const action = /action="([^"]+)"/.exec(await response.text())?.[1];
        if (!action) throw new Error('the provider showed a page without a sign-in form');
        url = new URL(action, url);
        response = await this.providerFetch(url, new URLSearchParams({ login }));
        continue;
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status} without a redirect`);
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      response = await this.providerFetch(url);
    }
    throw new Error('too many redirects at the provider');
  }

  /** Deliver the provider's redirect to Lantern (at its real address) and return Lantern's answer. */
  async callback(redirect: URL): Promise<SsoLanding> {
    if (redirect.origin !== new URL(this.publicUrl).origin)
      throw new Error(`the provider redirected to ${redirect.origin}, not Lantern`);
    const response = await this.lanternGet(`${redirect.pathname}${redirect.search}`);
    return { status: response.status, location: response.headers.get('location') ?? '' };
  }

  /** A whole sign-in: start, the provider, the callback. */
  async signIn(provider: string, login: string): Promise<SsoLanding> {
    return this.callback(await this.atProvider(await this.start(provider), login));
  }

  /** Whether Lantern's refresh cookie now holds a sign-in: the app's own restore, then /me. */
  async whoAmI() {
    const tokens = await this.lantern.api.refresh();
    this.lantern.accessToken = tokens.access_token;
    return this.lantern.api.call('me');
  }

  private async providerFetch(url: URL, form?: URLSearchParams): Promise<Response> {
    const headers = new Headers();
    if (this.providerCookies.size)
      headers.set('cookie', [...this.providerCookies].map(([key, value]) => `${key}=${value}`).join('; '));
    if (form) headers.set('content-type', 'application/x-www-form-urlencoded');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form?.toString(),
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.providerCookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }
}
