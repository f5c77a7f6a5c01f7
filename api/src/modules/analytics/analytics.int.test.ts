import { ErrorCode } from '@lantern/shared/contracts/errors';
import { zonedDate } from '@lantern/shared/domain/time/zoned-parts';
import { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { freshDay, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { LiveSession } from '../sessions/entities/live-session.entity.js';
import { User } from '../users/entities/user.entity.js';

const { t } = useShiftTestApp();

type Learned = 'yes' | 'no' | null;
/** tutor null: nobody answered (missed). `open`: still in chat. */
interface Planned {
  subject: number;
  tutor: string | null;
  learned?: Learned;
  open?: boolean;
}

/**
 * The known data set, on a day of its own: Math (1) 4 requests, 1 missed (25: high); English (3)
 * 10 requests, 1 missed (10: moderate); Science (2) 2 requests, none missed (low).
 */
const PLAN: Planned[] = [
  { subject: 1, tutor: 'tutor', learned: 'yes' },
  { subject: 1, tutor: 'tutor', learned: 'no' },
  { subject: 1, tutor: 'tutor.jordan' },
  { subject: 1, tutor: null },
  ...Array.from({ length: 9 }, (_, index): Planned => ({
    subject: 3,
    tutor: 'tutor.lucia',
    learned: index < 3 ? 'yes' : 'no',
  })),
  { subject: 3, tutor: null },
  { subject: 2, tutor: 'tutor' },
  { subject: 2, tutor: 'tutor', open: true },
];

let day: string;
beforeAll(async () => {
  freshDay(t);
  day = zonedDate(t.clock.now(), 'America/New_York');
  const em = t.app.get(MikroORM).em.fork();
  const people = new Map(
    (await em.find(User, { username: { $in: ['student', 'tutor', 'tutor.lucia', 'tutor.jordan'] } })).map(
      (user) => [user.username, user],
    ),
  );
  const at = t.clock.date();
  for (const planned of PLAN)
    em.create(LiveSession, {
      student: people.get('student')!,
      tutor: planned.tutor ? people.get(planned.tutor)! : null,
      status: planned.open ? 'matched' : 'ended',
      chatType: 'tutor',
      subject: planned.subject,
      question: 'A question',
      languageId: 1,
      requestedAt: at,
      matchedAt: planned.tutor ? at : null,
      endedAt: planned.open ? null : at,
      feedbackLearned: planned.learned ?? null,
    });
  await em.flush();
});

const range = () => ({ start_date: day, end_date: day });

describe('GET /analytics/risk-levels', () => {
  it('should place each subject by the share of its requests nobody answered', async () => {
    const manager = await signIn(t, 'manager');
    const levels = await manager.api.call('analyticsRiskLevels', { query: range() });
    expect(levels.range).toEqual(range());
    expect(levels.thresholds).toEqual({ moderate: 10, high: 25 });
    expect(levels.counts).toEqual({ low: 1, moderate: 1, high: 1 });
    expect(
      levels.subjects.map(({ subject_id, sessions, missed, score, level }) => ({
        subject_id,
        sessions,
        missed,
        score,
        level,
      })),
    ).toEqual([
      { subject_id: 1, sessions: 4, missed: 1, score: 25, level: 'high' },
      { subject_id: 3, sessions: 10, missed: 1, score: 10, level: 'moderate' },
      { subject_id: 2, sessions: 2, missed: 0, score: 0, level: 'low' },
    ]);
    expect(levels.subjects[1]?.subject_name).toBe('English');
  });

  it('should refuse a range that ends before it starts, naming the field', async () => {
    const manager = await signIn(t, 'manager');
    const refused = await failure(
      manager.api.call('analyticsRiskLevels', {
        query: { start_date: '2026-03-02', end_date: '2026-03-01' },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.code).toBe(ErrorCode.validationFailed);
    expect(refused.message).toContain('start_date');
  });
});

describe('GET /analytics/tutor-load', () => {
  it("should count each active tutor's sessions in the range, open ones, and how often students learned", async () => {
    const superuser = await signIn(t, 'superuser');
    const load = await superuser.api.call('analyticsTutorLoad', { query: range() });
    const byName = new Map(load.tutors.map((row) => [`${row.first_name} ${row.last_name}`, row]));
    const [tutor, lucia, jordan] = await Promise.all(
      ['tutor', 'tutor.lucia', 'tutor.jordan'].map((username) =>
        t.app.get(MikroORM).em.fork().findOneOrFail(User, { username }),
      ),
    );
    expect(byName.get(`${tutor!.firstName} ${tutor!.lastName}`)).toMatchObject({
      total_sessions_load: 4,
      ongoing_sessions: 1,
      learned_share: 50,
    });
    expect(byName.get(`${lucia!.firstName} ${lucia!.lastName}`)).toMatchObject({
      total_sessions_load: 9,
      ongoing_sessions: 0,
      learned_share: 33.3,
    });
    expect(byName.get(`${jordan!.firstName} ${jordan!.lastName}`)).toMatchObject({
      total_sessions_load: 1,
      learned_share: null,
    });
    // Busiest first.
    expect(load.tutors[0]?.user_id).toBe(lucia!.id);
  });
});

describe('GET /analytics/tutor-load/subject/:id', () => {
  it("should rank the subject's tutors by subject score, a learned-from session counting double", async () => {
    const manager = await signIn(t, 'manager');
    const board = await manager.api.call('analyticsSubjectLeaderboard', {
      params: { id: 1 },
      query: range(),
    });
    expect(board.subject.id).toBe(1);
    expect(
      board.tutors.map(({ rank, subject_score, total_sessions_load }) => ({
        rank,
        subject_score,
        total_sessions_load,
      })),
    ).toEqual([
      { rank: 1, subject_score: 3, total_sessions_load: 4 },
      { rank: 2, subject_score: 1, total_sessions_load: 1 },
    ]);
  });

  it('should keep to the limit, and refuse a limit over six', async () => {
    const manager = await signIn(t, 'manager');
    const board = await manager.api.call('analyticsSubjectLeaderboard', {
      params: { id: 1 },
      query: { ...range(), limit: 1 },
    });
    expect(board.tutors).toHaveLength(1);
    const refused = await failure(
      manager.api.call('analyticsSubjectLeaderboard', { params: { id: 1 }, query: { ...range(), limit: 7 } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('limit');
  });

  it('should keep only fingerprinted tutors when special requirements are asked for', async () => {
    const manager = await signIn(t, 'manager');
    const board = await manager.api.call('analyticsSubjectLeaderboard', {
      params: { id: 1 },
      query: { ...range(), special_requirements: true },
    });
    expect(board.tutors).toEqual([]);
  });

  it('should answer 404 for a subject that does not exist', async () => {
    const manager = await signIn(t, 'manager');
    const refused = await failure(manager.api.call('analyticsSubjectLeaderboard', { params: { id: 9999 } }));
    expect(refused.status).toBe(404);
  });
});

describe('who may see analytics', () => {
  it('should refuse a tutor and a student with 403 on every analytics call', async () => {
    for (const username of ['tutor', 'student']) {
      const person = await signIn(t, username);
      for (const call of [
        () => person.api.call('analyticsRiskLevels', { query: {} }),
        () => person.api.call('analyticsTutorLoad', { query: {} }),
        () => person.api.call('analyticsSubjectLeaderboard', { params: { id: 1 } }),
      ])
        expect((await failure(call())).status).toBe(403);
    }
  });
});
