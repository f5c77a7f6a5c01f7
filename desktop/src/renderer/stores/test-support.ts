import type { ApiClient, CallOptions, ResponseOf } from '@lantern/shared/client/http-client';
import type { ConnectionStatus, RealtimeClientOptions } from '@lantern/shared/client/realtime-client';
import type { LoginResponse, SessionTokens } from '@lantern/shared/contracts/auth';
import type { RouteName } from '@lantern/shared/contracts/routes';
import type { CurrentUser } from '@lantern/shared/contracts/users';
import type { DesktopBridge, TrayCommand, TrayState } from '../../common/desktop-api.js';
import type { InPageTray } from '../bridge/browser-bridge.js';
import type { ClockPorts } from './clock-store.js';
import type { RealtimeConnection } from './connection-store.js';
import { RootStore } from './root-store.js';

// Shared by the store and guard tests: a scripted API, bridge, socket and clock.

type Handler<R extends RouteName> = (
  options: CallOptions<R> | undefined,
) => ResponseOf<R> | Promise<ResponseOf<R>>;
export type ApiScript = { [R in RouteName]?: Handler<R> };

export interface FakeApi extends ApiClient {
  script: ApiScript;
  calls: { name: RouteName; options: CallOptions<RouteName> | undefined }[];
  refreshWith: () => Promise<SessionTokens>;
}

export function fakeApi(script: ApiScript = {}): FakeApi {
  const api: FakeApi = {
    script,
    calls: [],
    refreshWith: () => Promise.reject(new Error('no refresh cookie')),
    async call<R extends RouteName>(name: R, options?: CallOptions<R>): Promise<ResponseOf<R>> {
      api.calls.push({ name, options: options as CallOptions<RouteName> | undefined });
      const handler = api.script[name] as Handler<R> | undefined;
      if (!handler) throw new Error(`unexpected call ${name}`);
      return handler(options);
    },
    refresh: () => api.refreshWith(),
  };
  return api;
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'tutor',
    first_name: 'Tess',
    last_name: 'Tutor',
    email: 'tess@example.org',
    preferred_language: 'en',
    timezone: 'America/New_York',
    school_id: null,
    school_ids: [],
    school: null,
    district_id: null,
    role: 'tutor',
    roles: ['tutor'],
    avatar: null,
    accepted_agreement: true,
    password_changed: true,
    user_type_id: 2,
    student: null,
    tutor: { essay_review: true, high_impact_tutoring: false, max_weekly_hours: 20 },
    impersonation: null,
    ...overrides,
  };
}

export function loginResponse(user: CurrentUser, token = `token-${user.id}-${user.role}`): LoginResponse {
  return { access_token: token, token_type: 'Bearer', expires_in: 900, user };
}

export interface FakeBridge extends DesktopBridge {
  trayStates: TrayState[];
  sendTrayCommand(command: TrayCommand): void;
}

export function fakeBridge(): FakeBridge {
  let listener: ((command: TrayCommand) => void) | null = null;
  const bridge: FakeBridge = {
    trayStates: [],
    notify: async () => undefined,
    playChime: async () => undefined,
    setTrayState: async (state) => {
      bridge.trayStates.push(state);
    },
    getAppInfo: async () => ({ platform: 'test', version: '0.0.0', isDesktop: false }),
    onTrayCommand: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    sendTrayCommand: (command) => listener?.(command),
  };
  return bridge;
}

type Listener = (payload: unknown) => void;

/** A socket stand-in: tests emit server events and report statuses through it. */
export class FakeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  closed = false;

  constructor(readonly options: RealtimeClientOptions) {}

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
}

export interface FakeRealtime {
  sockets: FakeSocket[];
  connect(options: RealtimeClientOptions): RealtimeConnection;
  readonly last: FakeSocket;
}

export function fakeRealtime(): FakeRealtime {
  const realtime: FakeRealtime = {
    sockets: [],
    connect(options) {
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
    get last() {
      const socket = realtime.sockets.at(-1);
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
  return realtime;
}

export interface FakeClock extends ClockPorts {
  advance(ms: number): void;
  readonly intervals: number;
}

export function fakeClock(startMs = 1_800_000_000_000): FakeClock {
  let now = startMs;
  const ticks = new Map<number, () => void>();
  let nextHandle = 1;
  return {
    nowMs: () => now,
    setInterval: (tick) => {
      const handle = nextHandle++;
      ticks.set(handle, tick);
      return handle as unknown as ReturnType<typeof setInterval>;
    },
    clearInterval: (handle) => {
      ticks.delete(handle as unknown as number);
    },
    advance(ms) {
      now += ms;
      for (const tick of ticks.values()) tick();
    },
    get intervals() {
      return ticks.size;
    },
  };
}

export interface Harness {
  root: RootStore;
  api: FakeApi;
  bridge: FakeBridge;
  realtime: FakeRealtime;
  clock: FakeClock;
  hooks: { onSessionEnded(): void; onRateLimited(): void };
}

export function makeRoot(
  script: ApiScript = {},
  desktop: { bridge?: DesktopBridge; inPageTray?: InPageTray | null } = {},
): Harness {
  const api = fakeApi(script);
  const bridge = fakeBridge();
  const realtime = fakeRealtime();
  const clock = fakeClock();
  const hooks: Harness['hooks'] = { onSessionEnded: () => undefined, onRateLimited: () => undefined };
  const root = new RootStore({
    createApi: (apiHooks) => {
      hooks.onSessionEnded = apiHooks.onSessionEnded;
      hooks.onRateLimited = apiHooks.onRateLimited;
      return api;
    },
    bridge: desktop.bridge ?? bridge,
    inPageTray: desktop.inPageTray ?? null,
    realtime: {
      connect: (opts) => realtime.connect(opts),
      reload: { run: () => undefined, lastAtMs: () => null, remember: () => undefined },
    },
    clock,
  });
  return { root, api, bridge, realtime, clock, hooks };
}

/** Lets every pending promise callback (fake API answers, reactions after them) run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
