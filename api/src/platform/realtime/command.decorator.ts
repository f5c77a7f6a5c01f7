import type { CommandAckData, CommandName, CommandPayload } from '@lantern/shared/realtime/commands';
import { SetMetadata } from '@nestjs/common';
import type { AuthContext } from '../auth/auth-context.js';
import type { LanternSocket } from './lantern-socket.js';

const COMMAND_NAME = Symbol('COMMAND_NAME');

/** What a command handler receives once the dispatcher has checked the role and parsed the payload. */
export type CommandHandler<N extends CommandName> = (
  auth: AuthContext,
  payload: CommandPayload<N>,
  socket: LanternSocket,
) => CommandAckData<N> | Promise<CommandAckData<N>>;

/**
 * Binds a method of any provider (typically a module's gateway) to a command declared in
 * `shared/src/realtime/commands.ts`. The method's signature is checked against the declaration;
 * the dispatcher refuses the wrong roles and bad payloads before calling it.
 */
export function Command<N extends CommandName>(name: N) {
  return <H extends CommandHandler<N>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ) => {
    SetMetadata(COMMAND_NAME, name)(target, key, descriptor);
  };
}

export function commandNameOf(method: unknown): string | undefined {
  if (typeof method !== 'function') return undefined;
  const name: unknown = Reflect.getMetadata(COMMAND_NAME, method);
  return typeof name === 'string' ? name : undefined;
}
