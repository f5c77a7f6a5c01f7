import { z } from 'zod';
import { observationSchema, observedSessionSchema, observersSchema } from '../contracts/observation.js';
import { presenceReportSchema, tutorPresenceSchema } from '../contracts/presence.js';
import type { RoleName } from '../contracts/roles.js';
import {
  markReadSchema,
  reactionSchema,
  reactSchema,
  sendMessageSchema,
  sessionMessageSchema,
  typingSchema,
} from '../contracts/sessions.js';
import { clearBoardSchema, drawStrokeSchema, whiteboardStrokeSchema } from '../contracts/whiteboard.js';

/** A client-to-server event: what it carries, what it answers, and who may send it. */
export interface CommandDeclaration {
  payload: z.ZodType;
  ack: z.ZodType;
  /** `any` = any signed-in role; otherwise the current role must be one of these. */
  roles: 'any' | readonly RoleName[];
  /**
   * It changes nothing in the session it names, so a socket observing that session may still send
   * it. Every other command naming an observed session is refused (`observerMaySend`).
   */
  readOnly?: true;
}

const MANAGERS: readonly RoleName[] = ['tutor-manager', 'superuser'];

export const pingSchema = z.object({ client_time: z.number().int() });
export const pongSchema = z.object({ server_time: z.number().int(), client_time: z.number().int() });

/**
 * Every client-to-server event, declared once and named `<domain>.<noun>.<imperative>`. The gateway
 * refuses an event that is not here (deny by default), a role not listed, and a payload its schema
 * rejects; a test fails if a declaration has no `@Command` handler or a handler no declaration.
 */
export const commands = {
  'system.clock.ping': { payload: pingSchema, ack: pongSchema, roles: 'any' },
  // The stored message, also when it was stored before: the sender replaces its pending copy with it.
  'classroom.message.send': {
    payload: sendMessageSchema,
    ack: sessionMessageSchema,
    roles: ['student', 'tutor'],
  },
  'classroom.typing.set': { payload: typingSchema, ack: z.object({}), roles: ['student', 'tutor'] },
  'classroom.reaction.set': {
    payload: reactSchema,
    ack: z.object({ reactions: z.array(reactionSchema) }),
    roles: ['student', 'tutor'],
  },
  'classroom.whiteboard.draw': {
    payload: drawStrokeSchema,
    ack: whiteboardStrokeSchema,
    roles: ['student', 'tutor'],
  },
  'classroom.whiteboard.clear': {
    payload: clearBoardSchema,
    ack: whiteboardStrokeSchema,
    roles: ['student', 'tutor'],
  },
  'classroom.messages.mark-read': {
    payload: markReadSchema,
    ack: z.object({ up_to_seq: z.number().int().nonnegative() }),
    roles: ['student', 'tutor'],
  },
  // A manager watches a live session: the answer is the session so far; its events follow.
  'classroom.observation.start': {
    payload: observedSessionSchema,
    ack: observationSchema,
    roles: MANAGERS,
    readOnly: true,
  },
  'classroom.observation.stop': {
    payload: observedSessionSchema,
    ack: z.object({}),
    roles: MANAGERS,
    readOnly: true,
  },
  // The tutor asks who observes a chat (on arriving in it); changes come as `classroom.observers.changed`.
  'classroom.observers.read': {
    payload: observedSessionSchema,
    ack: observersSchema,
    roles: ['tutor'],
    readOnly: true,
  },
  // A tutor's console says whether its tutor is at the machine; the answer is the presence the
  // server now holds, from all of the tutor's consoles.
  'presence.state.report': { payload: presenceReportSchema, ack: tutorPresenceSchema, roles: ['tutor'] },
} as const satisfies Record<string, CommandDeclaration>;

export type CommandName = keyof typeof commands;
/** What a client sends (before defaults and transforms) and what a handler receives. */
export type CommandInput<N extends CommandName> = z.input<(typeof commands)[N]['payload']>;
export type CommandPayload<N extends CommandName> = z.output<(typeof commands)[N]['payload']>;
export type CommandAckData<N extends CommandName> = z.output<(typeof commands)[N]['ack']>;

export function mayRoleSend(declaration: Pick<CommandDeclaration, 'roles'>, role: RoleName): boolean {
  return declaration.roles === 'any' || declaration.roles.includes(role);
}

/**
 * An observer only watches: a socket observing sessions may send a command naming one of them only
 * if the command is declared read-only. Asked before the role, so the refusal says why whatever
 * role the socket acts in.
 */
export function observerMaySend(
  declaration: CommandDeclaration,
  observing: readonly number[],
  payload: unknown,
): boolean {
  if (declaration.readOnly || observing.length === 0) return true;
  const named =
    typeof payload === 'object' && payload !== null
      ? (payload as { session_id?: unknown }).session_id
      : undefined;
  return typeof named !== 'number' || !observing.includes(named);
}
