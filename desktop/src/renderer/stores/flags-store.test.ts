import { describe, expect, it } from 'vitest';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

const flag = (key: string, enabled: boolean) => ({ key, enabled, description: '', updated_at: 0 });

describe('FlagsStore', () => {
  it('should load the flags after sign-in and follow live updates', async () => {
    const { root, realtime } = makeRoot({
      login: () => loginResponse(makeUser()),
      meHome: () => ({ kind: 'superuser', districts: 0, schools: 0, users_by_role: [] }),
      featureFlags: () => [flag('tutor-practice', true), flag('no-such-flag', true)],
    });
    const stop = root.start();
    await root.session.signIn('tutor', 'x');
    await settle();
    expect(root.flags.isOn('tutor-practice')).toBe(true);
    expect(root.flags.state).toEqual({ 'tutor-practice': true });
    realtime.last.emitFromServer('feature-flags.flag.updated', { key: 'tutor-practice', enabled: false });
    expect(root.flags.isOn('tutor-practice')).toBe(false);
    stop();
  });

  it('should keep every flag off when they cannot be loaded', async () => {
    const { root } = makeRoot({
      featureFlags: () => {
        throw new Error('offline');
      },
    });
    await root.flags.load();
    expect(root.flags.isOn('tutor-content-library')).toBe(false);
  });
});
