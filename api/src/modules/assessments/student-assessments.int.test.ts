import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/http-session.js';
import { signIn, useShiftTestApp } from '../../../test/shift-test-kit.js';
import { demoUser, newStudent, ormOf, pastSession } from '../../../test/student-record-kit.js';
import { Topic } from '../catalog/entities/topic.entity.js';
import { Assessment } from './entities/assessment.entity.js';

const { t } = useShiftTestApp();
const MINUTE = 60_000;

describe("a student's assessments, for the tutors who have had them", () => {
  it('should list the submitted assessments of every tutor, latest first, 3 a page, and refuse other people', async () => {
    const em = ormOf(t);
    const now = t.clock.date();
    const jordan = await demoUser(em, 'tutor.jordan');
    const lucia = await demoUser(em, 'tutor.lucia');
    const algebra = await em.findOneOrFail(Topic, { subject: 1, name: 'Algebra' });
    const student = newStudent(em, 'ines.record');
    const sessions = Array.from({ length: 5 }, (_, index) =>
      pastSession(em, { student, tutor: index === 0 ? jordan : lucia, now, minutesAgo: 60 * (index + 1) }),
    );
    const submitted = sessions.slice(0, 4).map((session, index) =>
      em.create(Assessment, {
        session,
        tutorId: session.tutor!.id,
        step: 'submit',
        recognitions: index === 0 ? ['perseverance', 'kudo'] : [],
        studentGoal: `Goal ${index}`,
        topicIds: index === 0 ? [algebra.id] : [],
        nonAcademic: index === 0 ? 'Tired after practice' : '',
        feedback: `Feedback ${index}`,
        shoutout: '',
        createdAt: session.endedAt!,
        updatedAt: session.endedAt!,
        completedAt: new Date(session.endedAt!.getTime() + 5 * MINUTE),
      }),
    );
    // Lucia has not sent this one yet: it is hers alone.
    em.create(Assessment, {
      session: sessions[4]!,
      tutorId: lucia.id,
      step: 'feedback',
      recognitions: [],
      studentGoal: 'Draft',
      topicIds: [],
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();

    const tutor = await signIn(t, 'tutor.jordan');
    const first = await tutor.api.call('studentAssessments', { params: { id: student.id }, query: {} });
    expect(first.meta.pagination).toEqual({
      total: 4,
      count: 3,
      per_page: 3,
      current_page: 1,
      total_pages: 2,
    });
    expect(first.data.map((assessment) => assessment.id)).toEqual(submitted.slice(0, 3).map((a) => a.id));
    expect(first.data[0]).toEqual({
      id: submitted[0]!.id,
      session_id: sessions[0]!.id,
      subject: { id: 1, name: 'Math' },
      tutor: { id: jordan.id, first_name: 'Jordan', last_name: jordan.lastName },
      by_you: true,
      session_ended_at: Math.floor(sessions[0]!.endedAt!.getTime() / 1000),
      completed_at: Math.floor(submitted[0]!.completedAt!.getTime() / 1000),
      recognitions: ['perseverance', 'kudo'],
      student_goal: 'Goal 0',
      topics: [{ id: algebra.id, name: 'Algebra' }],
      non_academic: 'Tired after practice',
      feedback: 'Feedback 0',
      shoutout: '',
    });
    expect(first.data[1]).toMatchObject({ tutor: { id: lucia.id }, by_you: false, topics: [] });
    const second = await tutor.api.call('studentAssessments', {
      params: { id: student.id },
      query: { page: 2 },
    });
    expect(second.data.map((assessment) => assessment.feedback)).toEqual(['Feedback 3']);

    const stranger = await signIn(t, 'tutor.noor');
    const refused = await failure(
      stranger.api.call('studentAssessments', { params: { id: student.id }, query: {} }),
    );
    expect([refused.status, refused.code]).toEqual([404, 'not_found']);
    const someStudent = await signIn(t, 'student');
    const notATutor = await failure(
      someStudent.api.call('studentAssessments', { params: { id: student.id }, query: {} }),
    );
    expect(notATutor.status).toBe(403);
  });
});
