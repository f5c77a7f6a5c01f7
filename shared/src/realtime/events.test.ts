import { describe, expect, it } from 'vitest';
import { serverEvents } from './events.js';

describe('serverEvents', () => {
  it('names every event <domain>.<noun>.<past-tense verb>', () => {
    for (const name of Object.keys(serverEvents)) expect(name).toMatch(/^[a-z-]+\.[a-z-]+\.[a-z-]+ed$/);
  });

  it('lets a client reject a payload that does not match its event', () => {
    expect(serverEvents['auth.session.revoked'].safeParse({ reason: 'logout' }).success).toBe(true);
    expect(serverEvents['auth.session.revoked'].safeParse({ reason: 'bored' }).success).toBe(false);
  });
});
