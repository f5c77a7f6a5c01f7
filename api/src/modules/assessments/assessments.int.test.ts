import type { SaveAssessmentStep } from '@lantern/shared/contracts/assessments';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { duringSchoolHours, shiftFor, signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';

const MATH = 1;

const { t } = useShiftTestApp();

/** A tutor at work, a student who asked them and was helped, and the ended session's id. */
async function endedSession(studentName: string) {
  const shiftId = await shiftFor(t, 'tutor.jordan', -60);
  const tutor = await signIn(t, 'tutor.jordan');
  await tutor.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  const student = await signIn(t, studentName);
  const session = await student.api.call('requestSession', {
    body: { chat_type: 'tutor', question: 'How do fractions add?', subject_id: MATH },
  });
  return { tutor, student, session };
}

describe('post-session assessments', () => {
  it('should open only once the session has ended, then walk the steps in order to submit', async () => {
    duringSchoolHours(t);
    const { tutor, student, session } = await endedSession('ella.garcia');
    const early = await failure(tutor.api.call('sessionAssessment', { params: { id: session.id } }));
    expect(early.status).toBe(409);
    await student.api.call('endSession', { params: { id: session.id } });

    const opened = await tutor.api.call('sessionAssessment', { params: { id: session.id } });
    expect(opened).toMatchObject({
      step: 'recognitions',
      student: { first_name: 'Ella' },
      completed_at: null,
    });
    const tutorId = (await tutor.api.call('me')).id;
    expect((await tutor.api.call('incompleteAssessments', { params: { id: tutorId } })).count).toBe(1);

    const skipped = await failure(
      tutor.api.call('saveAssessmentStep', {
        params: { id: opened.id },
        body: { step: 'feedback', feedback: 'Great work' },
      }),
    );
    expect([skipped.status, skipped.code]).toEqual([400, 'validation_failed']);
    const save = (body: SaveAssessmentStep) =>
      tutor.api.call('saveAssessmentStep', { params: { id: opened.id }, body });
    expect((await save({ step: 'recognitions', recognitions: ['perseverance', 'politeness'] })).step).toBe(
      'question',
    );
    expect(
      (await save({ step: 'question', student_goal: 'Add fractions with unlike denominators' })).step,
    ).toBe('tag');
    const mathTopics = (await tutor.api.call('subjects')).find(
      (subject) => subject.id === MATH,
    )!.availableTopics;
    const english = (await tutor.api.call('subjects')).find((subject) => subject.id === 3)!.availableTopics;
    const wrongTopic = await failure(save({ step: 'tag', topic_ids: [english[0]!.id] }));
    expect(wrongTopic.message).toContain('topic_ids');
    expect((await save({ step: 'tag', topic_ids: [mathTopics[0]!.id] })).step).toBe('nonAcademic');
    expect((await save({ step: 'nonAcademic', non_academic: '' })).step).toBe('feedback');
    expect(
      (await save({ step: 'feedback', feedback: 'You kept going!', shoutout: 'Star of the day' })).step,
    ).toBe('submit');
    const submitted = await save({ step: 'submit' });
    expect(submitted.completed_at).toBe(t.clock.now());
    expect((await tutor.api.call('incompleteAssessments', { params: { id: tutorId } })).count).toBe(0);
    const again = await failure(save({ step: 'recognitions', recognitions: [] }));
    expect(again.status).toBe(409);

    // The student sees what they were recognised for.
    const recognitions = await student.api.call('recognitions');
    expect(recognitions.map((recognition) => recognition.type).sort()).toEqual([
      'perseverance',
      'politeness',
    ]);
    expect(recognitions[0]).toMatchObject({
      subject: 'Math',
      tutor_first_name: 'Jordan',
      shoutout: 'Star of the day',
    });
  });

  it('should count a session among the assessments to complete from the moment it ends, as one assessment', async () => {
    duringSchoolHours(t);
    const { tutor, session } = await endedSession('chloe.brown');
    const tutorId = (await tutor.api.call('me')).id;
    const incomplete = () => tutor.api.call('incompleteAssessments', { params: { id: tutorId } });
    const before = (await incomplete()).count;
    await tutor.api.call('endSession', { params: { id: session.id } });

    const listed = await incomplete();
    expect(listed.count).toBe(before + 1);
    const begun = listed.data.find((assessment) => assessment.session_id === session.id);
    expect(begun).toMatchObject({
      step: 'recognitions',
      student: { first_name: 'Chloe' },
      completed_at: null,
    });
    // Opening it finds that assessment; it is not a second one.
    expect((await tutor.api.call('sessionAssessment', { params: { id: session.id } })).id).toBe(begun!.id);
    expect((await incomplete()).count).toBe(before + 1);
  });

  it("should keep a tutor out of another tutor's assessments", async () => {
    duringSchoolHours(t);
    const { tutor, student, session } = await endedSession('mason.smith');
    await student.api.call('endSession', { params: { id: session.id } });
    await tutor.api.call('sessionAssessment', { params: { id: session.id } });
    const other = await signIn(t, 'tutor');
    const refused = await failure(other.api.call('sessionAssessment', { params: { id: session.id } }));
    expect(refused.status).toBe(404);
    const tutorId = (await tutor.api.call('me')).id;
    const list = await failure(other.api.call('incompleteAssessments', { params: { id: tutorId } }));
    expect(list.status).toBe(404);
    const manager = await signIn(t, 'manager');
    expect(
      (await manager.api.call('incompleteAssessments', { params: { id: tutorId } })).count,
    ).toBeGreaterThan(0);
  });
});
