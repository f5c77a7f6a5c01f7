import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from '@lantern/shared/realtime/events';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { ShiftEvent } from '../src/modules/schedules/entities/shift-event.entity.js';
import { type ScheduledSegmentType, scheduleShift } from '../src/modules/schedules/shift-factory.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { HttpSession } from './http-session.js';
import { type FakeAiServer, startFakeAiServer } from './fake-ai-server.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Set-up shared by the integration tests of shifts, breaks, transfers and availability. */

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const DAY = 86_400;

/**
 * Opens typed socket.io clients on `baseUrl` (path '/v4', websocket only, no reconnection) and
 * remembers them, so the test file can close them all with `closeAll()` (e.g. in afterEach).
 */
export function createSocketKit(baseUrl: string | (() => string)) {
  const open: ClientSocket[] = [];
  return {
    connect(token: string | null): ClientSocket {
      const socket: ClientSocket = io(typeof baseUrl === 'string' ? baseUrl : baseUrl(), {
        path: '/v4',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        forceNew: true,
      });
      open.push(socket);
      return socket;
    },
    closeAll() {
      for (const socket of open.splice(0)) socket.disconnect();
    },
  };
}
export type SocketKit = ReturnType<typeof createSocketKit>;

/**
 * The test file's API and socket kit: the API starts before the file's tests and stops after
 * them, and the sockets a test opened close after it. `t` reads through to the running API, so
 * the tests use it as the TestApp itself. Call it once, at the top of the file.
 */
export function useShiftTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): {
  t: TestApp;
  sockets: SocketKit;
} {
  let running: TestApp | undefined;
  const current = (): TestApp => {
    if (!running) throw new Error('The test API is not running: use it inside a test or hook');
    return running;
  };
  const t = new Proxy({} as TestApp, { get: (_, key) => Reflect.get(current(), key) });
  const sockets = createSocketKit(() => current().baseUrl);
  beforeAll(async () => {
    running = await startTestApp(typeof env === 'function' ? env() : env);
  });
  afterEach(() => {
    sockets.closeAll();
  });
  afterAll(async () => {
    await running?.close();
  });
  return { t, sockets };
}

/**
 * As `useShiftTestApp`, with the tests' own AI provider (a FakeAiServer, started first and stopped
 * last) as the API's `AI_BASE_URL`. `ai` reads and writes through to the running fake.
 */
export function useAiTestApp(env: Record<string, string> = {}): {
  t: TestApp;
  sockets: SocketKit;
  ai: FakeAiServer;
} {
  let server: FakeAiServer | undefined;
  const current = (): FakeAiServer => {
    if (!server) throw new Error('The fake AI provider is not running: use it inside a test or hook');
    return server;
  };
  const ai = new Proxy({} as FakeAiServer, {
    get: (_, key) => Reflect.get(current(), key),
    set: (_, key, value) => Reflect.set(current(), key, value),
  });
  beforeAll(async () => {
    server = await startFakeAiServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  return { ...useShiftTestApp(() => ({ AI_BASE_URL: current().baseUrl, ...env })), ai };
}

/** A student signed in over HTTP, with a socket the server has accepted. */
export async function studentWithSocket(t: Pick<TestApp, 'baseUrl'>, sockets: SocketKit, username: string) {
  const session = await signIn(t, username);
  const socket = sockets.connect(session.accessToken!);
  await ready(socket);
  return { session, socket };
}

/** Resolves once the server has accepted the socket. */
export const ready = (socket: ClientSocket) =>
  new Promise((resolve) => socket.once('system.connection.established', resolve));

/**
 * The payload of the next `name` event the socket hears that `matches`: a managers' room also hears
 * what the minute's sweep does to other tests' shifts.
 */
export function nextEvent<E extends ServerEventName>(
  socket: ClientSocket,
  name: E,
  matches: (payload: ServerEventPayload<E>) => boolean = () => true,
) {
  return new Promise<ServerEventPayload<E>>((resolve) => {
    const raw = socket as unknown as Socket;
    const listener = (payload: ServerEventPayload<E>) => {
      if (!matches(payload)) return;
      raw.off(name as string, listener);
      resolve(payload);
    };
    raw.on(name as string, listener);
  });
}

/** A person signed in as `username`, talking to the test app over HTTP. */
export async function signIn(t: Pick<TestApp, 'baseUrl'>, username: string) {
  const session = new HttpSession(t.baseUrl);
  await session.login(username);
  return session;
}

/**
 * Moves the test clock to a day of its own, well past the demo world's week of shifts and the
 * other tests' (people sign in afterwards: a token from an earlier day would have expired).
 */
export function freshDay(t: Pick<TestApp, 'clock'>) {
  t.clock.advanceSeconds(10 * DAY);
}

/**
 * Moves the test clock to a day of its own at 16:00 UTC on a Wednesday: inside every demo school's
 * hours (07:00–22:00 local), whatever time of day the tests run.
 */
export function duringSchoolHours(t: Pick<TestApp, 'clock'>) {
  freshDay(t);
  const now = t.clock.now();
  let target = Math.floor(now / DAY) * DAY + DAY + 16 * 3600;
  while (new Date(target * 1000).getUTCDay() !== 3) target += DAY;
  t.clock.advanceSeconds(target - now);
}

export type SegmentPlan = { type: ScheduledSegmentType; minutes: number }[];

/**
 * A shift for `username` starting `startsIn` seconds from the test clock's now, by default a
 * two-hour tutoring session; returns its id.
 */
export async function shiftFor(
  t: Pick<TestApp, 'app' | 'clock'>,
  username: string,
  startsIn: number,
  segments: SegmentPlan = [{ type: 'Tutoring Session', minutes: 120 }],
): Promise<number> {
  const em = t.app.get(MikroORM).em.fork();
  const user = await em.findOneOrFail(User, { username });
  const shift = scheduleShift(em, {
    user,
    start: new Date((t.clock.now() + startsIn) * 1000),
    segments,
    createdAt: t.clock.date(),
  });
  await em.flush();
  return shift.id;
}

/** The shift's trail, oldest first. */
export function trailOf(t: Pick<TestApp, 'app'>, shiftId: number) {
  return t.app
    .get(MikroORM)
    .em.fork()
    .find(ShiftEvent, { shiftId }, { orderBy: { id: 'asc' } });
}
