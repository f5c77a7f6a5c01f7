import { describe, expect, it } from 'vitest';
import { commands, mayRoleSend } from './commands.js';

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
