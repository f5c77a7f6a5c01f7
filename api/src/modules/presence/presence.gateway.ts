import type { CommandAckData, CommandPayload } from '@lantern/shared/realtime/commands';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Command } from '../../platform/realtime/command.decorator.js';
import type { LanternSocket } from '../../platform/realtime/lantern-socket.js';
import { PresenceService } from './presence.service.js';

/** The console's presence report; the dispatcher has checked the role (tutor) and the payload. */
@Injectable()
export class PresenceGateway {
  constructor(@Inject(PresenceService) private readonly presence: PresenceService) {}

  @Command('presence.state.report')
  report(
    auth: AuthContext,
    payload: CommandPayload<'presence.state.report'>,
    socket: LanternSocket,
  ): Promise<CommandAckData<'presence.state.report'>> {
    return this.presence.report(auth, payload, socket);
  }
}
