import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import { createSocketKit, nextEvent, ready, signIn, type SocketKit } from '../../../test/shift-test-kit.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { LiveSession } from '../sessions/entities/live-session.entity.js';
import { User } from '../users/entities/user.entity.js';

/** Two instances sharing Redis, as behind a load balancer: a ban must reach sockets on either. */
let t: TestApp;
let second: SecondInstance;
let sockets: SocketKit;
let secondSockets: SocketKit;
beforeAll(async () => {
  t = await startTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
  second = await startSecondInstance(t);
  await second.app.listen(0, '127.0.0.1');
  const { port } = second.app.getHttpServer().address() as { port: number };
  sockets = createSocketKit(t.baseUrl);
  secondSockets = createSocketKit(`http://127.0.0.1:${port}`);
});
afterEach(() => {
  sockets.closeAll();
  secondSockets.closeAll();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const em = () => t.app.get(MikroORM).em.fork();
const userId = async (username: string) => (await em().findOneOrFail(User, { username })).id;

describe('banning a student', () => {
  it('should refuse tutors and tutor managers with 403', async () => {
    const student = await userId('zara.ramirez');
    for (const username of ['tutor', 'manager']) {
      const person = await signIn(t, username);
      const refused = await failure(
        person.api.call('banStudent', { params: { userId: student }, body: { is_banned: true } }),
      );
      expect(refused.status).toBe(403);
      expect(refused.code).toBe(ErrorCode.forbidden);
    }
  });

  it('should end every sign-in of the student at once, on every instance, and refuse the next sign-in', async () => {
    const id = await userId('isaac.campbell');
    const [laptop, phone] = [await signIn(t, 'isaac.campbell'), await signIn(t, 'isaac.campbell')];
    const here = sockets.connect(laptop.accessToken);
    const there = secondSockets.connect(phone.accessToken);
    await Promise.all([ready(here), ready(there)]);
    const dropped = (socket: typeof here) =>
      new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const [toldHere, toldThere, droppedHere, droppedThere, banned] = await Promise.all([
      nextEvent(here, 'auth.session.revoked'),
      nextEvent(there, 'auth.session.revoked'),
      dropped(here),
      dropped(there),
      (await signIn(t, 'superuser')).api.call('banStudent', {
        params: { userId: id },
        body: { is_banned: true },
      }),
    ]);
    expect(banned).toMatchObject({ id, username: 'isaac.campbell', is_banned: true });
    expect(toldHere).toEqual({ reason: 'suspended' });
    expect(toldThere).toEqual({ reason: 'suspended' });
    expect(droppedHere).toBe('io server disconnect');
    expect(droppedThere).toBe('io server disconnect');

    // The access token still has minutes to live, but its sign-in has ended.
    expect((await failure(laptop.api.call('me'))).status).toBe(401);
    const refresh = await laptop.fetch(`${t.baseUrl}/api/refresh-token`);
    expect(refresh.status).toBe(401);
    const again = await failure(signIn(t, 'isaac.campbell'));
    expect(again.status).toBe(403);
    expect(again.code).toBe(ErrorCode.loginSuspended);
    expect(again.message).toBe('Your account has been suspended for violating the code of conduct.');
  });

  it('should let the student sign in again once the ban is lifted', async () => {
    const id = await userId('zara.ramirez');
    const superuser = await signIn(t, 'superuser');
    await superuser.api.call('banStudent', { params: { userId: id }, body: { is_banned: true } });
    expect((await failure(signIn(t, 'zara.ramirez'))).code).toBe(ErrorCode.loginSuspended);
    const lifted = await superuser.api.call('banStudent', {
      params: { userId: id },
      body: { is_banned: false },
    });
    expect(lifted.is_banned).toBe(false);
    await expect(signIn(t, 'zara.ramirez')).resolves.toBeDefined();
  });

  it('should answer 404 for someone who is not a student', async () => {
    const superuser = await signIn(t, 'superuser');
    const refused = await failure(
      superuser.api.call('banStudent', {
        params: { userId: await userId('tutor') },
        body: { is_banned: true },
      }),
    );
    expect(refused.status).toBe(404);
  });

  it('should find students by name with whether each is banned', async () => {
    const superuser = await signIn(t, 'superuser');
    const found = await superuser.api.call('searchStudents', { query: { search: 'campbell' } });
    expect(found).toEqual([expect.objectContaining({ username: 'isaac.campbell', is_banned: true })]);
    // The district whose privacy page holds the student: their school's.
    const isaac = await em().findOneOrFail(User, { username: 'isaac.campbell' }, { populate: ['school'] });
    expect(isaac.school?.district?.id).toEqual(expect.any(Number));
    expect(found[0]!.district_id).toBe(isaac.school!.district!.id);
  });
});

describe('hiding and quarantining sessions', () => {
  /** An ended session between the demo student and tutor, made for the test. */
  async function endedSession(question: string): Promise<number> {
    const fork = em();
    const [student, tutor] = await Promise.all([
      fork.findOneOrFail(User, { username: 'student' }),
      fork.findOneOrFail(User, { username: 'tutor' }),
    ]);
    const at = t.clock.date();
    const session = fork.create(LiveSession, {
      student,
      tutor,
      status: 'ended',
      chatType: 'tutor',
      subject: 1,
      question,
      languageId: 1,
      requestedAt: at,
      matchedAt: at,
      endedAt: at,
    });
    await fork.flush();
    return session.id;
  }

  const historyIds = async (username: string) =>
    (await (await signIn(t, username)).api.call('sessions', { query: { scope: 'history' } })).data.map(
      (session) => session.id,
    );

  it('should take a hidden session out of the student’s and the tutor’s lists, and bring it back on release', async () => {
    const id = await endedSession('Why is the sky blue?');
    expect(await historyIds('student')).toContain(id);
    const superuser = await signIn(t, 'superuser');
    const held = await superuser.api.call('holdContent', {
      params: { kind: 'session', id },
      body: { state: 'hidden', reason: 'Shared a phone number' },
    });
    expect(held).toMatchObject({
      kind: 'session',
      target_id: id,
      state: 'hidden',
      title: 'Why is the sky blue?',
    });
    expect(await historyIds('student')).not.toContain(id);
    expect(await historyIds('tutor')).not.toContain(id);
    // Hidden only: its people may still open it from a link.
    const student = await signIn(t, 'student');
    await expect(student.api.call('session', { params: { id } })).resolves.toMatchObject({ id });

    await superuser.api.call('releaseContent', { params: { kind: 'session', id } });
    expect(await historyIds('student')).toContain(id);
  });

  it('should refuse to open a quarantined session to its own people, saying it is held', async () => {
    const id = await endedSession('Quarantined question');
    const superuser = await signIn(t, 'superuser');
    await superuser.api.call('holdContent', {
      params: { kind: 'session', id },
      body: { state: 'quarantined' },
    });
    const student = await signIn(t, 'student');
    expect(await failure(student.api.call('session', { params: { id } }))).toMatchObject({
      status: 403,
      code: ErrorCode.contentHeld,
    });
    expect(await historyIds('tutor')).not.toContain(id);
    const holds = await superuser.api.call('contentHolds');
    expect(holds).toContainEqual(expect.objectContaining({ target_id: id, state: 'quarantined' }));
  });

  it('should answer 404 for content that does not exist, and 403 to a tutor manager', async () => {
    const superuser = await signIn(t, 'superuser');
    const missing = await failure(
      superuser.api.call('holdContent', {
        params: { kind: 'essay', id: 999_999 },
        body: { state: 'hidden' },
      }),
    );
    expect(missing.status).toBe(404);
    const manager = await signIn(t, 'manager');
    for (const call of [
      () => manager.api.call('contentHolds'),
      () =>
        manager.api.call('holdContent', { params: { kind: 'session', id: 1 }, body: { state: 'hidden' } }),
      () => manager.api.call('releaseContent', { params: { kind: 'session', id: 1 } }),
      () => manager.api.call('searchStudents', { query: { search: 'zara' } }),
    ])
      expect((await failure(call())).status).toBe(403);
  });
});

describe('hiding and quarantining essays', () => {
  /** A reviewed essay of `student`, written straight into the table. */
  async function reviewedEssay(title: string): Promise<number> {
    const rows = (await t.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(
        `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                             reviewed_at, source_files, instruction_files, conversion_state, conversion_progress)
         values (2, (select id from users where username = 'student'), 1, 'essay', ?, 'Details', now(),
                 now() + interval '1 day', now(), '[]', '[]', 'converted', 100)
         returning id`,
        [title],
      )) as { id: number }[];
    return rows[0]!.id;
  }

  const essayIds = async () =>
    (await (await signIn(t, 'student')).api.call('essays', { query: { filter: 'all' } })).data.map(
      (essay) => essay.id,
    );

  it('should take a hidden essay out of the review center, and refuse a quarantined one to its student', async () => {
    const hidden = await reviewedEssay('A hidden essay');
    const quarantined = await reviewedEssay('A quarantined essay');
    expect(await essayIds()).toEqual(expect.arrayContaining([hidden, quarantined]));
    const superuser = await signIn(t, 'superuser');
    await superuser.api.call('holdContent', {
      params: { kind: 'essay', id: hidden },
      body: { state: 'hidden' },
    });
    await superuser.api.call('holdContent', {
      params: { kind: 'essay', id: quarantined },
      body: { state: 'quarantined' },
    });

    const listed = await essayIds();
    expect(listed).not.toContain(hidden);
    expect(listed).not.toContain(quarantined);
    const student = await signIn(t, 'student');
    // Hidden only: its student may still open it from a link.
    await expect(student.api.call('essay', { params: { id: hidden } })).resolves.toMatchObject({
      id: hidden,
    });
    expect((await failure(student.api.call('essay', { params: { id: quarantined } }))).status).toBe(403);

    await superuser.api.call('releaseContent', { params: { kind: 'essay', id: quarantined } });
    await expect(student.api.call('essay', { params: { id: quarantined } })).resolves.toMatchObject({
      id: quarantined,
    });
  });
});
