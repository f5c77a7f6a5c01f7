import { ApiError } from '@lantern/shared/client/api-error';
import { describe, expect, it } from 'vitest';
import { openSharedSessions } from './shared-sessions-store.js';
import { makeStores, makeUser, settle, signInAs } from './test-support.js';

const shared = {
  session: {
    id: 4,
    subject: { id: 1, name: 'Math' },
    question: 'What is x?',
    tutor_first_name: 'Sam',
    started_at: 100,
  },
  messages: [],
  shareDate: 200,
  sharingUser: { firstName: 'Ava', lastName: 'Martinez' },
};

async function signedIn(sharing: boolean) {
  const context = makeStores();
  const base = makeUser();
  const school = base.school ? { ...base.school, features_shared_sessions: sharing } : null;
  await signInAs(context.stores, context.api, makeUser({ school }));
  await settle();
  return { ...context, sharedSessions: openSharedSessions(context.stores) };
}

describe('SharedSessionsStore', () => {
  it("should offer sharing only where the student's school allows it", async () => {
    expect((await signedIn(true)).sharedSessions.canShare).toBe(true);
    expect((await signedIn(false)).sharedSessions.canShare).toBe(false);
  });

  it('should make a link to the session, or say the school does not allow it', async () => {
    const { sharedSessions, api } = await signedIn(true);
    api.handlers.createSharedSession = (options) => {
      expect(options.body).toEqual({ session_id: 4 });
      return { key: 'abcdefghijklmnopqrstuvwx', path: '/shared-session/abcdefghijklmnopqrstuvwx' };
    };
    await sharedSessions.share(4);
    expect(sharedSessions.links.get(4)).toEqual({
      status: 'created',
      url: 'http://localhost/shared-session/abcdefghijklmnopqrstuvwx',
    });

    api.handlers.createSharedSession = () => {
      throw new ApiError(403, 'forbidden', 'Your school does not allow sharing sessions');
    };
    await sharedSessions.share(5);
    expect(sharedSessions.links.get(5)).toEqual({ status: 'failed', reason: 'not_allowed' });
  });

  it('should read a shared session once, and tell a link that leads nowhere from a failure', async () => {
    const { sharedSessions, api } = await signedIn(false);
    api.handlers.sharedSession = () => shared;
    await sharedSessions.open('good-key-0123456789');
    await sharedSessions.open('good-key-0123456789');
    expect(api.called('sharedSession')).toBe(1);
    expect(sharedSessions.opened('good-key-0123456789')).toEqual({ status: 'loaded', shared });

    api.handlers.sharedSession = () => {
      throw new ApiError(404, 'not_found', 'This link does not lead to a session');
    };
    await sharedSessions.open('gone-key-0123456789');
    expect(sharedSessions.opened('gone-key-0123456789')).toEqual({ status: 'not_found' });

    api.handlers.sharedSession = () => {
      throw new ApiError(403, 'shared_link_expired', 'This link has expired: ask for a new one');
    };
    await sharedSessions.open('old-key-0123456789');
    expect(sharedSessions.opened('old-key-0123456789')).toEqual({ status: 'not_found' });

    api.handlers.sharedSession = () => {
      throw new Error('offline');
    };
    await sharedSessions.open('flaky-key-0123456789');
    expect(sharedSessions.opened('flaky-key-0123456789')).toEqual({ status: 'failed' });
  });
});
