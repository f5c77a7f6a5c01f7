import type { CurrentUser } from '@lantern/shared/contracts/users';
import i18next from 'i18next';
import english from '../../../../shared/src/i18n/locales/en/console.json';
import {
  type ApiScript,
  FakeApi,
  FakeEnv,
  type FakeRealtime,
  fakeRealtime,
  loginResponse,
  makeUser as makeSharedUser,
} from '@lantern/shared/state/test-support';
import type { DesktopBridge, PresenceReport, TrayCommand, TrayState } from '../../common/desktop-api.js';
import type { InPageTray } from '../bridge/browser-bridge.js';
import type { ClockPorts } from './clock-store.js';
import type { Translate } from './notice.js';
import { RootStore } from './root-store.js';

export { loginResponse };
export { settle } from '@lantern/shared/state/test-support';

// The console's own fakes (bridge, clock) on top of the shared ones (API, browser, socket).

/** The console's typical person: a tutor. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeSharedUser({
    id: 7,
    username: 'tutor',
    first_name: 'Tess',
    last_name: 'Tutor',
    email: 'tess@example.org',
    school_id: null,
    school_ids: [],
    school: null,
    district_id: null,
    role: 'tutor',
    roles: ['tutor'],
    user_type_id: 2,
    student: null,
    tutor: { essay_review: true, high_impact_tutoring: false, max_weekly_hours: 20 },
    ...overrides,
  });
}

export interface FakeBridge extends DesktopBridge {
  trayStates: TrayState[];
  sendTrayCommand(command: TrayCommand): void;
  /** What the machine (or page) says of its tutor now; `setPresence` changes it and tells listeners. */
  presence: PresenceReport;
  setPresence(report: PresenceReport): void;
}

export function fakeBridge(): FakeBridge {
  let listener: ((command: TrayCommand) => void) | null = null;
  const presenceListeners = new Set<(report: PresenceReport) => void>();
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
    onNavigate: () => () => {},
    presence: { state: 'present' },
    currentPresence: async () => bridge.presence,
    onPresenceChange: (next) => {
      presenceListeners.add(next);
      return () => presenceListeners.delete(next);
    },
    setPresence: (report) => {
      bridge.presence = report;
      for (const next of presenceListeners) next(report);
    },
  };
  return bridge;
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

/** The console's English catalogue as `t`, so tests read what an English-speaking tutor is told. */
export function englishTranslate(): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    resources: { en: { console: english } },
    defaultNS: 'console',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return (key, options) => instance.t(key, options);
}

/** The API's answers to a tutor signing in (a tutor since `tutorSince`), spread into a test's script. */
export function tutorSignIn(tutorSince: number): ApiScript {
  return {
    login: () => loginResponse(makeUser()),
    meHome: () => ({
      kind: 'tutor',
      subjects: [],
      languages: [],
      essay_review: false,
      max_weekly_hours: 20,
      tutor_since: tutorSince,
    }),
  };
}

/** The API's answers to a tutor manager signing in, spread into a test's script. */
export function managerSignIn(overrides: Partial<CurrentUser> = {}): ApiScript {
  return {
    login: () =>
      loginResponse(makeUser({ role: 'tutor-manager', roles: ['tutor-manager'], tutor: null, ...overrides })),
    meHome: () => ({
      kind: 'tutor-manager',
      tutors_total: 0,
      tutors_active: 0,
      essay_reviewers: 0,
      tutors: [],
    }),
  };
}

export interface Harness {
  root: RootStore;
  api: FakeApi;
  env: FakeEnv;
  bridge: FakeBridge;
  realtime: FakeRealtime;
  clock: FakeClock;
}

export function makeRoot(
  script: ApiScript = {},
  desktop: { bridge?: DesktopBridge; inPageTray?: InPageTray | null } = {},
): Harness {
  const api = new FakeApi(script);
  const env = new FakeEnv();
  const bridge = fakeBridge();
  const realtime = fakeRealtime();
  const clock = fakeClock();
  // The server clock offset is learnt against the same local clock the console ticks with.
  env.nowMs = () => clock.nowMs();
  const root = new RootStore({
    createApi: (hooks) => {
      api.hooks = hooks;
      return api;
    },
    env,
    realtime: realtime.ports,
    bridge: desktop.bridge ?? bridge,
    inPageTray: desktop.inPageTray ?? null,
    clock,
  });
  root.desktop.setTranslate(englishTranslate());
  return { root, api, env, bridge, realtime, clock };
}

/** A Web Storage in memory, enough for the clearing to enumerate and remove keys. */
export function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}
