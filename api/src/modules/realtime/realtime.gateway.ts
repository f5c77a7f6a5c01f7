import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import type { CommandAckData, CommandPayload } from '@lantern/shared/realtime/commands';
import { INVALID_TOKEN, SOCKET_PATH } from '@lantern/shared/realtime/events';
import { Inject, Logger } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { Command } from '../../platform/realtime/command.decorator.js';
import { CommandDispatcher } from '../../platform/realtime/command-dispatcher.js';
import type { LanternSocket } from '../../platform/realtime/lantern-socket.js';
import { AccessTokenService } from '../auth/access-token.service.js';
import { SessionFamilies } from '../auth/session-families.service.js';
import { RealtimeEvents, rooms } from './realtime-events.service.js';

@WebSocketGateway({ path: SOCKET_PATH, transports: ['websocket'], serveClient: false })
export class RealtimeGateway implements OnGatewayInit<Server>, OnGatewayConnection<LanternSocket> {
  private readonly logger = new Logger('Realtime');

  constructor(
    @Inject(AccessTokenService) private readonly tokens: AccessTokenService,
    @Inject(SessionFamilies) private readonly families: SessionFamilies,
    @Inject(RealtimeEvents) private readonly events: RealtimeEvents,
    @Inject(CommandDispatcher) private readonly commands: CommandDispatcher,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  afterInit(server: Server) {
    // Refuse before connecting: a bad or expired token, or an ended sign-in, never gets a socket.
    server.use((socket: LanternSocket, next) => {
      this.authenticate(socket.handshake.auth?.token)
        .then((data) => {
          if (!data) return next(new Error(INVALID_TOKEN));
          socket.data = data;
          next();
        })
        .catch(() => next(new Error(INVALID_TOKEN)));
    });
    this.events.attach(server);
  }

  handleConnection(socket: LanternSocket) {
    // Listen before the first await, so a command sent right after connecting is not lost.
    this.commands.attach(socket);
    this.dropAtExpiry(socket);
    this.joinRooms(socket).catch((error: unknown) => {
      this.logger.error(`socket ${socket.id} could not join its rooms`, String(error));
      socket.disconnect(true);
    });
  }

  @Command('system.clock.ping')
  ping(
    _auth: AuthContext,
    payload: CommandPayload<'system.clock.ping'>,
  ): CommandAckData<'system.clock.ping'> {
    return { server_time: this.clock.now(), client_time: payload.client_time };
  }

  private async authenticate(token: unknown): Promise<LanternSocket['data'] | null> {
    if (typeof token !== 'string' || token.length === 0) return null;
    const checked = this.tokens.check(token);
    if (typeof checked === 'string' || !(await this.families.isLive(checked.auth))) return null;
    return checked;
  }

  /**
   * A socket must not outlive its access token. The client reconnects on this server-side
   * disconnect, is refused with invalid_token, refreshes and comes back with a fresh token.
   */
  private dropAtExpiry(socket: LanternSocket) {
    const delayMs = Math.max(0, socket.data.expiresAt * 1000 - this.clock.nowMs());
    const timer = setTimeout(() => socket.disconnect(true), delayMs);
    socket.once('disconnect', () => clearTimeout(timer));
  }

  private async joinRooms(socket: LanternSocket) {
    const auth = socket.data.auth;
    const joined = [rooms.user(auth.userId), rooms.signIn(auth.familyId), rooms.role(auth.role)];
    if (isManagerRole(auth.role)) joined.push(rooms.managers);
    await socket.join(joined);
    socket.emit('system.connection.established', {
      user_id: auth.userId,
      role: auth.role,
      server_time: this.clock.now(),
    });
    this.logger.debug(`socket ${socket.id} joined ${joined.join(', ')}`);
  }
}
