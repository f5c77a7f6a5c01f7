import { describe, expect, it } from 'vitest';
import { commands, mayRoleSend, observerMaySend } from './commands.js';

describe('commands', () => {
  it('names every command <domain>.<noun>.<imperative>', () => {
    for (const name of Object.keys(commands)) expect(name).toMatch(/^[a-z-]+\.[a-z-]+\.[a-z-]+$/);
  });
});

describe('mayRoleSend', () => {
  it('lets any signed-in role send a command declared for any', () => {
    expect(mayRoleSend({ roles: 'any' }, 'student')).toBe(true);
  });

  it('lets only the listed roles send a command declared for some', () => {
    const managersOnly = { roles: ['tutor-manager', 'superuser'] } as const;
    expect(mayRoleSend(managersOnly, 'superuser')).toBe(true);
    expect(mayRoleSend(managersOnly, 'tutor')).toBe(false);
  });
});

describe('observerMaySend', () => {
  const write = commands['classroom.message.send'];
  const watch = commands['classroom.observation.stop'];

  it('should refuse a write naming a session the socket observes', () => {
    expect(observerMaySend(write, [12, 40], { session_id: 40, text: 'Hello' })).toBe(false);
  });

  it('should let an observing socket stop observing, and ask what it may', () => {
    expect(observerMaySend(watch, [40], { session_id: 40 })).toBe(true);
    expect(observerMaySend(commands['system.clock.ping'], [40], { client_time: 1 })).toBe(true);
  });

  it('should leave commands on other sessions, and sockets observing nothing, to the other checks', () => {
    expect(observerMaySend(write, [40], { session_id: 41 })).toBe(true);
    expect(observerMaySend(write, [], { session_id: 40 })).toBe(true);
    expect(observerMaySend(write, [40], null)).toBe(true);
    expect(observerMaySend(write, [40], { session_id: '40' })).toBe(true);
  });

  it('should declare only the observation commands and the tutor’s question read-only', () => {
    const readOnly = Object.entries(commands)
      .filter(([, declaration]) => 'readOnly' in declaration)
      .map(([name]) => name);
    expect(readOnly).toEqual([
      'classroom.observation.start',
      'classroom.observation.stop',
      'classroom.observers.read',
    ]);
  });
});
