import type { ApiClient, ApiFile, CallOptions, ResponseOf, UploadOptions } from '../client/http-client.js';
import type { ConnectionStatus, RealtimeClientOptions } from '../client/realtime-client.js';
import type { LoginResponse, SessionTokens } from '../contracts/auth.js';
import type { RouteName } from '../contracts/routes.js';
import type { SessionView } from '../contracts/sessions.js';
import type { CurrentUser } from '../contracts/users.js';
import type { ApiHooks } from './api-hooks.js';
import type { BrowserEnv } from './browser-env.js';
import type { RealtimeConnection, RealtimePorts } from './connection-store.js';
import { SharedRootStore } from './root-store.js';

// The connection store loads the event schemas lazily (they stay off the sign-in page). Loading
// them here first makes that import a cache hit, so settle() is enough for a socket to open even
// on a busy machine, where the first load can take longer than one turn of the event loop.
await import('./server-events.js');

// Fakes for the store tests of the shared layer and of both apps: a scripted API, the browser,
// and a socket whose server events the test emits.

/** What a call, a download or an upload asked: an upload's form and progress callback too. */
export type ScriptedOptions<R extends RouteName> = CallOptions<R> & UploadOptions & { form?: FormData };
type Handler<R extends RouteName> = (options: ScriptedOptions<R>) => ResponseOf<R> | Promise<ResponseOf<R>>;
export type ApiScript = { [R in RouteName]?: Handler<R> };

/**
 * A scripted API: each route answers from its handler (return a value or throw an error); a
 * download's handler returns the file (`ApiFile`).
 */
export class FakeApi implements ApiClient {
  readonly calls: { name: RouteName; options: ScriptedOptions<RouteName> }[] = [];
  refreshHandler: () => SessionTokens | Promise<SessionTokens> = () => {
    throw new Error('no refresh cookie');
  };
  hooks: ApiHooks | null = null;

  constructor(public handlers: ApiScript = {}) {}

  async call<R extends RouteName>(name: R, options: ScriptedOptions<R> = {}): Promise<ResponseOf<R>> {
    this.calls.push({ name, options: options as ScriptedOptions<RouteName> });
    const handler = this.handlers[name] as Handler<R> | undefined;
    if (!handler) throw new Error(`FakeApi: no handler for ${name}`);
    return handler(options);
  }

  async download<R extends RouteName>(name: R, options: Omit<CallOptions<R>, 'body'> = {}): Promise<ApiFile> {
    return (await this.call(name, options)) as ApiFile;
  }

  upload<R extends RouteName>(name: R, form: FormData, options: UploadOptions = {}): Promise<ResponseOf<R>> {
    return this.call(name, { ...options, form } as ScriptedOptions<R>);
  }

  async refresh(): Promise<SessionTokens> {
    const tokens = await this.refreshHandler();
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
  now = 1_800_000_000_000;
  sessionStorage = {
    getItem: (key: string) => this.storage.get(key) ?? null,
    setItem: (key: string, value: string) => void this.storage.set(key, value),
    removeItem: (key: string) => void this.storage.delete(key),
  };
  writeCookie = (cookie: string) => void this.cookies.push(cookie);
  assign = (url: string) => void this.assigned.push(url);
  reload = () => {
    this.reloads += 1;
  };
  nowMs = () => this.now;
}

type Listener = (payload: unknown) => void;

/** A socket stand-in: tests emit server events and report statuses through it. */
export class FakeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  closed = false;
  /** The access token of this socket's first handshake. */
  readonly openedWith: string | null;

  constructor(readonly options: RealtimeClientOptions) {
    this.openedWith = options.getAccessToken();
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emitFromServer(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  report(status: ConnectionStatus): void {
    this.options.onStatus(status);
  }

  /** The access token this socket would present in its handshake now. */
  get token(): string | null {
    return this.options.getAccessToken();
  }
}

export interface FakeRealtime {
  sockets: FakeSocket[];
  logged: { message: string; detail: unknown }[];
  ports: RealtimePorts;
  readonly last: FakeSocket;
}

export function fakeRealtime(): FakeRealtime {
  const realtime: FakeRealtime = {
    sockets: [],
    logged: [],
    ports: {
      async open(options): Promise<RealtimeConnection> {
        const socket = new FakeSocket(options);
        realtime.sockets.push(socket);
        options.onStatus('connecting');
        return {
          // The stores only use on/off; the cast keeps the fake small.
          socket: socket as unknown as RealtimeConnection['socket'],
          close: () => {
            socket.closed = true;
            options.onStatus('reconnecting');
          },
        };
      },
      log: (message, detail) => void realtime.logged.push({ message, detail }),
    },
    get last() {
      const socket = realtime.sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
  return realtime;
}

export const TOKENS: SessionTokens = { access_token: 'access-1', token_type: 'Bearer', expires_in: 900 };

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    username: 'ava',
    first_name: 'Ava',
    last_name: 'Martinez',
    email: null,
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

/** The token names its identity, so a test can tell which handshake a socket would make. */
/**
 * A live-help session as the API sends it: the student Ava Martinez (7) matched with the tutor Sam
 * Patel (9) in Math, with no messages yet; a test overrides what it looks at.
 */
export function sessionView(overrides: Partial<SessionView> = {}): SessionView {
  return {
    id: 1,
    status: 'matched',
    chat_type: 'tutor',
    student: { id: 7, first_name: 'Ava', last_name: 'Martinez', user_type_id: 1 },
    tutor: { id: 9, first_name: 'Sam', last_name: 'Patel', user_type_id: 1 },
    subject: { id: 1, name: 'Math' },
    topic: null,
    question: 'How do I solve 2x + 3 = 11?',
    language_id: 1,
    requested_at: 100,
    matched_at: 110,
    ended_at: null,
    ended_by: null,
    former_tutors: [],
    is_feedback_completed: false,
    last_seq: 0,
    unread_count: 0,
    queue: null,
    ...overrides,
  };
}

export function loginResponse(user: CurrentUser, token = `token-${user.id}-${user.role}`): LoginResponse {
  return { access_token: token, token_type: 'Bearer', expires_in: 900, user };
}

/** Lets every pending promise callback (fake API answers, lazy imports, reactions after them) run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface SharedHarness {
  root: SharedRootStore;
  api: FakeApi;
  env: FakeEnv;
  realtime: FakeRealtime;
  stop(): void;
}

/** The shared stores alone, started, as an app composes them. */
export function makeSharedRoot(script: ApiScript = {}): SharedHarness {
  const api = new FakeApi(script);
  const env = new FakeEnv();
  const realtime = fakeRealtime();
  const root = new SharedRootStore({
    createApi: (hooks) => {
      api.hooks = hooks;
      return api;
    },
    env,
    realtime: realtime.ports,
  });
  const stop = root.start();
  return { root, api, env, realtime, stop };
}

/** Signs `user` in through the fake API, as the sign-in form would. */
export async function signInAs(root: Pick<SharedRootStore, 'session'>, api: FakeApi, user: CurrentUser) {
  api.handlers.login = () => loginResponse(user);
  return root.session.signIn({ username: user.username, password: 'secret' });
}
