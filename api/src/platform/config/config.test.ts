import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const root = mkdtempSync(join(tmpdir(), 'lantern-config-'));
const SMTP_URL = 'smtp://mail.school.example:587';

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

  it("should hash passwords at node-argon2's cost unless told, and refuse less than OWASP's floor in production", () => {
    expect(loadConfig({}, root).passwordCost).toEqual({ memoryKib: 65_536, iterations: 3 });
    const cheap = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' };
    expect(loadConfig({ NODE_ENV: 'test', ...cheap }, root).passwordCost).toEqual({
      memoryKib: 1024,
      iterations: 1,
    });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL };
    expect(() => loadConfig({ ...production, ...cheap }, root)).toThrow(/at least 19456 KiB and 2 passes/);
    expect(
      loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '19456', PASSWORD_HASH_ITERATIONS: '2' }, root)
        .passwordCost,
    ).toEqual({
      memoryKib: 19_456,
      iterations: 2,
    });
  });

  it('should bind to localhost outside production and to every interface in production', () => {
    expect(loadConfig({}, root).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }, root).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL }, root).host).toBe(
      '0.0.0.0',
    );
  });

  it('should let roster sources be on private hosts outside production only, unless told', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL } as const;
    expect(loadConfig({}, root).rosterAllowPrivateHosts).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'test', ROSTER_ALLOW_PRIVATE_HOSTS: 'false' }, root).rosterAllowPrivateHosts,
    ).toBe(false);
    expect(loadConfig(production, root).rosterAllowPrivateHosts).toBe(false);
    expect(
      loadConfig({ ...production, ROSTER_ALLOW_PRIVATE_HOSTS: 'true' }, root).rosterAllowPrivateHosts,
    ).toBe(true);
    expect(() => loadConfig({ ROSTER_ALLOW_PRIVATE_HOSTS: 'yes' }, root)).toThrow(
      /ROSTER_ALLOW_PRIVATE_HOSTS/,
    );
  });

  it('should bind where HOST says in any environment', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }, root).host).toBe('0.0.0.0');
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL, HOST: '10.0.0.5' }, root)
        .host,
    ).toBe('10.0.0.5');
  });

  it('should seed the demo world outside production, and in production only when SEED_DEMO=true', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL };
    expect(loadConfig({}, root).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }, root).seedDemo).toBe(false);
    expect(loadConfig(production, root).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }, root).seedDemo).toBe(true);
  });

  it('should let the embedded database move off a busy port only when EMBEDDED_PG_PORT is unset', () => {
    expect(loadConfig({}, root).embeddedPgPortFixed).toBe(false);
    expect(loadConfig({ EMBEDDED_PG_PORT: '54329' }, root).embeddedPgPortFixed).toBe(true);
  });

  it('should trust no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}, root).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, root).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '1' }, root).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }, root).trustProxy).toBe(true);
  });

  it('should cap a sign-in at 30 days unless SESSION_MAX_AGE_SECONDS says otherwise', () => {
    expect(loadConfig({}, root).sessionMaxAge).toBe(60 * 60 * 24 * 30);
    expect(loadConfig({ SESSION_MAX_AGE_SECONDS: '3600' }, root).sessionMaxAge).toBe(3600);
  });

  it('should need SMTP_URL in production, and write mail to DATA_DIR/outbox without it elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }, root)).toThrow(
      /SMTP_URL: required in production/,
    );
    expect(loadConfig({}, root).mail).toEqual({
      smtpUrl: null,
      from: 'Lantern <no-reply@lantern.localhost>',
      outboxDir: join(root, '.data', 'outbox'),
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' }, root)).toThrow(/SMTP_URL:/);
  });

  it('should start e-mailed links at PUBLIC_URL, without its trailing slash', () => {
    expect(loadConfig({}, root).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://lantern.school.example/' }, root).publicUrl).toBe(
      'https://lantern.school.example',
    );
  });
});
