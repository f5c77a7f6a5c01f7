import type { CommandDeclaration } from '@lantern/shared/realtime/commands';
import { type EntityManager, RequestContext } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.js';
import { AppError } from '../http/app-error.js';
import { dispatchCommand, type DispatchDeps } from './command-dispatcher.js';
import type { BoundCommandHandler } from './command-handlers.js';
import type { LanternSocket } from './lantern-socket.js';

const declarations: Record<string, CommandDeclaration> = {
  'test.note.write': {
    payload: z.object({ text: z.string().min(1) }),
    ack: z.object({ id: z.number() }),
    roles: ['tutor-manager', 'superuser'],
  },
  'test.note.read': {
    payload: z.object({ session_id: z.number() }),
    ack: z.object({ id: z.number() }),
    roles: ['tutor-manager', 'superuser'],
    readOnly: true,
  },
};

const manager: AuthContext = {
  userId: 7,
  role: 'tutor-manager',
  roles: ['tutor-manager'],
  familyId: '00000000-0000-4000-8000-000000000000',
  generation: 1,
  impersonator: null,
};
const socket = { data: {} } as LanternSocket;
const observer = {
  data: { observing: [{ session_id: 40, user_id: 7, since: 1 }] },
} as unknown as LanternSocket;
const fork = { name: 'default', fork: () => fork };

function deps(run: BoundCommandHandler['run'], unexpected: unknown[] = []): DispatchDeps {
  return {
    declarations,
    handlers: { get: (name) => (name in declarations ? { owner: name, run } : undefined) },
    em: { name: 'default', fork: () => fork } as unknown as EntityManager,
    onUnexpected: (_event, error) => unexpected.push(error),
  };
}

const answer = () => ({ id: 1 });

describe('dispatchCommand', () => {
  it('should refuse an undeclared event, naming it', async () => {
    expect(await dispatchCommand(deps(answer), manager, 'test.note.erase', {}, socket)).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'No such command: "test.note.erase"' },
    });
  });

  it('should not mistake an Object.prototype key for a declaration', async () => {
    const response = await dispatchCommand(deps(answer), manager, 'constructor', {}, socket);
    expect(response).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('should refuse a role the declaration does not list, naming the roles', async () => {
    const tutor: AuthContext = { ...manager, role: 'tutor', roles: ['tutor'] };
    expect(await dispatchCommand(deps(answer), tutor, 'test.note.write', { text: 'hi' }, socket)).toEqual({
      ok: false,
      error: {
        code: 'forbidden',
        message: '"test.note.write" may be sent by tutor-manager, superuser, not by tutor',
      },
    });
  });

  it('should refuse a write naming a session the socket observes, before asking the role', async () => {
    let ran = false;
    const run = () => {
      ran = true;
      return answer();
    };
    const write = { session_id: 40, text: 'hi' };
    for (const who of [manager, { ...manager, role: 'tutor' as const, roles: ['tutor' as const] }])
      expect(await dispatchCommand(deps(run), who, 'test.note.write', write, observer)).toEqual({
        ok: false,
        error: {
          code: 'observer_read_only',
          message: '"test.note.write": this socket observes the session, read-only',
        },
      });
    expect(ran).toBe(false);
    // A read-only command on that session, and a write elsewhere, go on to the other checks.
    expect(await dispatchCommand(deps(run), manager, 'test.note.read', { session_id: 40 }, observer)).toEqual(
      {
        ok: true,
        data: { id: 1 },
      },
    );
    expect(
      await dispatchCommand(deps(run), manager, 'test.note.write', { session_id: 41, text: 'hi' }, observer),
    ).toEqual({ ok: true, data: { id: 1 } });
  });

  it('should refuse a bad payload, naming the field and the rule', async () => {
    const response = await dispatchCommand(deps(answer), manager, 'test.note.write', { text: '' }, socket);
    expect(response).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', details: { issues: [{ field: 'text', rule: 'too_small' }] } },
    });
    if (response.ok) throw new Error('accepted');
    expect(response.error.message).toMatch(/^text: .*\(too_small\)$/);
  });

  it('should run the handler with the parsed payload in its own EntityManager fork', async () => {
    let seen: unknown[] = [];
    const response = await dispatchCommand(
      deps((...args) => {
        seen = [...args, RequestContext.getEntityManager()];
        return { id: 3, extra: 'not in the ack schema' };
      }),
      manager,
      'test.note.write',
      { text: 'hi', ignored: true },
      socket,
    );
    expect(response).toEqual({ ok: true, data: { id: 3 } });
    expect(seen).toEqual([manager, { text: 'hi' }, socket, fork]);
  });

  it('should answer a handler failure with its catalogue code', async () => {
    const response = await dispatchCommand(
      deps(() => {
        throw new AppError(409, ErrorCode.conflict, 'Already written');
      }),
      manager,
      'test.note.write',
      { text: 'hi' },
      socket,
    );
    expect(response).toEqual({ ok: false, error: { code: 'conflict', message: 'Already written' } });
  });

  it('should answer service_unavailable, to be sent again, while the database cannot be reached', async () => {
    const unexpected: unknown[] = [];
    const response = await dispatchCommand(
      deps(() => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      }, unexpected),
      manager,
      'test.note.write',
      { text: 'hi' },
      socket,
    );
    expect(response).toMatchObject({ ok: false, error: { code: 'service_unavailable' } });
    expect(unexpected).toHaveLength(1);
  });

  it('should hide an unexpected failure behind internal_error and report it', async () => {
    const unexpected: unknown[] = [];
    const response = await dispatchCommand(
      deps(() => ({ id: 'not a number' }), unexpected),
      manager,
      'test.note.write',
      { text: 'hi' },
      socket,
    );
    expect(response).toEqual({
      ok: false,
      error: { code: 'internal_error', message: 'Something went wrong' },
    });
    expect(String(unexpected[0])).toContain('test.note.write answered outside its ack schema');
  });
});
