import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const root = mkdtempSync(join(tmpdir(), 'lantern-config-'));

describe('loadConfig', () => {
  it('should start with defaults on an empty environment', () => {
    const config = loadConfig({}, root);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(join(root, '.data'));
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('should keep the generated signing secret across starts', () => {
    expect(loadConfig({}, root).jwtSecret).toBe(loadConfig({}, root).jwtSecret);
  });

  it('should stop with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }, root)).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }, root);
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT:/);
      expect((error as Error).message).toMatch(/DATABASE_URL:/);
    }
  });

  it('should require JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, root)).toThrow(/JWT_SECRET: required in production/);
  });
});
