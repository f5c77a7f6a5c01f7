import type { Subject } from '@lantern/shared/contracts/catalog';
import type { SessionView } from '@lantern/shared/contracts/sessions';
import { ApiError } from '@lantern/shared/client/api-error';
import { createI18n } from '@lantern/shared/i18n/setup';
import { sessionView } from '@lantern/shared/state/test-support';
import { getI18n } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enterLiveHelp } from '../features/student/classroom/live-help-routes.js';
import { CHAT_DISABLED_RELOAD_AFTER_MS } from './live-help-store.js';
import { makeStores, makeUser, settle, signInAs } from './test-support.js';

const STUDENT = makeUser();

const session = (overrides: Partial<SessionView> = {}) =>
  sessionView({
    student: { id: STUDENT.id, first_name: 'Ava', last_name: 'Martinez', user_type_id: 1 },
    topic: { id: 11, name: 'Algebra' },
    ...overrides,
  });

const subject = (id: number, name: string): Subject => ({
  id,
  name,
  availableTopics: [{ id: id * 10, name: `${name} basics`, concepts: [{ id: id * 100, name: 'Fractions' }] }],
});

const page = (data: SessionView[], total = data.length) => ({
  data,
  meta: { pagination: { total, count: data.length, per_page: 10, current_page: 1, total_pages: 1 } },
});

async function signedInStudent() {
  const context = makeStores();
  await signInAs(context.stores, context.api, STUDENT);
  await settle();
  context.api.handlers.sessionMessages = () => ({ data: [], last_seq: 0 });
  const liveHelp = await enterLiveHelp(context.stores, new URL('http://localhost/student/classroom'));
  return { ...context, liveHelp, classroom: liveHelp.classroom };
}

// The app's i18n instance, as main.tsx creates it: entering live help adds its catalogue to it.
beforeAll(() => createI18n({ language: 'en', namespaces: ['web'] }));

describe('LiveHelpStore', () => {
  it('should offer a reload once a live chat has been without its connection for five seconds, until it returns or the student waits', async () => {
    const { liveHelp, classroom, realtime, env } = await signedInStudent();
    vi.useFakeTimers();
    try {
      classroom.sessions.set(1, session());
      realtime.last.report('connected');
      realtime.last.report('reconnecting');
      vi.advanceTimersByTime(CHAT_DISABLED_RELOAD_AFTER_MS - 1);
      expect(liveHelp.connectionLost).toBe(false);
      vi.advanceTimersByTime(1);
      expect(liveHelp.connectionLost).toBe(true);
      liveHelp.reload();
      expect(env.reloads).toBe(1);

      // Back: the modal goes by itself.
      realtime.last.report('connected');
      expect(liveHelp.connectionLost).toBe(false);

      // Gone again, and the student chooses to wait: it stays away until the next drop.
      realtime.last.report('offline');
      vi.advanceTimersByTime(CHAT_DISABLED_RELOAD_AFTER_MS);
      liveHelp.dismissConnectionLost();
      vi.advanceTimersByTime(10 * CHAT_DISABLED_RELOAD_AFTER_MS);
      expect(liveHelp.connectionLost).toBe(false);

      // A chat that is over needs no connection.
      realtime.last.report('connected');
      classroom.sessions.set(1, session({ status: 'ended', ended_at: 200, ended_by: STUDENT.id }));
      realtime.last.report('reconnecting');
      vi.advanceTimersByTime(10 * CHAT_DISABLED_RELOAD_AFTER_MS);
      expect(liveHelp.connectionLost).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('should never offer subject 31 to ask about, and give the matcher topics with their concepts', async () => {
    const { liveHelp, api } = await signedInStudent();
    api.handlers.subjects = () => [subject(1, 'Math'), subject(31, 'Homework Help')];
    await liveHelp.loadSubjects();
    expect(liveHelp.askableSubjects.map((s) => s.id)).toEqual([1]);
    expect(liveHelp.matcherSubjects).toEqual([
      { id: 1, name: 'Math', topics: [{ id: 10, name: 'Math basics', concepts: ['Fractions'] }] },
    ]);
  });

  it('should not offer the AI tutor without a provider, and withdraw it, saying why, while unavailable', async () => {
    const { liveHelp, api } = await signedInStudent();
    api.handlers.aiStatus = () => ({ state: 'none', reason: null });
    await liveHelp.loadAiStatus();
    expect(liveHelp.ai.offer).toEqual({ kind: 'hidden' });
    // Asked again on the next visit: the school's day can run out meanwhile.
    api.handlers.aiStatus = () => ({ state: 'unavailable', reason: 'daily_budget' });
    await liveHelp.loadAiStatus();
    expect(liveHelp.ai.offer).toEqual({ kind: 'withdrawn', reason: 'daily_budget' });
  });

  it('should offer the AI tutor when its status cannot be read, leaving the answer to the server', async () => {
    const { liveHelp, api } = await signedInStudent();
    api.handlers.aiStatus = () => {
      throw new ApiError(503, 'service_unavailable', 'down');
    };
    await liveHelp.loadAiStatus();
    expect(liveHelp.ai.settled).toBe(true);
    expect(liveHelp.ai.offer).toEqual({ kind: 'offered' });
  });

  it('should show the open session, else the one that ended last while the page was open', async () => {
    const { liveHelp, classroom, api } = await signedInStudent();
    api.handlers.sessions = () => page([session({ id: 4, status: 'waiting', matched_at: null })]);
    await classroom.load();
    expect(liveHelp.currentSession?.id).toBe(4);
    classroom.applySessionUpdated({
      session: session({ id: 4, status: 'ended', ended_by: 9 }),
      cause: 'ended',
      at: 200,
    });
    expect(liveHelp.currentSession).toMatchObject({ id: 4, status: 'ended' });
  });

  it('should ask for feedback once per session a tutor took, and send it only with both answers', async () => {
    const { liveHelp, classroom, api } = await signedInStudent();
    const ended = session({ status: 'ended', ended_by: STUDENT.id });
    classroom.sessions.set(1, ended);
    const sent: unknown[] = [];
    api.handlers.sessionFeedback = ({ body }) => {
      sent.push(body);
      return { ...ended, is_feedback_completed: true };
    };
    expect(liveHelp.needsFeedback(ended)).toBe(true);
    expect(liveHelp.needsFeedback(session({ status: 'ended', matched_at: null }))).toBe(false);
    expect(await liveHelp.giveFeedback(1, { reason: null, learned: 'yes' })).toBe('reason_required');
    expect(await liveHelp.giveFeedback(1, { reason: 'satisfied', learned: null })).toBe('learned_required');
    expect(sent).toEqual([]);
    expect(await liveHelp.giveFeedback(1, { reason: 'satisfied', learned: 'not_sure' })).toBeNull();
    expect(sent).toEqual([{ reason: 'satisfied', learned: 'not_sure' }]);
    expect(liveHelp.needsFeedback(classroom.sessions.get(1)!)).toBe(false);
  });

  it('should say so when the feedback could not be sent, and keep asking', async () => {
    const { liveHelp, classroom, api } = await signedInStudent();
    const ended = session({ status: 'ended', ended_by: STUDENT.id });
    classroom.sessions.set(1, ended);
    api.handlers.sessionFeedback = () => {
      throw new ApiError(500, 'internal', 'down');
    };
    expect(await liveHelp.giveFeedback(1, { reason: 'tech_issues', learned: 'no' })).toBe('failed');
    expect(liveHelp.needsFeedback(classroom.sessions.get(1)!)).toBe(true);
    liveHelp.skipFeedback(1);
    expect(liveHelp.needsFeedback(classroom.sessions.get(1)!)).toBe(false);
  });

  it('should move to the new session when the student asks for a new tutor', async () => {
    const { liveHelp, classroom, api } = await signedInStudent();
    classroom.sessions.set(1, session());
    const next = session({
      id: 2,
      status: 'waiting',
      tutor: null,
      matched_at: null,
      subject: { id: 2, name: 'Science' },
    });
    api.handlers.transferSession = ({ body }) => {
      expect(body).toEqual({ reason_id: 10, other_text: 'We did not understand each other', subject_id: 2 });
      return { previous: session({ status: 'transferred', ended_by: STUDENT.id }), next };
    };
    expect(
      await liveHelp.transfer(1, {
        reason_id: 10,
        other_text: 'We did not understand each other',
        subject_id: 2,
      }),
    ).toBe(true);
    expect(liveHelp.currentSession?.id).toBe(2);
    expect(classroom.sessions.get(1)?.status).toBe('transferred');
  });

  it('should tell the start page which screen a refusal gets', async () => {
    const { liveHelp, classroom, api } = await signedInStudent();
    const refuse = (status: number, code: string) => {
      api.handlers.requestSession = () => {
        throw new ApiError(status, code, 'no');
      };
    };
    const ask = { chat_type: 'ai' as const, question: 'What is a cell?', subject_id: 2 };
    refuse(403, 'outside_operating_hours');
    await classroom.ask(ask);
    expect(liveHelp.askOutcome('ai')).toBe('outside_operating_hours');
    refuse(503, 'ai_tutor_unavailable');
    await classroom.ask(ask);
    expect(liveHelp.askOutcome('ai')).toBe('ai_unavailable');
    refuse(502, 'bad_gateway');
    await classroom.ask(ask);
    expect(liveHelp.askOutcome('ai')).toBe('ai_unavailable');
    expect(liveHelp.askOutcome('tutor')).toBe('failed');
    refuse(400, 'validation_failed');
    await classroom.ask(ask);
    expect(liveHelp.askOutcome('ai')).toBe('failed');
  });

  it('should swap the AI tutor’s session for a live tutor’s with the same question', async () => {
    const { liveHelp, api } = await signedInStudent();
    const asked: unknown[] = [];
    const ai = session({ id: 5, chat_type: 'ai', status: 'waiting', tutor: null, matched_at: null });
    api.handlers.endSession = () => ({ ...ai, status: 'ended', ended_by: STUDENT.id });
    api.handlers.requestSession = ({ body }) => {
      asked.push(body);
      return session({ id: 6, status: 'waiting', tutor: null, matched_at: null });
    };
    expect((await liveHelp.askLiveTutorInstead(ai))?.id).toBe(6);
    expect(asked).toEqual([{ chat_type: 'tutor', question: ai.question, subject_id: 1, topic_id: 11 }]);
    expect(liveHelp.currentSession?.id).toBe(6);
  });

  it('should load a page of history after ending when fewer than a page is held', async () => {
    const { liveHelp, classroom, api } = await signedInStudent();
    api.handlers.endSession = () => session({ status: 'ended', ended_by: STUDENT.id });
    api.handlers.sessions = () => page([session({ status: 'ended' })]);
    expect(await liveHelp.end(1)).toBe(true);
    await settle();
    expect(api.called('sessions')).toBeGreaterThanOrEqual(1);
    expect(classroom.history).toHaveLength(1);
  });

  it('should forget the subjects, the sessions and the feedback when someone else signs in', async () => {
    const { stores, liveHelp, classroom, api } = await signedInStudent();
    api.handlers.subjects = () => [subject(1, 'Math')];
    await liveHelp.loadSubjects();
    liveHelp.skipFeedback(1);
    classroom.sessions.set(1, session());
    api.handlers.logout = () => ({ ok: true });
    await stores.session.signOut();
    expect(liveHelp.subjects).toEqual([]);
    expect(liveHelp.feedbackSkipped.size).toBe(0);
    expect(classroom.sessions.size).toBe(0);
  });

  it('should open once, and hear the classroom’s socket events from then on', async () => {
    const { stores, liveHelp, classroom, realtime } = await signedInStudent();
    expect(await enterLiveHelp(stores, new URL('http://localhost/student/classroom'))).toBe(liveHelp);
    expect(getI18n().t('chat.send', { ns: 'classroom' })).toBe('Send');
    const waiting = session({ id: 3, status: 'waiting', tutor: null, matched_at: null });
    realtime.last.emitFromServer('classroom.session.updated', {
      session: {
        ...waiting,
        former_tutors: [],
        is_feedback_completed: false,
        queue: { position: 2, estimated_wait_seconds: null },
      },
      cause: 'queue_moved',
      at: 150,
    });
    await settle();
    expect(classroom.sessions.get(3)?.queue?.position).toBe(2);
  });
});
