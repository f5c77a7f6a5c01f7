import type { ApiClient, CallOptions, ResponseOf } from '@lantern/shared/client/http-client';
import type { RealtimeSocket } from '@lantern/shared/client/realtime-client';
import type { SessionTokens } from '@lantern/shared/contracts/auth';
import type { RouteName } from '@lantern/shared/contracts/routes';
import type { CurrentUser } from '@lantern/shared/contracts/users';
import type { ApiHooks } from './api-hooks.js';
import type { BrowserEnv } from './browser-env.js';
import { RootStore } from './root-store.js';

type Handler = (options: CallOptions<RouteName>) => unknown;

/** A scripted API: each route answers from its handler (return a value or throw an error). */
export class FakeApi implements ApiClient {
  readonly calls: { name: RouteName; options: CallOptions<RouteName> }[] = [];
  handlers: Partial<Record<RouteName, Handler>> = {};
  refreshHandler: () => SessionTokens = () => {
    throw new Error('no refresh cookie');
  };
  hooks: ApiHooks | null = null;

  async call<R extends RouteName>(name: R, options: CallOptions<R> = {}): Promise<ResponseOf<R>> {
    this.calls.push({ name, options: options as CallOptions<RouteName> });
    const handler = this.handlers[name];
    if (!handler) throw new Error(`FakeApi: no handler for ${name}`);
    return handler(options as CallOptions<RouteName>) as ResponseOf<R>;
  }

  async refresh(): Promise<SessionTokens> {
    const tokens = this.refreshHandler();
    this.hooks?.onTokens(tokens);
    return tokens;
  }

  called(name: RouteName): number {
    return this.calls.filter((call) => call.name === name).length;
  }
}

export class FakeEnv implements BrowserEnv {
  storage = new Map<string, string>();
  cookies: string[] = [];
  assigned: string[] = [];
  reloads = 0;
  sessionStorage = {
    getItem: (key: string) => this.storage.get(key) ?? null,
    setItem: (key: string, value: string) => void this.storage.set(key, value),
    removeItem: (key: string) => void this.storage.delete(key),
  };
  readCookies = () => this.cookies.join('; ');
  writeCookie = (cookie: string) => void this.cookies.push(cookie);
  assign = (url: string) => void this.assigned.push(url);
  reload = () => {
    this.reloads += 1;
  };
}

export const TOKENS: SessionTokens = { access_token: 'access-1', token_type: 'Bearer', expires_in: 900 };

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    username: 'student',
    first_name: 'Ava',
    last_name: 'Martinez',
    email: 'ava@example.org',
    preferred_language: 'en',
    timezone: 'America/New_York',
    school_id: 1,
    school_ids: [1],
    school: {
      id: 1,
      name: 'Maplewood High School',
      district: { id: 1, name: 'Riverside' },
      country_code: 'US',
      timezone: 'America/New_York',
      operating_hours_start: '08:00',
      operating_hours_end: '16:00',
      features_live_help: true,
      features_essay_review: true,
      features_shared_sessions: false,
      licences: ['LIVE_HELP', 'WRITING', 'ASSIGN', 'HIT', 'PRACTICE'],
    },
    district_id: 1,
    role: 'student',
    roles: ['student'],
    avatar: null,
    accepted_agreement: true,
    password_changed: true,
    user_type_id: 1,
    student: { is_new: false, grade: { id: 9, name: 'Grade 9', group: 'middleAndHigh' } },
    tutor: null,
    impersonation: null,
    ...overrides,
  };
}

export function makeStores(): { stores: RootStore; api: FakeApi; env: FakeEnv } {
  const api = new FakeApi();
  const env = new FakeEnv();
  const stores = new RootStore(
    (hooks) => {
      api.hooks = hooks;
      return api;
    },
    env,
    // Only `on` is used by the binders; the rest of the socket is never touched in unit tests.
    async () => ({ socket: { on: () => undefined } as unknown as RealtimeSocket, close: () => undefined }),
  );
  return { stores, api, env };
}

/** Signs `user` in through the fake API, as the sign-in form would. */
export async function signInAs(stores: RootStore, api: FakeApi, user: CurrentUser) {
  api.handlers.login = () => ({ ...TOKENS, user });
  return stores.session.login({ username: user.username, password: 'secret' });
}
