import type { Assessment, SaveAssessmentStep } from '@lantern/shared/contracts/assessments';
import type { SessionView } from '@lantern/shared/contracts/sessions';
import { describe, expect, it } from 'vitest';
import { makeRoot, settle, tutorSignIn } from './test-support.js';

const NOW = 1_800_000_000;
const ME = 7;

function assessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: 40,
    session_id: 5,
    step: 'recognitions',
    student: { id: 21, first_name: 'Ava', last_name: 'Martinez' },
    subject: { id: 1, name: 'Math' },
    recognitions: [],
    student_goal: '',
    topic_ids: [],
    non_academic: '',
    feedback: '',
    shoutout: '',
    created_at: NOW,
    completed_at: null,
    ...overrides,
  };
}

const ORDER = ['recognitions', 'question', 'tag', 'nonAcademic', 'feedback', 'submit'] as const;

async function signedInTutor() {
  const saved: SaveAssessmentStep[] = [];
  let held = assessment();
  let incomplete = 2;
  const harness = makeRoot({
    ...tutorSignIn(NOW),
    logout: () => ({ ok: true }),
    currentShift: () => ({ shift: null, server_time: NOW }),
    transferOffers: () => ({ data: [], server_time: NOW }),
    userPreferences: () => ({ is_break_chimes_enabled: true }),
    incompleteAssessments: () => ({ count: incomplete, data: incomplete ? [assessment()] : [] }),
    sessionAssessment: () => held,
    subjects: () => [
      {
        id: 1,
        name: 'Math',
        availableTopics: [
          { id: 11, name: 'Equations', concepts: [] },
          { id: 12, name: 'Fractions', concepts: [] },
        ],
      },
      { id: 2, name: 'Science', availableTopics: [{ id: 21, name: 'Cells', concepts: [] }] },
    ],
    saveAssessmentStep: (options) => {
      const body = options.body as SaveAssessmentStep;
      saved.push(body);
      const next = ORDER[ORDER.indexOf(body.step) + 1] ?? 'submit';
      const { step: _step, ...answers } = body;
      held = { ...held, ...answers, step: next, completed_at: body.step === 'submit' ? NOW : null };
      if (body.step === 'submit') incomplete -= 1;
      return held;
    },
  });
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  return { ...harness, stop, saved, store: harness.root.assessments };
}

describe('AssessmentStore', () => {
  it("should show the tutor's incomplete count once signed in", async () => {
    const { store, api, stop } = await signedInTutor();
    expect(store.incompleteCount).toBe(2);
    expect(api.calls.find((call) => call.name === 'incompleteAssessments')?.options).toEqual({
      params: { id: ME },
    });
    stop();
  });

  it('should offer only the assessments the server lists as not submitted, not one submitted before a restart', async () => {
    const { store, stop } = await signedInTutor();
    expect(store.offersAssessment(5)).toBe(true);
    // Session 6 ended too, and its assessment was submitted in an earlier run of the console.
    expect(store.offersAssessment(6)).toBe(false);
    stop();
  });

  it('should save each step in the spec order, with Back to an earlier step, and submit', async () => {
    const { store, saved, stop } = await signedInTutor();
    await store.open(5);
    expect(store.state).toBe('loaded');
    expect(store.step).toBe('recognitions');
    expect(store.topics.map((topic) => topic.name)).toEqual(['Equations', 'Fractions']);

    store.toggleRecognition('perseverance', true);
    store.toggleRecognition('kudo', true);
    store.toggleRecognition('kudo', false);
    expect(await store.save()).toBe(true);
    expect(store.step).toBe('question');

    expect(store.canSave).toBe(false);
    expect(await store.save()).toBe(false);
    store.setText('student_goal', '  Solve linear equations ');
    await store.save();
    expect(store.step).toBe('tag');

    store.back();
    expect(store.step).toBe('question');
    expect(store.draft.student_goal).toBe('  Solve linear equations ');
    await store.save();

    store.setTopics([11]);
    await store.save();
    await store.save(); // nothing beyond the subject
    expect(store.step).toBe('feedback');
    store.setText('feedback', 'Great work');
    expect(store.feedbackLeft).toBe(1000 - 'Great work'.length);
    store.setText('feedback', 'x'.repeat(1001));
    expect(store.feedbackLeft).toBe(-1);
    expect(store.canSave).toBe(false);
    store.setText('feedback', 'Great work');
    await store.save();
    expect(store.step).toBe('submit');
    await store.save();
    await settle();

    expect(saved).toEqual([
      { step: 'recognitions', recognitions: ['perseverance'] },
      { step: 'question', student_goal: 'Solve linear equations' },
      { step: 'question', student_goal: 'Solve linear equations' },
      { step: 'tag', topic_ids: [11] },
      { step: 'nonAcademic', non_academic: '' },
      { step: 'feedback', feedback: 'Great work', shoutout: '' },
      { step: 'submit' },
    ]);
    expect(store.isOpen).toBe(false);
    expect(store.offersAssessment(5)).toBe(false);
    expect(store.incompleteCount).toBe(1);
    stop();
  });

  it('should resume where the assessment was left, with what was saved', async () => {
    const { store, api, stop } = await signedInTutor();
    api.handlers.sessionAssessment = () =>
      assessment({ step: 'tag', recognitions: ['greeting'], student_goal: 'Fractions' });
    await store.open(5);
    expect(store.step).toBe('tag');
    expect(store.draft.recognitions).toEqual(['greeting']);
    store.back();
    expect(store.step).toBe('question');
    expect(store.draft.student_goal).toBe('Fractions');
    stop();
  });

  it('should keep what was typed when a save fails, and say so', async () => {
    const { store, api, stop } = await signedInTutor();
    await store.open(5);
    api.handlers.saveAssessmentStep = () => {
      throw new Error('offline');
    };
    store.toggleRecognition('politeness', true);
    expect(await store.save()).toBe(false);
    expect(store.saveFailed).toBe(true);
    expect(store.step).toBe('recognitions');
    expect(store.draft.recognitions).toEqual(['politeness']);
    stop();
  });

  it("should count again when one of the tutor's sessions ends", async () => {
    const { store, api, realtime, stop } = await signedInTutor();
    api.handlers.incompleteAssessments = () => ({ count: 3, data: [] });
    const person = (id: number, first_name: string) => ({ id, first_name, last_name: 'X', user_type_id: 1 });
    const ended: SessionView = {
      id: 9,
      status: 'ended',
      chat_type: 'tutor',
      student: person(21, 'Ava'),
      tutor: person(ME, 'Tess'),
      subject: { id: 1, name: 'Math' },
      topic: null,
      question: 'How do I solve 2x + 3 = 11?',
      language_id: 1,
      requested_at: NOW - 60,
      matched_at: NOW - 30,
      ended_at: NOW,
      ended_by: ME,
      former_tutors: [],
      is_feedback_completed: false,
      last_seq: 0,
      unread_count: 0,
      queue: null,
    };
    realtime.last.emitFromServer('classroom.session.updated', { session: ended, cause: 'ended', at: NOW });
    await settle();
    expect(store.incompleteCount).toBe(3);
    stop();
  });
});
