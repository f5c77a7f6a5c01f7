import { describe, expect, it } from 'vitest';
import { makeStores } from './test-support.js';

const row = (key: string, enabled: boolean) => ({ key, enabled, description: '', updated_at: 1 });

describe('FlagsStore', () => {
  it('should read flags from the API and default unknown ones to off', async () => {
    const { stores, api } = makeStores();
    api.handlers.featureFlags = () => [row('maintenance-mode', true)];
    await stores.flags.load();
    expect(stores.flags.maintenance).toBe(true);
    expect(stores.flags.isOn('paperlive')).toBe(false);
  });

  it('should switch a flag through the API and show the saved state', async () => {
    const { stores, api } = makeStores();
    api.handlers.featureFlags = () => [row('paperlive', false)];
    await stores.flags.load();
    api.handlers.setFeatureFlag = (options) => row(String(options.params?.key), true);
    await stores.flags.setEnabled('paperlive', true);
    expect(api.calls.at(-1)?.options).toMatchObject({
      params: { key: 'paperlive' },
      body: { enabled: true },
    });
    expect(stores.flags.isOn('paperlive')).toBe(true);
    expect(stores.flags.saving.size).toBe(0);
  });

  it('should keep the old state and name the flag when switching fails', async () => {
    const { stores, api } = makeStores();
    api.handlers.featureFlags = () => [row('paperlive', false)];
    await stores.flags.load();
    api.handlers.setFeatureFlag = () => {
      throw new Error('forbidden');
    };
    await stores.flags.setEnabled('paperlive', true);
    expect(stores.flags.isOn('paperlive')).toBe(false);
    expect(stores.flags.failedKey).toBe('paperlive');
  });

  it('should follow switches pushed by the server', async () => {
    const { stores, api } = makeStores();
    api.handlers.featureFlags = () => [row('maintenance-mode', false)];
    await stores.flags.load();
    stores.flags.applyUpdate('maintenance-mode', true);
    expect(stores.flags.maintenance).toBe(true);
  });
});
