import { ErrorCode } from '@lantern/shared/contracts/errors';
import { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { LiveSession } from '../sessions/entities/live-session.entity.js';
import { User } from '../users/entities/user.entity.js';

const { t } = useShiftTestApp();

let ended: number;
let open: number;
beforeAll(async () => {
  const em = t.app.get(MikroORM).em.fork();
  const [student, tutor] = await Promise.all([
    em.findOneOrFail(User, { username: 'student' }),
    em.findOneOrFail(User, { username: 'tutor' }),
  ]);
  const at = t.clock.date();
  const base = {
    student,
    tutor,
    chatType: 'tutor' as const,
    subject: 1,
    languageId: 1,
    requestedAt: at,
    matchedAt: at,
  };
  const endedSession = em.create(LiveSession, {
    ...base,
    status: 'ended',
    question: 'How do I factor x² − 9?',
    endedAt: new Date(at.getTime() + 20 * 60_000),
  });
  const openSession = em.create(LiveSession, { ...base, status: 'matched', question: 'Still talking' });
  await em.flush();
  ended = endedSession.id;
  open = openSession.id;
});

const feedback = () => ({
  session_id: ended,
  rating: 4,
  categories: ['rapport', 'explanation'] as ('rapport' | 'explanation')[],
  strengths: 'Checked understanding before moving on.',
  improvements: 'Let the student try the second step.',
});

describe('session feedback reports', () => {
  it("should write feedback on a tutor's ended session and read it back in the list and detail", async () => {
    const manager = await signIn(t, 'manager');
    const created = await manager.api.call('createSessionFeedbackReport', { body: feedback() });
    expect(created).toMatchObject({
      session_id: ended,
      rating: 4,
      categories: ['rapport', 'explanation'],
      subject_name: expect.any(String),
      tutor: { first_name: expect.any(String) },
      session: { question: 'How do I factor x² − 9?', messages: 0, duration: 1200 },
    });
    const list = await manager.api.call('sessionFeedbackReports', { query: {} });
    expect(list.data[0]).toMatchObject({ id: created.id, rating: 4 });
    expect(list.meta.pagination).toMatchObject({ current_page: 1, per_page: 20 });
    const tutorId = created.tutor.id;
    const mine = await manager.api.call('sessionFeedbackReports', { query: { tutor_id: tutorId } });
    expect(mine.data.every((row) => row.tutor.id === tutorId)).toBe(true);
    const other = await manager.api.call('sessionFeedbackReports', { query: { tutor_id: 999_999 } });
    expect(other.data).toEqual([]);
    await expect(manager.api.call('sessionFeedbackReport', { params: { id: created.id } })).resolves.toEqual(
      created,
    );
  });

  it('should refuse feedback on a session still in chat, naming the field', async () => {
    const manager = await signIn(t, 'manager');
    const refused = await failure(
      manager.api.call('createSessionFeedbackReport', { body: { ...feedback(), session_id: open } }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('session_id');
  });

  it('should refuse a report with neither strengths nor improvements, and a rating out of 1 to 5', async () => {
    const manager = await signIn(t, 'manager');
    const empty = await failure(
      manager.api.call('createSessionFeedbackReport', {
        body: { ...feedback(), strengths: '', improvements: '' },
      }),
    );
    expect(empty.code).toBe(ErrorCode.validationFailed);
    expect(empty.message).toContain('strengths');
    const rating = await failure(
      manager.api.call('createSessionFeedbackReport', { body: { ...feedback(), rating: 6 } }),
    );
    expect(rating.message).toContain('rating');
  });

  it('should answer 404 for a report that does not exist', async () => {
    const manager = await signIn(t, 'manager');
    expect(
      (await failure(manager.api.call('sessionFeedbackReport', { params: { id: 999_999 } }))).status,
    ).toBe(404);
  });
});

describe('incidents', () => {
  it('should report an incident, list it as open, and resolve it', async () => {
    const superuser = await signIn(t, 'superuser');
    const incident = await superuser.api.call('createIncident', {
      body: { session_id: ended, category: 'conduct', severity: 'high', description: 'Rude language' },
    });
    expect(incident).toMatchObject({ session_id: ended, status: 'open', resolved_at: null });
    const openList = await superuser.api.call('incidents', { query: { status: 'open' } });
    expect(openList.data.map((row) => row.id)).toContain(incident.id);

    const resolved = await superuser.api.call('updateIncident', {
      params: { id: incident.id },
      body: { status: 'resolved' },
    });
    expect(resolved).toMatchObject({ status: 'resolved', resolved_at: t.clock.now() });
    const stillOpen = await superuser.api.call('incidents', { query: { status: 'open' } });
    expect(stillOpen.data.map((row) => row.id)).not.toContain(incident.id);
  });

  it('should refuse an incident without a description, naming the field', async () => {
    const manager = await signIn(t, 'manager');
    const refused = await failure(
      manager.api.call('createIncident', { body: { category: 'other', severity: 'low', description: ' ' } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('description');
  });
});

describe('who may see session reports', () => {
  it('should refuse a tutor with 403 on every session report and incident call', async () => {
    const tutor = await signIn(t, 'tutor');
    for (const call of [
      () => tutor.api.call('sessionFeedbackReports', { query: {} }),
      () => tutor.api.call('sessionFeedbackReport', { params: { id: 1 } }),
      () => tutor.api.call('createSessionFeedbackReport', { body: feedback() }),
      () => tutor.api.call('incidents', { query: {} }),
      () =>
        tutor.api.call('createIncident', { body: { category: 'other', severity: 'low', description: 'x' } }),
      () => tutor.api.call('updateIncident', { params: { id: 1 }, body: { status: 'resolved' } }),
    ])
      expect((await failure(call())).status).toBe(403);
  });
});
