import { ApiError } from '@lantern/shared/client/api-error';
import type { CreateHandoff } from '@lantern/shared/contracts/sessions';
import { describe, expect, it } from 'vitest';
import { liveSession, sessionPage, sessionPerson } from './test-builders.js';
import { makeRoot, settle, tutorSignIn } from './test-support.js';

const NOW = 1_800_000_000;
const SAM = 31;

async function tutorWithChat() {
  const sent: CreateHandoff[] = [];
  const harness = makeRoot({
    ...tutorSignIn(NOW),
    logout: () => ({ ok: true }),
    currentShift: () => ({ shift: null, server_time: NOW }),
    transferOffers: () => ({ data: [], server_time: NOW }),
    userPreferences: () => ({ is_break_chimes_enabled: true }),
    sessions: (options) =>
      sessionPage(options.query?.scope === 'history' ? [] : [liveSession(5), liveSession(6)]),
    sessionMessages: () => ({ data: [], last_seq: 0 }),
    handoffTutors: () => [{ id: SAM, first_name: 'Sam', last_name: 'Lee', open_sessions: 1 }],
    createHandoff: (options) => {
      sent.push(options.body as CreateHandoff);
      return liveSession(5, { tutor: sessionPerson(SAM, 'Sam', 'Lee') });
    },
  });
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  await harness.root.classroom.load();
  return { ...harness, stop, sent, store: harness.root.handoff };
}

describe('HandoffStore', () => {
  it('should list the colleagues who can take the student, and say what the form lacks in order', async () => {
    const { store, stop } = await tutorWithChat();
    await store.open(5);
    expect(store.tutorsState).toBe('loaded');
    expect(store.tutors.map((tutor) => tutor.first_name)).toEqual(['Sam']);
    expect(store.error).toBe('reason_required');
    store.setReason('other');
    expect(store.error).toBe('other_text_required');
    store.setOtherText('   ');
    expect(store.error).toBe('other_text_required');
    store.setOtherText('Family emergency');
    expect(store.error).toBe('tutor_required');
    store.setIncoming(SAM);
    expect(store.error).toBeNull();
    stop();
  });

  it('should not send an incomplete form, and show its mistakes once tried', async () => {
    const { store, api, stop } = await tutorWithChat();
    await store.open(5);
    expect(store.tried).toBe(false);
    expect(await store.submit()).toBe(false);
    expect(store.tried).toBe(true);
    expect(api.called('createHandoff')).toBe(0);
    stop();
  });

  it("should hand the session to the colleague and drop it from the tutor's chats", async () => {
    const { store, root, sent, stop } = await tutorWithChat();
    expect(root.tutorClassroom.chats.map((chat) => chat.id)).toEqual([5, 6]);
    await store.open(5);
    store.setReason('shift_ending');
    store.setIncoming(SAM);
    expect(await store.submit()).toBe(true);
    expect(sent).toEqual([{ session_id: 5, incoming_tutor_id: SAM, reason: 'shift_ending', other_text: '' }]);
    expect(store.isOpen).toBe(false);
    expect(root.classroom.sessions.has(5)).toBe(false);
    expect(root.classroom.openSessions.map((chat) => chat.id)).toEqual([6]);
    expect(root.tutorClassroom.chats.map((chat) => chat.id)).toEqual([6]);
    stop();
  });

  it('should drop a session the server says was handed away (classroom.session.updated)', async () => {
    const { root, realtime, stop } = await tutorWithChat();
    realtime.last.emitFromServer('classroom.session.updated', {
      session: liveSession(6, { tutor: sessionPerson(SAM, 'Sam', 'Lee') }),
      cause: 'handed_off',
      at: NOW,
    });
    await settle();
    expect(root.classroom.openSessions.map((chat) => chat.id)).toEqual([5]);
    stop();
  });

  it('should say in words why the handoff was refused, and ask for the list again when the seat went', async () => {
    const { store, api, stop } = await tutorWithChat();
    api.handlers.createHandoff = () => {
      throw new ApiError(409, 'conflict', 'That colleague cannot take this student now');
    };
    await store.open(5);
    store.setReason('overwhelmed');
    store.setIncoming(SAM);
    api.handlers.handoffTutors = () => [];
    expect(await store.submit()).toBe(false);
    expect(store.problem).toBe('colleagueUnavailable');
    await settle();
    expect(store.tutors).toEqual([]);
    expect(store.incomingId).toBeNull();
    api.handlers.createHandoff = () => {
      throw new ApiError(409, 'session_not_open', 'This session is ended');
    };
    store.setIncoming(SAM);
    await store.submit();
    expect(store.problem).toBe('sessionNotOpen');
    api.handlers.createHandoff = () => {
      throw new Error('offline');
    };
    await store.submit();
    expect(store.problem).toBe('failed');
    expect(store.isOpen).toBe(true);
    stop();
  });
});
