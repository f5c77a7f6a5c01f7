import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import { type SecondInstance, startSecondInstance } from '../../../test/second-instance.js';
import {
  duringSchoolHours,
  nextEvent,
  ready,
  type SegmentPlan,
  shiftFor,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { pdf } from '../../../test/upload-fixtures.js';
import { AuditEvent } from '../audit/entities/audit-event.entity.js';
import { FileStorage } from '../files/file-storage.js';
import { Tutor } from '../users/entities/tutor.entity.js';
import { User } from '../users/entities/user.entity.js';
import { EssayQueueActions } from './essay-queue-actions.service.js';

const HOUR = 3600;
const ENGLISH = 1;
const FRENCH = 2;
const WRITING: SegmentPlan = [{ type: 'Writing Review', minutes: 180 }];

const { t, sockets } = useShiftTestApp();
let second: SecondInstance;

beforeAll(async () => {
  second = await startSecondInstance(t);
});
afterAll(async () => {
  await second?.close();
});

async function sql<Row>(query: string, values: unknown[] = []): Promise<Row[]> {
  return (await t.app.get(MikroORM).em.fork().getConnection().execute(query, values)) as Row[];
}

const idOf = async (username: string) =>
  (await sql<{ id: number }>(`select id from users where username = ?`, [username]))[0]!.id;

/** Each test starts with an empty queue: earlier tests' essays are withdrawn. */
const emptyQueue = () => sql(`update essays set status = -1 where status in (0, 1)`);

/**
 * Essays of Ava's, due `dueIn` seconds from now (one each), in `languageId`, with a real PDF; as
 * `state` says: waiting, or already in review by `tutor`.
 */
async function essays(
  dueIn: readonly number[],
  { languageId = ENGLISH, tutor = null as string | null, converted = true } = {},
): Promise<number[]> {
  const key = `essays/queue-actions-${randomUUID()}.pdf`;
  await t.app.get(FileStorage).put(key, pdf(), 'application/pdf');
  const ids: number[] = [];
  for (const [index, due] of dueIn.entries()) {
    const [row] = await sql<{ id: number }>(
      `insert into essays (status, student_id, tutor_id, picked_up_at, language_id, submission_type, title, details,
                           created_at, due_at, source_files, instruction_files, pdf_key, conversion_state,
                           conversion_progress)
       values (?, (select id from users where username = 'student'), (select id from users where username = ?), ?, ?,
               'essay', ?, 'Please review', ?, ?, '[]', '[]', ?, ?, 100)
       returning id`,
      [
        tutor ? 1 : 0,
        tutor,
        tutor ? t.clock.date() : null,
        languageId,
        `Essay ${index + 1}`,
        t.clock.date(),
        new Date((t.clock.now() + due) * 1000),
        key,
        converted ? 'converted' : 'queued',
      ],
    );
    ids.push(row!.id);
  }
  return ids;
}

/** A tutor punched into a writing-review segment that started a minute ago. */
async function reviewer(username: string): Promise<HttpSession> {
  const shiftId = await shiftFor(t, username, -60, WRITING);
  const session = await signIn(t, username);
  await session.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  return session;
}

async function essayRow(id: number) {
  const [row] = await sql<{
    status: number;
    tutor_id: number | null;
    reserved_by_id: number | null;
    prioritised_at: Date | null;
    summary_comment: string | null;
  }>(`select status, tutor_id, reserved_by_id, prioritised_at, summary_comment from essays where id = ?`, [
    id,
  ]);
  return row!;
}

const trail = async (action: string, essayId: number) =>
  (
    await t.app
      .get(MikroORM)
      .em.fork()
      .find(AuditEvent, { action }, { orderBy: { id: 'asc' } })
  ).filter((event) => event.details.essay_id === essayId);

const note = (comment: string) => ({
  category: 1 as const,
  comment,
  page_number: 1,
  x: 10,
  y: 10,
  hidden: false,
  revision: 1,
});

/** Another essay reviewer, made for the test: French only. */
async function frenchOnlyReviewer(): Promise<number> {
  const em = t.app.get(MikroORM).em.fork();
  const user = em.create(User, {
    username: `queue.french.${randomUUID().slice(0, 6)}`,
    passwordHash: 'not-used',
    firstName: 'Fleur',
    lastName: 'Français',
    roles: ['tutor'],
    currentRole: 'tutor',
  });
  em.create(Tutor, { user, essayReview: true, essayLanguages: [FRENCH], languages: [FRENCH] });
  await em.flush();
  return user.id;
}

describe('a manager releasing an essay from its tutor', () => {
  it('should put it back in the queue with the review written so far, tell the tutor, and write who, when, before and after', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const sam = await reviewer('tutor');
    const [essay] = await essays([2 * HOUR]);
    expect((await sam.api.call('nextEssay')).essay?.id).toBe(essay);
    await sam.api.call('pickUpEssay', { params: { id: essay! } });
    const comment = randomUUID();
    await sam.api.call('saveEssayAnnotation', {
      params: { id: essay!, annotationId: comment },
      body: note('Cite the source'),
    });
    await sam.api.call('saveEssaySummaryComment', {
      params: { id: essay! },
      body: { summary_comment: 'A clear argument' },
    });

    const ava = await signIn(t, 'student');
    const samSocket = sockets.connect(sam.accessToken);
    const avaSocket = sockets.connect(ava.accessToken);
    await Promise.all([ready(samSocket), ready(avaSocket)]);
    const samHeard = nextEvent(samSocket, 'essays.holder.changed');
    const avaHeard = nextEvent(avaSocket, 'essays.essay.updated', (event) => event.cause === 'released');

    const manager = await signIn(t, 'manager');
    const samId = await idOf('tutor');
    const released = await manager.api.call('releaseEssay', {
      params: { id: essay! },
      body: { from_tutor_id: samId },
    });
    expect(released).toMatchObject({
      id: essay,
      status: 0,
      tutor: null,
      reserved_by: null,
      picked_up_at: null,
    });
    expect(await samHeard).toMatchObject({
      essay_id: essay,
      cause: 'released',
      from_tutor_id: samId,
      to_tutor_id: null,
    });
    expect((await avaHeard).essay).toMatchObject({ id: essay, status: 0 });

    // No longer Sam's: his edits are refused, and his review page is gone for him.
    const refused = await failure(
      sam.api.call('saveEssayAnnotation', {
        params: { id: essay!, annotationId: randomUUID() },
        body: note('Late'),
      }),
    );
    expect(refused.status).toBe(404);

    // The next tutor finds it with what Sam wrote.
    const lucia = await reviewer('tutor.lucia');
    expect((await lucia.api.call('nextEssay')).essay?.id).toBe(essay);
    await lucia.api.call('pickUpEssay', { params: { id: essay! } });
    const review = await lucia.api.call('essayReview', { params: { id: essay! } });
    expect(review.annotations.map((annotation) => annotation.comment)).toEqual(['Cite the source']);
    expect(review.summary_comment).toBe('A clear argument');

    const [row] = await trail('essays.queue.release', essay!);
    expect(row).toMatchObject({
      actorUserId: await idOf('manager'),
      actingAsRole: 'tutor-manager',
      details: {
        essay_id: essay,
        before: { status: 1, holder: 'reviewing', tutor_id: samId, prioritised_at: null },
        after: { status: 0, holder: 'waiting', tutor_id: null, prioritised_at: null },
      },
    });
    expect(row!.at.getTime()).toBe(t.clock.date().getTime());
  });

  it('should free a reservation, so the tutor’s pick-up is refused', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const sam = await reviewer('tutor');
    const [essay] = await essays([HOUR]);
    await sam.api.call('nextEssay');
    const manager = await signIn(t, 'manager');
    await manager.api.call('releaseEssay', {
      params: { id: essay! },
      body: { from_tutor_id: await idOf('tutor') },
    });
    expect(await essayRow(essay!)).toMatchObject({ status: 0, reserved_by_id: null });
    const lost = await failure(sam.api.call('pickUpEssay', { params: { id: essay! } }));
    expect([lost.status, lost.code]).toEqual([409, 'essay_reservation_lost']);
  });

  it('should change nothing when the essay changed hands since the manager looked, or left the queue', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [inReview, waiting, reviewed] = await essays([HOUR, 2 * HOUR, 3 * HOUR], {});
    await sql(
      `update essays set status = 1, tutor_id = (select id from users where username = 'tutor') where id = ?`,
      [inReview],
    );
    await sql(`update essays set status = 2 where id = ?`, [reviewed]);
    const manager = await signIn(t, 'manager');
    const lucia = await idOf('tutor.lucia');

    const changed = await failure(
      manager.api.call('releaseEssay', { params: { id: inReview! }, body: { from_tutor_id: lucia } }),
    );
    expect(changed).toMatchObject({ status: 409, code: 'essay_holder_changed' });
    expect(changed.message).toContain('Sam Patel has it now');
    expect(await essayRow(inReview!)).toMatchObject({ status: 1, tutor_id: await idOf('tutor') });

    const nobody = await failure(
      manager.api.call('releaseEssay', { params: { id: waiting! }, body: { from_tutor_id: lucia } }),
    );
    expect(nobody).toMatchObject({ status: 409, code: 'essay_holder_changed' });
    const gone = await failure(
      manager.api.call('releaseEssay', { params: { id: reviewed! }, body: { from_tutor_id: lucia } }),
    );
    expect(gone).toMatchObject({ status: 409, code: 'essay_not_in_queue' });
    expect(await trail('essays.queue.release', inReview!)).toEqual([]);
  });
});

describe('a manager giving an essay to another tutor', () => {
  it('should hand it over at once: the new tutor finds it on their desk, the old one is told', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const sam = await reviewer('tutor');
    const lucia = await reviewer('tutor.lucia');
    const [essay] = await essays([2 * HOUR], { tutor: 'tutor' });
    const [samId, luciaId] = [await idOf('tutor'), await idOf('tutor.lucia')];
    const samSocket = sockets.connect(sam.accessToken);
    const luciaSocket = sockets.connect(lucia.accessToken);
    await Promise.all([ready(samSocket), ready(luciaSocket)]);
    const heard = [
      nextEvent(samSocket, 'essays.holder.changed'),
      nextEvent(luciaSocket, 'essays.holder.changed'),
    ];

    const manager = await signIn(t, 'manager');
    const given = await manager.api.call('reassignEssay', {
      params: { id: essay! },
      body: { tutor_id: luciaId, from_tutor_id: samId },
    });
    expect(given).toMatchObject({
      status: 1,
      tutor: { id: luciaId, first_name: 'Lucía' },
      picked_up_at: t.clock.now(),
    });
    for (const event of await Promise.all(heard))
      expect(event).toMatchObject({
        essay_id: essay,
        cause: 'reassigned',
        from_tutor_id: samId,
        to_tutor_id: luciaId,
      });
    expect(await lucia.api.call('nextEssay')).toMatchObject({ state: 'assigned', essay: { id: essay } });
    expect((await failure(sam.api.call('essayReview', { params: { id: essay! } }))).status).toBe(404);

    const [row] = await trail('essays.queue.reassign', essay!);
    expect(row?.details).toMatchObject({
      essay_id: essay,
      to_tutor_id: luciaId,
      before: { holder: 'reviewing', tutor_id: samId },
      after: { holder: 'reviewing', tutor_id: luciaId },
    });
  });

  it('should give a waiting essay straight to a tutor, even one not at work now', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [essay] = await essays([HOUR]);
    const manager = await signIn(t, 'manager');
    const lucia = await idOf('tutor.lucia');
    await manager.api.call('reassignEssay', {
      params: { id: essay! },
      body: { tutor_id: lucia, from_tutor_id: null },
    });
    expect(await essayRow(essay!)).toMatchObject({ status: 1, tutor_id: lucia });
  });

  it('should refuse, naming the rule, a tutor who may not review the essay', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [essay] = await essays([HOUR], { tutor: 'tutor' });
    const manager = await signIn(t, 'manager');
    const sam = await idOf('tutor');
    const attempt = async (tutor_id: number) =>
      failure(
        manager.api.call('reassignEssay', { params: { id: essay! }, body: { tutor_id, from_tutor_id: sam } }),
      );
    const cases: [number, string, RegExp][] = [
      [await idOf('student'), 'not_a_tutor', /not a tutor/],
      [999_999, 'not_a_tutor', /not a tutor/],
      [await idOf('tutor.amira'), 'inactive', /inactive/],
      [await idOf('tutor.jordan'), 'not_essay_reviewer', /does not review essays/],
      [await frenchOnlyReviewer(), 'language', /this essay’s language/],
      [sam, 'already_holder', /has this essay already/],
    ];
    for (const [tutorId, rule, words] of cases) {
      const refused = await attempt(tutorId);
      expect(refused, rule).toMatchObject({ status: 422, code: 'essay_reassign_refused', details: { rule } });
      expect(refused.message).toMatch(words);
    }
    expect(await essayRow(essay!)).toMatchObject({ tutor_id: sam });
    expect(await trail('essays.queue.reassign', essay!)).toEqual([]);
  });

  it('should not give a tutor an essay whose PDF is not made yet', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [essay] = await essays([HOUR], { converted: false });
    const manager = await signIn(t, 'manager');
    const refused = await failure(
      manager.api.call('reassignEssay', {
        params: { id: essay! },
        body: { tutor_id: await idOf('tutor.lucia'), from_tutor_id: null },
      }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'essay_not_ready' });
  });

  it('should list the tutors who may be given it: active reviewers of its language, those at work first, not its holder', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    await frenchOnlyReviewer();
    const [english] = await essays([HOUR]);
    const [spanish] = await essays([HOUR], { languageId: 4, tutor: 'tutor' });
    await reviewer('tutor.lucia');
    const manager = await signIn(t, 'manager');
    const names = (list: { first_name: string }[]) => list.map((tutor) => tutor.first_name);

    const forEnglish = await manager.api.call('essayQueueTutors', { params: { id: english! } });
    expect(names(forEnglish)).toEqual(['Lucía', 'Sam']);
    expect(forEnglish[0]).toMatchObject({ reviewing_now: true, open_reviews: 0 });
    expect(forEnglish[1]).toMatchObject({ reviewing_now: false, open_reviews: 1 });
    // Sam reviews the Spanish essay: he is not offered it again.
    expect(names(await manager.api.call('essayQueueTutors', { params: { id: spanish! } }))).toEqual([
      'Lucía',
    ]);
  });
});

describe('a manager moving an essay to the front of the queue', () => {
  it('should give tutors the essay moved last first, then the rest soonest due first, and list them so', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [soon, later, latest] = await essays([HOUR, 2 * HOUR, 3 * HOUR]);
    const manager = await signIn(t, 'manager');
    const order = async () => (await manager.api.call('serviceEssays')).data.map((row) => row.id);

    const moved = await manager.api.call('prioritiseEssay', { params: { id: latest! } });
    expect(moved.prioritised_at).toBe(t.clock.now());
    t.clock.advanceSeconds(1);
    await manager.api.call('prioritiseEssay', { params: { id: later! } });
    expect(await order()).toEqual([later, latest, soon]);
    // Taken back: it returns to its place by due time.
    await manager.api.call('unprioritiseEssay', { params: { id: later! } });
    expect(await order()).toEqual([latest, soon, later]);

    const sam = await reviewer('tutor');
    expect((await sam.api.call('nextEssay')).essay?.id).toBe(latest);

    expect((await trail('essays.queue.prioritise', latest!))[0]?.details).toMatchObject({
      before: { prioritised_at: null },
      after: { prioritised_at: moved.prioritised_at },
    });
    expect((await trail('essays.queue.unprioritise', later!))[0]?.details).toMatchObject({
      after: { prioritised_at: null },
    });
  });

  it('should refuse to move an essay already in review, and take back a priority that is not there without a trace', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [inReview] = await essays([HOUR], { tutor: 'tutor' });
    const [waiting] = await essays([HOUR]);
    const manager = await signIn(t, 'manager');
    const refused = await failure(manager.api.call('prioritiseEssay', { params: { id: inReview! } }));
    expect(refused).toMatchObject({ status: 409, code: 'essay_already_picked_up' });
    expect(
      (await manager.api.call('unprioritiseEssay', { params: { id: waiting! } })).prioritised_at,
    ).toBeNull();
    expect(await trail('essays.queue.unprioritise', waiting!)).toEqual([]);
  });
});

describe('claims never double across two instances', () => {
  const managerAuth = async (): Promise<AuthContext> => ({
    userId: await idOf('manager'),
    role: 'tutor-manager',
    roles: ['tutor-manager'],
    familyId: 'race',
    generation: 0,
    impersonator: null,
  });

  /** A reassignment on the second instance, as its HTTP handler would run it. */
  const reassignOnSecond = (auth: AuthContext, id: number, tutorId: number, fromTutorId: number | null) =>
    RequestContext.create(second.app.get(MikroORM).em, () =>
      second.app.get(EssayQueueActions).reassign(auth, id, { tutor_id: tutorId, from_tutor_id: fromTutorId }),
    );

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok' as const,
      (error: unknown) => (error as { code?: string }).code ?? String(error),
    );

  it(
    'should leave each essay with one holder when a manager gives it away while its tutor claims it',
    { timeout: 120_000 },
    async () => {
      duringSchoolHours(t);
      second.clock.advanceSeconds((t.clock.nowMs() - second.clock.nowMs()) / 1000);
      await emptyQueue();
      const sam = await reviewer('tutor');
      const [samId, luciaId] = [await idOf('tutor'), await idOf('tutor.lucia')];
      const auth = await managerAuth();
      const seen = { reserve: new Set<string>() };

      for (let round = 0; round < 20; round += 1) {
        // Race 1: the manager gives a waiting essay to Lucía while Sam asks for his next essay.
        const [essay] = await essays([HOUR + round]);
        // The manager's call skips HTTP: a small random head start for the tutor lets either win.
        const [reserved, given] = await Promise.all([
          sam.api.call('nextEssay'),
          outcome(pause(Math.random() * 8).then(() => reassignOnSecond(auth, essay!, luciaId, null))),
        ]);
        const row = await essayRow(essay!);
        if (given === 'ok') {
          expect(reserved.essay).toBeNull();
          expect(row).toMatchObject({ status: 1, tutor_id: luciaId, reserved_by_id: null });
        } else {
          expect(given).toBe('essay_holder_changed');
          expect(reserved.essay?.id).toBe(essay);
          expect(row).toMatchObject({ status: 0, tutor_id: null, reserved_by_id: samId });
        }
        seen.reserve.add(given === 'ok' ? 'manager first' : 'tutor first');

        // Race 2: Sam picks up his reservation while the manager gives it away from him.
        if (given !== 'ok') {
          const [picked, takenAway] = await Promise.all([
            outcome(sam.api.call('pickUpEssay', { params: { id: essay! } })),
            outcome(pause(Math.random() * 8).then(() => reassignOnSecond(auth, essay!, luciaId, samId))),
          ]);
          // Whichever went first, the manager's choice stands and Lucía alone has it: a pick-up
          // after the reassignment is refused; one before it is superseded by it.
          expect(takenAway).toBe('ok');
          expect(['ok', 'essay_reservation_lost']).toContain(picked);
          expect(await essayRow(essay!)).toMatchObject({
            status: 1,
            tutor_id: luciaId,
            reserved_by_id: null,
          });
        }
        await sql(`update essays set status = 2 where id = ?`, [essay]);
      }
      const held = await sql<{ count: number }>(
        `select count(*)::int as count from essays where status in (0, 1) and (tutor_id is not null or reserved_by_id is not null)`,
      );
      expect(held[0]?.count).toBe(0);
      // The races really raced: the tutor's claim and the manager's choice each came first sometimes.
      expect(seen.reserve).toEqual(new Set(['manager first', 'tutor first']));
    },
  );
});
