import { FakeApi, FakeEnv, fakeRealtime } from '@lantern/shared/state/test-support';
import { RootStore } from './root-store.js';

export { loginResponse, makeUser, settle, signInAs, TOKENS } from '@lantern/shared/state/test-support';

/** The web app's root store on the shared fakes, started as `main.tsx` starts it. */
export function makeStores() {
  const api = new FakeApi();
  const env = new FakeEnv();
  const realtime = fakeRealtime();
  const stores = new RootStore({
    createApi: (hooks) => {
      api.hooks = hooks;
      return api;
    },
    env,
    realtime: realtime.ports,
  });
  stores.start();
  return { stores, api, env, realtime };
}
