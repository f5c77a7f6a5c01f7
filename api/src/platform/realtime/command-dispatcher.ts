import { ErrorCode, type ValidationIssue } from '@lantern/shared/contracts/errors';
import type { AckError, AckResponse } from '@lantern/shared/realtime/ack';
import {
  type CommandDeclaration,
  commands,
  mayRoleSend,
  observerMaySend,
} from '@lantern/shared/realtime/commands';
import { type EntityManager, RequestContext } from '@mikro-orm/core';
import { EntityManager as PostgresEntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.js';
import { isDatabaseUnreachable } from '../database/database-unreachable.js';
import { AppError } from '../http/app-error.js';
import { type BoundCommandHandler, CommandHandlers } from './command-handlers.js';
import type { LanternSocket } from './lantern-socket.js';

export interface DispatchDeps {
  declarations: Readonly<Record<string, CommandDeclaration>>;
  handlers: { get(name: string): BoundCommandHandler | undefined };
  /** Forked for every command: socket handlers run outside any HTTP request context. */
  em: EntityManager;
  onUnexpected(event: string, error: unknown): void;
}

const refuse = (code: AckError['code'], message: string, details?: unknown): AckResponse<never> => ({
  ok: false,
  error: details === undefined ? { code, message } : { code, message, details },
});

function payloadIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : 'payload';
    return { field, rule: issue.code, message: `${field}: ${issue.message} (${issue.code})` };
  });
}

/**
 * Deny by default: an undeclared event, a write to a session the socket observes, a role the
 * declaration does not list or a payload its schema rejects never reaches a handler. Every outcome
 * is an acknowledgement, never a throw.
 */
export async function dispatchCommand(
  deps: DispatchDeps,
  auth: AuthContext,
  event: string,
  payload: unknown,
  socket: LanternSocket,
): Promise<AckResponse<unknown>> {
  const declaration = Object.hasOwn(deps.declarations, event) ? deps.declarations[event] : undefined;
  if (!declaration) return refuse(ErrorCode.notFound, `No such command: "${event}"`);
  const observing = (socket.data.observing ?? []).map((entry) => entry.session_id);
  if (!observerMaySend(declaration, observing, payload))
    return refuse(ErrorCode.observerReadOnly, `"${event}": this socket observes the session, read-only`);
  if (!mayRoleSend(declaration, auth.role)) {
    const allowed = declaration.roles === 'any' ? 'any role' : declaration.roles.join(', ');
    return refuse(ErrorCode.forbidden, `"${event}" may be sent by ${allowed}, not by ${auth.role}`);
  }
  const parsed = declaration.payload.safeParse(payload);
  if (!parsed.success) {
    const issues = payloadIssues(parsed.error);
    return refuse(ErrorCode.validationFailed, issues.map((issue) => issue.message).join('; '), { issues });
  }
  const handler = deps.handlers.get(event);
  try {
    if (!handler) throw new Error(`Command "${event}" is declared but has no @Command handler`);
    const result: unknown = await RequestContext.create(deps.em, () =>
      handler.run(auth, parsed.data, socket),
    );
    const data = declaration.ack.safeParse(result);
    if (!data.success)
      throw new Error(`${handler.owner} answered outside its ack schema: ${data.error.message}`);
    return { ok: true, data: data.data };
  } catch (error) {
    if (error instanceof AppError)
      return refuse(error.code as AckError['code'], error.message, error.details);
    deps.onUnexpected(event, error);
    // The database is restarting: nothing was done, and the same command will work in a moment.
    if (isDatabaseUnreachable(error))
      return refuse(
        ErrorCode.serviceUnavailable,
        'Lantern is briefly unavailable. Please try again in a moment.',
      );
    return refuse(ErrorCode.internal, 'Something went wrong');
  }
}

/** Routes every event a socket sends through `dispatchCommand` and answers through its ack. */
@Injectable()
export class CommandDispatcher {
  private readonly logger = new Logger('Commands');
  private readonly deps: DispatchDeps;

  constructor(
    @Inject(CommandHandlers) handlers: CommandHandlers,
    @Inject(PostgresEntityManager) em: PostgresEntityManager,
  ) {
    this.deps = {
      declarations: commands,
      handlers,
      em,
      onUnexpected: (event, error) =>
        this.logger.error(`command ${event} failed`, error instanceof Error ? error.stack : String(error)),
    };
  }

  attach(socket: LanternSocket) {
    socket.onAny((event: string, ...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (response: unknown) => void) : null;
      void dispatchCommand(this.deps, socket.data.auth, event, args[0], socket).then((response) => {
        if (ack) ack(response);
        else if (!response.ok) this.logger.debug(`socket ${socket.id}: ${response.error.message}`);
      });
    });
  }
}
