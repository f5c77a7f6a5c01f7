import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import type { Profile } from '../contracts/profile.js';
import { ProfileStore } from './profile-store.js';
import { FakeApi } from './test-support.js';

const PROFILE: Profile = {
  first_name: 'Ana',
  last_name: 'Reyes',
  avatar: null,
  student: {
    grade_id: 7,
    email_notifications: true,
    event_email_notifications: true,
    mobile_push_notifications: true,
    app_sounds: true,
    sections: [],
  },
};

describe('ProfileStore', () => {
  it('should flip a switch at once, before the server answers', async () => {
    let answer: () => void = () => undefined;
    const api = new FakeApi({
      profile: () => structuredClone(PROFILE),
      setNotificationOptions: () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              email_notifications: false,
              event_email_notifications: true,
              mobile_push_notifications: true,
            });
        }),
    });
    const store = new ProfileStore(api);
    await store.load();
    const saving = store.setSwitch('email_notifications', false);
    expect(store.profile?.student?.email_notifications).toBe(false);
    expect(store.saving.has('email_notifications')).toBe(true);
    answer();
    await saving;
    expect(store.outcome).toEqual({ key: 'email_notifications', ok: true });
    expect(store.profile?.student?.email_notifications).toBe(false);
  });

  it('should put a refused switch back and say which one', async () => {
    const api = new FakeApi({
      profile: () => structuredClone(PROFILE),
      setAppSounds: () => {
        throw new ApiError(500, 'internal', 'down');
      },
    });
    const store = new ProfileStore(api);
    await store.load();
    await store.setSwitch('app_sounds', false);
    expect(store.profile?.student?.app_sounds).toBe(true);
    expect(store.outcome).toEqual({ key: 'app_sounds', ok: false });
    expect(store.saving.size).toBe(0);
  });

  it('should name the fields of a refused profile change', async () => {
    const api = new FakeApi({
      profile: () => structuredClone(PROFILE),
      updateProfile: () => {
        throw new ApiError(400, 'validation_failed', 'bad', {
          issues: [{ field: 'avatar', rule: 'unknown_palette', message: 'x' }],
        });
      },
    });
    const store = new ProfileStore(api);
    await store.load();
    expect(await store.update({ first_name: 'Ana' })).toBe(false);
    expect(store.outcome).toEqual({ key: 'profile', ok: false, fields: ['avatar'] });
  });
});
