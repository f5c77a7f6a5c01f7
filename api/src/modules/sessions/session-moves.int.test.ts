import { describe, expect, it } from 'vitest';
import { failure, type HttpSession } from '../../../test/http-session.js';
import {
  duringSchoolHours,
  nextEvent,
  ready,
  shiftFor,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { School } from '../schools/entities/school.entity.js';
import { SilentTutors } from './silent-tutors.js';

const MATH = 1;
const SCIENCE = 2;

const { t, sockets } = useShiftTestApp();

async function working(username: string) {
  const shiftId = await shiftFor(t, username, -60);
  const session = await signIn(t, username);
  await session.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  return { session, id: (await session.api.call('me')).id };
}

const ask = (student: HttpSession, subject_id = MATH) =>
  student.api.call('requestSession', {
    body: { chat_type: 'tutor', question: 'What is a prime number?', subject_id },
  });

describe('moving a session between people', () => {
  it('should hand a student to a colleague with a reason, moving the session between their lists at once', async () => {
    duringSchoolHours(t);
    const sam = await working('tutor');
    const student = await signIn(t, 'ella.garcia');
    const asked = await ask(student);
    // Two math tutors are at work; the matcher gave the student to one of them.
    const jordan = await working('tutor.jordan');
    const [from, to] = asked.tutor?.id === sam.id ? [sam, jordan] : [jordan, sam];

    const colleagues = await from.session.api.call('handoffTutors', { params: { id: asked.id } });
    expect(colleagues.map((colleague) => colleague.id)).toEqual([to.id]);
    const missingText = await failure(
      from.session.api.call('createHandoff', {
        body: { session_id: asked.id, incoming_tutor_id: to.id, reason: 'other' },
      }),
    );
    expect([missingText.status, missingText.code]).toEqual([400, 'validation_failed']);
    expect(missingText.message).toContain('other_text');

    const incomingSocket = sockets.connect(to.session.accessToken);
    await ready(incomingSocket);
    const heard = nextEvent(
      incomingSocket,
      'classroom.session.updated',
      (event) => event.cause === 'handed_off',
    );
    const moved = await from.session.api.call('createHandoff', {
      body: { session_id: asked.id, incoming_tutor_id: to.id, reason: 'shift_ending' },
    });
    expect(moved.tutor?.id).toBe(to.id);
    expect((await heard).session).toMatchObject({ id: asked.id, tutor: { id: to.id } });
    // The student's page, reloaded, still names the tutor who wrote the earlier messages.
    const reloaded = await student.api.call('session', { params: { id: asked.id } });
    expect(reloaded.former_tutors).toEqual([expect.objectContaining({ id: from.id })]);
    expect((await from.session.api.call('sessions', { query: { scope: 'open' } })).data).toEqual([]);
    expect(
      (await to.session.api.call('sessions', { query: { scope: 'open' } })).data.map((s) => s.id),
    ).toContain(asked.id);
    // The one who handed it over has no say in it any more.
    const gone = await failure(from.session.api.call('session', { params: { id: asked.id } }));
    expect(gone.status).toBe(404);
    await student.api.call('endSession', { params: { id: asked.id } });
  });

  it("should transfer a student to a new tutor on the subject they choose, never back to the one they left, with the spec's texts", async () => {
    duringSchoolHours(t);
    const sam = await working('tutor');
    const student = await signIn(t, 'mason.smith');
    const asked = await ask(student);
    expect(asked.tutor?.id).toBe(sam.id);

    const noReason = await failure(
      student.api.call('transferSession', {
        params: { id: asked.id },
        body: { reason_id: 3, subject_id: MATH },
      }),
    );
    expect(noReason.message).toContain(
      'You must select a reason for requesting a new tutor. This is required.',
    );
    const noWords = await failure(
      student.api.call('transferSession', {
        params: { id: asked.id },
        body: { reason_id: 10, other_text: '   ', subject_id: MATH },
      }),
    );
    expect(noWords.message).toContain('Please enter a reason for requesting a new tutor. This is required.');

    const { previous, next } = await student.api.call('transferSession', {
      params: { id: asked.id },
      body: { reason_id: 8, subject_id: SCIENCE },
    });
    expect(previous).toMatchObject({ status: 'transferred', ended_by: expect.any(Number) });
    // Sam also teaches science, but the student just left him: the new session waits for someone else.
    expect(next).toMatchObject({ status: 'waiting', subject: { id: SCIENCE }, tutor: null });
    await student.api.call('endSession', { params: { id: next.id } });
  });

  it('should take feedback once a session has ended, not before', async () => {
    duringSchoolHours(t);
    await working('tutor.jordan');
    const student = await signIn(t, 'chloe.brown');
    const asked = await ask(student);
    const early = await failure(
      student.api.call('sessionFeedback', {
        params: { id: asked.id },
        body: { reason: 'satisfied', learned: 'yes' },
      }),
    );
    expect(early.status).toBe(409);
    await student.api.call('endSession', { params: { id: asked.id } });
    const rated = await student.api.call('sessionFeedback', {
      params: { id: asked.id },
      body: { reason: 'satisfied', learned: 'not_sure' },
    });
    expect(rated.is_feedback_completed).toBe(true);
  });

  it('should give a student to the next tutor when the matched one says nothing for two minutes, and tell the managers', async () => {
    duringSchoolHours(t);
    const sam = await working('tutor');
    const student = await signIn(t, 'lucas.davis');
    const asked = await ask(student);
    expect(asked.tutor?.id).toBe(sam.id);
    const manager = await signIn(t, 'manager');
    const managerSocket = sockets.connect(manager.accessToken);
    await ready(managerSocket);

    t.clock.advanceSeconds(119);
    expect(await t.app.get(SilentTutors).requeue(asked.id)).toBe(false);
    const jordan = await working('tutor.jordan');
    const told = nextEvent(
      managerSocket,
      'classroom.session.reoffered',
      (event) => event.session_id === asked.id,
    );
    t.clock.advanceSeconds(1);
    expect(await t.app.get(SilentTutors).requeueDue()).toBeGreaterThanOrEqual(1);

    expect(await told).toMatchObject({ silent_tutor_id: sam.id });
    await expect
      .poll(async () => (await student.api.call('session', { params: { id: asked.id } })).tutor?.id)
      .toBe(jordan.id);
    await student.api.call('endSession', { params: { id: asked.id } });
  });

  it('should share an ended session by a link any signed-in person can read, where the school allows it', async () => {
    duringSchoolHours(t);
    await working('tutor.jordan');
    const student = await signIn(t, 'aria.lopez');
    const asked = await ask(student);
    await student.api.call('endSession', { params: { id: asked.id } });

    const refused = await failure(
      student.api.call('createSharedSession', { body: { session_id: asked.id } }),
    );
    expect(refused.status).toBe(403);
    await t.app.get(MikroORM).em.fork().nativeUpdate(School, { id: 1 }, { featuresSharedSessions: true });
    const link = await student.api.call('createSharedSession', { body: { session_id: asked.id } });
    expect(link.path).toBe(`/shared-session/${link.key}`);

    const reader = await signIn(t, 'teacher');
    const shared = await reader.api.call('sharedSession', { params: { key: link.key } });
    expect(shared).toMatchObject({
      session: { id: asked.id, question: 'What is a prime number?' },
      sharingUser: { firstName: 'Aria' },
    });
    const stranger = await signIn(t, 'leo.clark');
    const notTheirs = await failure(
      stranger.api.call('createSharedSession', { body: { session_id: asked.id } }),
    );
    expect(notTheirs.status).toBe(404);
    await t.app.get(MikroORM).em.fork().nativeUpdate(School, { id: 1 }, { featuresSharedSessions: false });
  });
});
