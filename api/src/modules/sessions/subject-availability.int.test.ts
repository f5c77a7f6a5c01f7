import { describe, expect, it } from 'vitest';
import type { HttpSession } from '../../../test/http-session.js';
import {
  duringSchoolHours,
  nextEvent,
  ready,
  shiftFor,
  signIn,
  useShiftTestApp,
} from '../../../test/shift-test-kit.js';

const MATH = 1;
const MINUTE = 60;

const { t, sockets } = useShiftTestApp();

/** A tutor punched into a tutoring segment that started a minute ago. */
async function workingTutor(username: string) {
  const shiftId = await shiftFor(t, username, -MINUTE);
  const session = await signIn(t, username);
  await session.api.call('changeShiftState', { params: { id: shiftId }, body: { action: 'punch_in' } });
  return { session, shiftId, id: (await session.api.call('me')).id };
}

async function student(username: string) {
  const session = await signIn(t, username);
  const socket = sockets.connect(session.accessToken);
  await ready(socket);
  return { session, socket };
}

const ask = (session: HttpSession) =>
  session.api.call('requestSession', {
    body: { chat_type: 'tutor', question: 'How do I factor x² − 9?', subject_id: MATH },
  });

const availability = (session: HttpSession) =>
  session.api.call('subjectAvailability', { params: { id: MATH } });

describe('subject availability: a tutor on shift is there, whatever they are doing', () => {
  it('should queue a student while the only Math tutor is on a bio break, and match them on return', async () => {
    duringSchoolHours(t);
    const jordan = await workingTutor('tutor.jordan');
    // Jordan's next shift is tomorrow: the old answer sent the student there.
    await shiftFor(t, 'tutor.jordan', 20 * 60 * MINUTE);
    const onBreak = await jordan.session.api.call('changeShiftState', {
      params: { id: jordan.shiftId },
      body: { action: 'start_bio_break' },
    });
    expect(onBreak.state.state_id).toBe(6);

    const chloe = await student('chloe.brown');
    expect(await availability(chloe.session)).toEqual({
      subject_id: MATH,
      available_now: true,
      next_available_at: null,
    });
    const waiting = await ask(chloe.session);
    expect(waiting).toMatchObject({ status: 'waiting', tutor: null, queue: { position: 1 } });

    const matched = nextEvent(
      chloe.socket,
      'classroom.session.updated',
      (event) => event.session.id === waiting.id && event.cause === 'matched',
    );
    await jordan.session.api.call('changeShiftState', {
      params: { id: jordan.shiftId },
      body: { action: 'return_to_segment' },
    });
    expect((await matched).session).toMatchObject({ status: 'matched', tutor: { id: jordan.id } });
    await chloe.session.api.call('endSession', { params: { id: waiting.id } });
  });

  it('should queue a student when the only Math tutor on shift is at their limit', async () => {
    duringSchoolHours(t);
    const sam = await workingTutor('tutor');
    const seated = [];
    for (const username of ['lucas.davis', 'leo.clark', 'nora.lewis']) {
      const { session } = await student(username);
      const asked = await ask(session);
      expect(asked).toMatchObject({ status: 'matched', tutor: { id: sam.id } });
      seated.push({ session, id: asked.id });
    }

    const mason = await student('mason.smith');
    expect(await availability(mason.session)).toMatchObject({ available_now: true, next_available_at: null });
    const waiting = await ask(mason.session);
    expect(waiting).toMatchObject({ status: 'waiting', tutor: null, queue: { position: 1 } });
    // Three sessions were matched at once: the estimate says so instead of "a few minutes".
    expect(waiting.queue?.estimated_wait_seconds).toEqual(expect.any(Number));

    for (const { session, id } of [...seated, { session: mason.session, id: waiting.id }])
      await session.api.call('endSession', { params: { id } });
  });

  it('should make a tutor whose segment has started but who has not punched in yet due now', async () => {
    duringSchoolHours(t);
    await shiftFor(t, 'tutor.jordan', -5 * MINUTE);
    await shiftFor(t, 'tutor', 3 * 60 * MINUTE);
    const elijah = await signIn(t, 'elijah.young');
    expect(await availability(elijah)).toEqual({
      subject_id: MATH,
      available_now: false,
      next_available_at: t.clock.now(),
    });
  });
});
