import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import type { SocialLogin } from '../contracts/sso.js';
import { SignInLinksStore } from './sign-in-links-store.js';
import { FakeApi } from './test-support.js';

/** The server's links, as socialLogin answers them; linking flips Google on. */
function server() {
  let googleLinked = false;
  const link = (provider: 'google' | 'clever'): SocialLogin => {
    const linked = provider === 'google' && googleLinked;
    return { provider, linked, email: linked ? 'ana@example.org' : null, linked_at: linked ? 1 : null };
  };
  const api = new FakeApi({
    ssoProviders: () => ({ providers: ['google', 'clever'] }),
    socialLogin: ({ params }) => link(params!.provider as 'google' | 'clever'),
    socialLoginLink: () => ({ url: 'https://idp.example/authorize?state=s' }),
  });
  return { api, linkGoogle: () => (googleLinked = true) };
}

describe('SignInLinksStore', () => {
  it('should read the links again and say linked when a window of its own comes back into the app', async () => {
    const { api, linkGoogle } = server();
    const store = new SignInLinksStore(api, async (url) => {
      expect(url).toBe('https://idp.example/authorize?state=s');
      linkGoogle();
      return { returnedTo: '/settings?sso_linked=google' };
    });
    await store.load();
    await store.link('google');
    expect(store.outcome).toEqual({ provider: 'google', result: 'linked' });
    expect(store.links.find((row) => row.provider === 'google')?.linked).toBe(true);
    expect(store.pending).toBeNull();
  });

  it('should say it failed when the flow came back on the error page, and nothing when the window was closed', async () => {
    const { api } = server();
    let back: string | null = '/error/google?error=forbidden&provider=google';
    const store = new SignInLinksStore(api, async () => ({ returnedTo: back }));
    await store.load();
    await store.link('google');
    expect(store.outcome).toEqual({ provider: 'google', result: 'failed' });
    back = null;
    await store.link('google');
    expect(store.outcome).toBeNull();
  });

  it('should leave the outcome to the returning page when the browser itself went to the provider', async () => {
    const { api } = server();
    const visited: string[] = [];
    const store = new SignInLinksStore(api, (url) => void visited.push(url));
    await store.load();
    await store.link('clever');
    expect(visited).toHaveLength(1);
    expect(store.outcome).toBeNull();
    store.linkedOnReturn('clever');
    expect(store.outcome).toEqual({ provider: 'clever', result: 'linked' });
  });

  it('should tell the last way in apart from another refusal when unlinking', async () => {
    const { api } = server();
    api.handlers.unlinkSocialLogin = () => {
      throw new ApiError(409, 'sso_last_way_in', 'This is your only way to sign in');
    };
    const store = new SignInLinksStore(api, () => undefined);
    await store.load();
    await store.unlink('google');
    expect(store.outcome).toEqual({ provider: 'google', result: 'lastWayIn' });
    api.handlers.unlinkSocialLogin = () => {
      throw new ApiError(500, 'internal_error', 'Something went wrong');
    };
    await store.unlink('google');
    expect(store.outcome).toEqual({ provider: 'google', result: 'failed' });
  });
});
