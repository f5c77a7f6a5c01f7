import { describe, expect, it } from 'vitest';
import { eventAudiences, serverEvents } from './events.js';

describe('serverEvents', () => {
  it('names every event <domain>.<noun>.<past-tense verb>', () => {
    for (const name of Object.keys(serverEvents)) expect(name).toMatch(/^[a-z-]+\.[a-z-]+\.[a-z-]+ed$/);
  });

  it('lets a client reject a payload that does not match its event', () => {
    expect(serverEvents['auth.session.revoked'].safeParse({ reason: 'logout' }).success).toBe(true);
    expect(serverEvents['auth.session.revoked'].safeParse({ reason: 'bored' }).success).toBe(false);
  });

  it('lets only tutor managers and superusers hear the action center and its safety escalations', () => {
    expect(eventAudiences['action-center.escalation.updated']).toEqual(['tutor-manager', 'superuser']);
    expect(eventAudiences['action-center.item.created']).toEqual(['tutor-manager', 'superuser']);
    for (const name of Object.keys(eventAudiences)) expect(serverEvents).toHaveProperty([name]);
  });
});
