import { ApiError } from '@lantern/shared/client/api-error';
import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const tutorHome = () => ({
  kind: 'tutor' as const,
  subjects: [],
  languages: [],
  essay_review: false,
  max_weekly_hours: 20,
  tutor_since: 0,
});

async function signedIn(script: Parameters<typeof makeRoot>[0]) {
  const harness = makeRoot({
    login: () => loginResponse(makeUser()),
    meHome: tutorHome,
    currentShift: () => ({ shift: null, server_time: 0 }),
    ...script,
  });
  const stop = harness.root.start();
  await harness.root.session.signIn({ username: 'tutor', password: 'x' });
  await settle();
  return { ...harness, stop, store: harness.root.preferences };
}

describe('PreferencesStore', () => {
  it("loads the signed-in tutor's own preferences", async () => {
    const { store, api, root, stop } = await signedIn({
      userPreferences: () => ({ is_break_chimes_enabled: false }),
    });
    expect(api.calls.find((call) => call.name === 'userPreferences')?.options).toEqual({ params: { id: 7 } });
    expect(store.values.is_break_chimes_enabled).toBe(false);
    expect(root.desktop.breakChimesEnabled).toBe(false);
    stop();
  });

  it('keeps the chimes on when the preferences cannot be loaded', async () => {
    const { store, stop } = await signedIn({
      userPreferences: () => {
        throw new ApiError(503, 'unavailable', 'down');
      },
    });
    expect(store.values.is_break_chimes_enabled).toBe(true);
    stop();
  });

  it('flips the switch at once and keeps what the server saved', async () => {
    let release: () => void = () => {};
    const { store, api, stop } = await signedIn({
      userPreferences: () => ({ is_break_chimes_enabled: true }),
      setUserPreferences: ({ body }) =>
        new Promise((resolve) => {
          release = () => resolve({ is_break_chimes_enabled: true, ...body });
        }),
    });
    const saving = store.set('is_break_chimes_enabled', false);
    expect(store.values.is_break_chimes_enabled).toBe(false);
    expect(store.saving).toBe('is_break_chimes_enabled');
    release();
    await saving;
    expect(store.saving).toBeNull();
    expect(store.values.is_break_chimes_enabled).toBe(false);
    expect(api.calls.find((call) => call.name === 'setUserPreferences')?.options).toEqual({
      params: { id: 7 },
      body: { is_break_chimes_enabled: false },
    });
    stop();
  });

  it('puts the switch back and says so when the save is refused', async () => {
    const { store, stop } = await signedIn({
      userPreferences: () => ({ is_break_chimes_enabled: true }),
      setUserPreferences: () => {
        throw new ApiError(500, 'internal', 'boom');
      },
    });
    await store.set('is_break_chimes_enabled', false);
    expect(store.values.is_break_chimes_enabled).toBe(true);
    expect(store.saveFailed).toBe(true);
    stop();
  });

  it('forgets the preferences when the tutor signs out', async () => {
    const { store, root, stop } = await signedIn({
      userPreferences: () => ({ is_break_chimes_enabled: false }),
      logout: () => ({ ok: true }) as never,
    });
    await root.session.signOut();
    await settle();
    expect(store.values.is_break_chimes_enabled).toBe(true);
    stop();
  });
});
