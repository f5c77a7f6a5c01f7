import { ESSAY_RESERVATION_SECONDS } from '@lantern/shared/domain/essays/essay-queue';
import { RequestContext } from '@mikro-orm/core';
import argon2 from 'argon2';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { failure, HttpSession } from '../../../test/http-session.js';
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
import { Tutor } from '../users/entities/tutor.entity.js';
import { User } from '../users/entities/user.entity.js';
import { EssayQueue } from './essay-queue.service.js';

const HOUR = 3600;
const ENGLISH = 1;
const FRENCH = 2;
const WRITING: SegmentPlan = [{ type: 'Writing Review', minutes: 120 }];

const { t, sockets } = useShiftTestApp({ JOBS_POLL_SECONDS: '0.5' });

async function sql<Row>(query: string, values: unknown[] = []): Promise<Row[]> {
  return (await t.app.get(MikroORM).em.fork().getConnection().execute(query, values)) as Row[];
}

/** An int[] parameter: the ORM would spread a JS array into a list of parameters. */
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

/** Each test starts with an empty queue: earlier tests' essays are withdrawn. */
const emptyQueue = () => sql(`update essays set status = -1 where status in (0, 1)`);

/** Essays of `username` whose PDF is ready, due `dueIn` seconds from now (one each), in `languageId`. */
async function waitingEssays(
  username: string,
  languageId: number,
  dueIn: readonly number[],
): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    `insert into essays (status, student_id, language_id, submission_type, title, details, created_at, due_at,
                         source_files, instruction_files, pdf_key, conversion_state, conversion_progress)
     select 0, (select id from users where username = ?), ?, 'essay', 'Essay ' || d.n, 'Please review', ?,
            ?::timestamptz + make_interval(secs => d.due), '[]', '[]', 'essays/seeded.pdf', 'converted', 100
       from unnest(?::int[]) with ordinality as d(due, n)
      order by d.n
     returning id`,
    [username, languageId, t.clock.date(), t.clock.date(), intArray(dueIn)],
  );
  return rows.map((row) => row.id);
}

/** Stands in for the tutor's review submission, which comes with the review editor. */
const finishReview = (id: number) =>
  sql(`update essays set status = 2, reviewed_at = now() where id = ?`, [id]);

/** A tutor punched into a writing-review segment that started a minute ago. */
async function reviewer(username: string, segments: SegmentPlan = WRITING) {
  const shiftId = await shiftFor(t, username, -60, segments);
  const session = await signIn(t, username);
  await session.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  return session;
}

describe('writing review: the tutors’ essay queue', () => {
  it('should reserve the essay due first in the tutor’s languages, keep it theirs, and hand it over at pick-up', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [french] = await waitingEssays('student', FRENCH, [1 * HOUR]);
    const [later, sooner] = await waitingEssays('student', ENGLISH, [3 * HOUR, 2 * HOUR]);
    const ava = await signIn(t, 'student');
    const avaSocket = sockets.connect(ava.accessToken);
    await ready(avaSocket);
    const managerSocket = sockets.connect((await signIn(t, 'manager')).accessToken);
    await ready(managerSocket);

    // Sam reviews English and Spanish: the French essay is not his, whatever its due time.
    const sam = await reviewer('tutor');
    const first = await sam.api.call('nextEssay');
    expect(first).toMatchObject({
      state: 'reserved',
      essay: { id: sooner, status: 0, student: { first_name: 'Ava' } },
    });
    expect(first.essay?.reserved_until).toBe(t.clock.now() + ESSAY_RESERVATION_SECONDS);
    expect((await sam.api.call('nextEssay')).essay?.id).toBe(sooner);

    const studentHeard = nextEvent(avaSocket, 'essays.essay.updated', (event) => event.cause === 'picked_up');
    const managersHeard = nextEvent(
      managerSocket,
      'essays.essay.updated',
      (event) => event.cause === 'picked_up',
    );
    const picked = await sam.api.call('pickUpEssay', { params: { id: sooner! } });
    expect(picked).toMatchObject({
      id: sooner,
      status: 1,
      picked_up_at: t.clock.now(),
      reserved_until: null,
    });
    expect((await studentHeard).essay).toMatchObject({ id: sooner, status: 1, tutor: { first_name: 'Sam' } });
    expect((await managersHeard).essay.id).toBe(sooner);
    expect(await sam.api.call('nextEssay')).toMatchObject({ state: 'assigned', essay: { id: sooner } });

    const lucia = await reviewer('tutor.lucia');
    expect((await lucia.api.call('nextEssay')).essay?.id).toBe(french);
    await finishReview(sooner!);
    expect((await sam.api.call('nextEssay')).essay?.id).toBe(later);
  });

  it('should give new essays only to essay reviewers working in a writing-review segment', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    await waitingEssays('student', ENGLISH, [HOUR]);
    const notAReviewer = await reviewer('tutor.jordan');
    const refused = await failure(notAReviewer.api.call('nextEssay'));
    expect([refused.status, refused.code]).toEqual([403, 'essay_review_not_in_segment']);
    const tutoring = await reviewer('tutor', [{ type: 'Tutoring Session', minutes: 120 }]);
    expect((await failure(tutoring.api.call('nextEssay'))).code).toBe('essay_review_not_in_segment');
    const student = await signIn(t, 'student');
    expect((await failure(student.api.call('nextEssay'))).status).toBe(403);
  });

  it('should give one tutor asking from two tabs at once the same essay, and hold it for them alone', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    await waitingEssays('student', ENGLISH, [HOUR, 2 * HOUR, 3 * HOUR]);
    const sam = await reviewer('tutor');
    const asked = await Promise.all([sam.api.call('nextEssay'), sam.api.call('nextEssay')]);
    expect(asked[0].essay?.id).toBeDefined();
    expect(asked[1].essay?.id).toBe(asked[0].essay?.id);
    const held = await sql<{ count: number }>(
      `select count(*)::int as count from essays where status = 0 and reserved_by_id = (select id from users where username = 'tutor')`,
    );
    expect(held[0]?.count).toBe(1);
  });

  it('should never give a tutor an essay a superuser hid or quarantined', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [hidden, quarantined, open] = await waitingEssays('student', ENGLISH, [HOUR, 2 * HOUR, 3 * HOUR]);
    const superuser = await signIn(t, 'superuser');
    await superuser.api.call('holdContent', {
      params: { kind: 'essay', id: hidden! },
      body: { state: 'hidden' },
    });
    await superuser.api.call('holdContent', {
      params: { kind: 'essay', id: quarantined! },
      body: { state: 'quarantined', reason: 'Under review' },
    });
    const sam = await reviewer('tutor');
    expect((await sam.api.call('nextEssay')).essay?.id).toBe(open);
    expect(await (await reviewer('tutor.lucia')).api.call('nextEssay')).toEqual({
      state: 'none',
      essay: null,
    });
  });

  it('should put an essay whose reservation ran out back in the queue for the next tutor', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [essay] = await waitingEssays('student', ENGLISH, [HOUR]);
    const sam = await reviewer('tutor');
    const lucia = await reviewer('tutor.lucia');
    expect((await sam.api.call('nextEssay')).essay?.id).toBe(essay);
    expect(await lucia.api.call('nextEssay')).toEqual({ state: 'none', essay: null });

    t.clock.advanceSeconds(ESSAY_RESERVATION_SECONDS);
    expect((await lucia.api.call('nextEssay')).essay?.id).toBe(essay);
    const lost = await failure(sam.api.call('pickUpEssay', { params: { id: essay! } }));
    expect([lost.status, lost.code]).toEqual([409, 'essay_reservation_lost']);
    expect((await lucia.api.call('pickUpEssay', { params: { id: essay! } })).status).toBe(1);
  });

  it('should clear run-out reservations every minute and tell the managers', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const [essay] = await waitingEssays('student', ENGLISH, [HOUR]);
    const sam = await reviewer('tutor');
    await sam.api.call('nextEssay');
    const managerSocket = sockets.connect((await signIn(t, 'manager')).accessToken);
    await ready(managerSocket);
    const released = nextEvent(managerSocket, 'essays.essay.updated', (event) => event.cause === 'released');

    t.clock.advanceSeconds(ESSAY_RESERVATION_SECONDS + 1);
    const orm = t.app.get(MikroORM);
    await RequestContext.create(orm.em, () => t.app.get(EssayQueue).releaseExpired());
    expect((await released).essay.id).toBe(essay);
    const [row] = await sql<{ reserved_by_id: number | null }>(
      `select reserved_by_id from essays where id = ?`,
      [essay],
    );
    expect(row?.reserved_by_id).toBeNull();
  });

  it('should let a student cancel an essay reserved for a tutor, but not one a tutor has picked up', async () => {
    duringSchoolHours(t);
    await emptyQueue();
    const ava = await signIn(t, 'student');
    const handIn = async () => {
      const form = new FormData();
      form.set('title', 'My essay');
      form.set('details', 'Is the argument clear?');
      form.append('files', new Blob([new Uint8Array(pdf())]), 'essay.pdf');
      const response = await fetch(`${t.baseUrl}/api/essays`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ava.accessToken}` },
        body: form,
      });
      const { data } = (await response.json()) as { data: { id: number } };
      for (let waited = 0; waited < 30_000; waited += 200) {
        const essay = await ava.api.call('essay', { params: { id: data.id } });
        if (essay.conversion.state === 'converted') return data.id;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('not converted');
    };
    const sam = await reviewer('tutor');

    const withdrawn = await handIn();
    expect((await sam.api.call('nextEssay')).essay?.id).toBe(withdrawn);
    expect((await ava.api.call('cancelEssay', { params: { id: withdrawn } })).status).toBe(-1);
    expect((await failure(sam.api.call('pickUpEssay', { params: { id: withdrawn } }))).code).toBe(
      'essay_reservation_lost',
    );

    const kept = await handIn();
    expect((await sam.api.call('nextEssay')).essay?.id).toBe(kept);
    await sam.api.call('pickUpEssay', { params: { id: kept } });
    const refused = await failure(ava.api.call('cancelEssay', { params: { id: kept } }));
    expect([refused.status, refused.code]).toEqual([409, 'essay_already_picked_up']);
    expect((await ava.api.call('essay', { params: { id: kept } })).status).toBe(1);
  });

  it(
    'should give each of 1,000 essays to exactly one of 50 tutors racing for them',
    { timeout: 180_000 },
    async () => {
      duringSchoolHours(t);
      await emptyQueue();
      const TUTORS = 50;
      const ESSAYS = 1000;
      const essays = await waitingEssays(
        'student',
        ENGLISH,
        Array.from({ length: ESSAYS }, (_, index) => HOUR + index),
      );

      const em = t.app.get(MikroORM).em.fork();
      // A cheap hash: fifty sign-ins are set-up here, not what is tested.
      const passwordHash = await argon2.hash('Lantern#2026', {
        type: argon2.argon2id,
        memoryCost: 1024,
        timeCost: 1,
        parallelism: 1,
      });
      for (let index = 0; index < TUTORS; index += 1) {
        const user = em.create(User, {
          username: `racer${index}`,
          email: null,
          passwordHash,
          firstName: 'Racer',
          lastName: String(index),
          roles: ['tutor'],
          currentRole: 'tutor',
        });
        em.create(Tutor, { user, essayReview: true, essayLanguages: [ENGLISH], languages: [ENGLISH] });
      }
      await em.flush();
      const tutors: HttpSession[] = [];
      // Sign-ins ten at a time: password checks have their own limit, which is not under test.
      for (let index = 0; index < TUTORS; index += 10)
        tutors.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, offset) => reviewer(`racer${index + offset}`)),
          )),
        );

      const work = async (tutor: HttpSession) => {
        const taken: number[] = [];
        for (;;) {
          const next = await tutor.api.call('nextEssay');
          if (!next.essay) return taken;
          expect(next.state).toBe('reserved');
          await tutor.api.call('pickUpEssay', { params: { id: next.essay.id } });
          taken.push(next.essay.id);
          await finishReview(next.essay.id);
        }
      };
      const taken = await Promise.all(tutors.map(work));

      const all = taken.flat();
      expect(all).toHaveLength(ESSAYS);
      expect(new Set(all).size).toBe(ESSAYS);
      expect(new Set(all)).toEqual(new Set(essays));
      // Everyone got a share: the claims really raced.
      expect(taken.filter((mine) => mine.length > 0).length).toBeGreaterThan(TUTORS / 2);
      const rows = await sql<{ id: number; username: string }>(
        `select e.id, u.username from essays e join users u on u.id = e.tutor_id where e.id = any(?::int[])`,
        [intArray(essays)],
      );
      const owner = new Map(rows.map((row) => [row.id, row.username]));
      taken.forEach((mine, index) => {
        for (const id of mine) expect(owner.get(id)).toBe(`racer${index}`);
      });
    },
  );
});
