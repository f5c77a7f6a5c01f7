import { MikroORM } from '@mikro-orm/postgresql';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeEvents } from '../../modules/realtime/realtime-events.service.js';
import { User } from '../../modules/users/entities/user.entity.js';
import type { HttpSession } from '../../../test/http-session.js';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import { createSocketKit, nextEvent, ready, signIn } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

const reachable = await redisReachable();

/**
 * Deployment A (two instances on one database) and deployment B (its own database) share one Redis,
 * as two Lanterns on one Redis server would. Their demo worlds are seeded alike, so the same user
 * id is a different person in each: anything crossing over would be a leak.
 */
describe.skipIf(!reachable)(`two deployments on one Redis (needs Redis at ${REDIS_URL})`, () => {
  let a: TestApp;
  let a2: SecondInstance;
  let b: TestApp;
  const env = { REDIS_URL, RATE_LIMIT_UPLOAD_PER_USER: '1' };
  const aSockets = createSocketKit(() => a.baseUrl);
  let a2Sockets: ReturnType<typeof createSocketKit>;
  const bSockets = createSocketKit(() => b.baseUrl);

  beforeAll(async () => {
    a = await startTestApp(env);
    a2 = await startSecondInstance(a);
    await a2.app.listen(0, '127.0.0.1');
    const { port } = a2.app.getHttpServer().address() as { port: number };
    a2Sockets = createSocketKit(`http://127.0.0.1:${port}`);
    b = await startTestApp(env);
  });
  afterEach(() => {
    aSockets.closeAll();
    a2Sockets.closeAll();
    bSockets.closeAll();
  });
  afterAll(async () => {
    await a2?.close();
    await a?.close();
    await b?.close();
  });

  async function connected(kit: ReturnType<typeof createSocketKit>, person: HttpSession) {
    const socket = kit.connect(person.accessToken!);
    await ready(socket);
    return socket;
  }

  it("should carry a socket event to A's other instance and never to B's client with the same user id", async () => {
    const ellaId = (await a.app.get(MikroORM).em.fork().findOneOrFail(User, { username: 'ella.garcia' })).id;
    const inB = await b.app.get(MikroORM).em.fork().findOneOrFail(User, { username: 'ella.garcia' });
    expect(inB.id).toBe(ellaId);
    const onA2 = await connected(a2Sockets, await signIn(a, 'ella.garcia'));
    const onB = await connected(bSockets, await signIn(b, 'ella.garcia'));
    const leaked: unknown[] = [];
    onB.on('classroom.ai-tutor.failed', (payload) => leaked.push(payload));

    const reached = nextEvent(onA2, 'classroom.ai-tutor.failed', (payload) => payload.session_id === 4242);
    a.app.get(RealtimeEvents).toUser(ellaId, 'classroom.ai-tutor.failed', { session_id: 4242, at: 1 });
    expect((await reached).session_id).toBe(4242);
    // Redis delivers to every subscriber at once: B has had as long as A's other instance, and more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(leaked).toEqual([]);
  });

  it("should share rate-limit counts between A's instances and keep B's apart", async () => {
    const handIn = async (app: TestApp, baseUrl: string) => {
      const person = await signIn(app, 'mason.smith');
      const response = await fetch(`${baseUrl}/api/essays`, {
        method: 'POST',
        headers: { authorization: `Bearer ${person.accessToken}` },
        body: new FormData(),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const { port } = a2.app.getHttpServer().address() as { port: number };
    expect(await handIn(a, a.baseUrl)).not.toBe(429);
    expect(await handIn(a, `http://127.0.0.1:${port}`)).toBe(429);
    expect(await handIn(b, b.baseUrl)).not.toBe(429);
  });
});
