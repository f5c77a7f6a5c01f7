import { describe, expect, it } from 'vitest';
import { makeSharedRoot, makeUser, settle, signInAs } from './test-support.js';

const row = (key: string, enabled: boolean) => ({ key, enabled, description: '', updated_at: 1 });

describe('FlagsStore', () => {
  it('should read flags from the API and default unknown ones to off', async () => {
    const { root } = makeSharedRoot({
      featureFlags: () => [row('maintenance-mode', true), row('no-such-flag', true)],
    });
    await root.flags.load();
    expect(root.flags.maintenance).toBe(true);
    expect(root.flags.isOn('paperlive')).toBe(false);
    expect(root.flags.state).toEqual({ 'maintenance-mode': true });
  });

  it('should load once for concurrent callers and again when forced', async () => {
    const { root, api } = makeSharedRoot({ featureFlags: () => [] });
    await Promise.all([root.flags.load(), root.flags.load()]);
    expect(api.called('featureFlags')).toBe(1);
    await root.flags.load(true);
    expect(api.called('featureFlags')).toBe(2);
  });

  it('should load the flags after sign-in', async () => {
    const { root, api } = makeSharedRoot({ featureFlags: () => [row('tutor-practice', true)] });
    await signInAs(root, api, makeUser());
    await settle();
    expect(root.flags.isOn('tutor-practice')).toBe(true);
  });

  it('should switch a flag through the API and show the saved state', async () => {
    const { root, api } = makeSharedRoot({ featureFlags: () => [row('paperlive', false)] });
    await root.flags.load();
    api.handlers.setFeatureFlag = (options) => row(String(options.params?.key), true);
    await root.flags.setEnabled('paperlive', true);
    expect(api.calls.at(-1)?.options).toMatchObject({
      params: { key: 'paperlive' },
      body: { enabled: true },
    });
    expect(root.flags.isOn('paperlive')).toBe(true);
    expect(root.flags.saving.size).toBe(0);
  });

  it('should keep the old state and name the flag when switching fails', async () => {
    const { root, api } = makeSharedRoot({ featureFlags: () => [row('paperlive', false)] });
    await root.flags.load();
    api.handlers.setFeatureFlag = () => {
      throw new Error('forbidden');
    };
    await root.flags.setEnabled('paperlive', true);
    expect(root.flags.isOn('paperlive')).toBe(false);
    expect(root.flags.failedKey).toBe('paperlive');
  });

  it('should keep every flag off when they cannot be loaded', async () => {
    const { root } = makeSharedRoot({
      featureFlags: () => {
        throw new Error('offline');
      },
    });
    await root.flags.load();
    expect(root.flags.status).toBe('error');
    expect(root.flags.isOn('tutor-content-library')).toBe(false);
  });

  it('should follow switches pushed by the server, even for a flag it never loaded', async () => {
    const { root } = makeSharedRoot({ featureFlags: () => [row('maintenance-mode', false)] });
    await root.flags.load();
    root.flags.applyUpdate('maintenance-mode', true);
    root.flags.applyUpdate('paperlive', true);
    root.flags.applyUpdate('no-such-flag', true);
    expect(root.flags.state).toEqual({ 'maintenance-mode': true, paperlive: true });
  });
});
