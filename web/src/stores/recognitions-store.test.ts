import { describe, expect, it } from 'vitest';
import { openRecognitions } from './recognitions-store.js';
import { makeStores, makeUser, settle, signInAs } from './test-support.js';

const kudo = {
  type: 'kudo' as const,
  session_id: 4,
  subject: 'Math',
  tutor_first_name: 'Sam',
  shoutout: 'Great persistence on those equations!',
  given_at: 1_800_000_000,
};

describe('RecognitionsStore', () => {
  it("should load the student's recognitions, ask again on the next visit, and keep what it had when a retry fails", async () => {
    const { stores, api } = makeStores();
    await signInAs(stores, api, makeUser());
    await settle();
    api.handlers.recognitions = () => [];
    // The dashboard opens the store and starts the load; opening it meanwhile joins that request.
    const recognitions = openRecognitions(stores);
    await Promise.all([recognitions.load(), openRecognitions(stores).load()]);
    expect(api.called('recognitions')).toBe(1);
    expect(recognitions.items).toEqual([]);

    // Back on the dashboard after a session, the tutor's recognition is there.
    api.handlers.recognitions = () => [kudo];
    openRecognitions(stores);
    expect(recognitions.hasLoaded).toBe(true);
    await settle();
    expect(api.called('recognitions')).toBe(2);
    expect(recognitions.items).toEqual([kudo]);

    api.handlers.recognitions = () => {
      throw new Error('offline');
    };
    await recognitions.load(true);
    expect(recognitions.status).toBe('error');
    expect(recognitions.items).toEqual([kudo]);
  });

  it('should not ask for recognitions for a role that has none', async () => {
    const { stores, api } = makeStores();
    await signInAs(stores, api, makeUser({ role: 'teacher', roles: ['teacher'] }));
    await settle();
    await openRecognitions(stores).load();
    expect(api.called('recognitions')).toBe(0);
  });
});
