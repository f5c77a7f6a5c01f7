import {
  type ClientToServerEvents,
  clientEventSchemas,
  INVALID_TOKEN,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@lantern/shared/realtime/events';
import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AccessTokenService } from '../auth/access-token.service.js';
import { SessionFamilies } from '../auth/session-families.service.js';
import { RealtimeEvents, rooms } from './realtime-events.service.js';

type LanternSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  { auth: AuthContext }
>;

const MANAGER_ROLES = new Set(['tutor-manager', 'superuser']);

@WebSocketGateway({ path: SOCKET_PATH, transports: ['websocket'], serveClient: false })
export class RealtimeGateway implements OnGatewayInit<Server>, OnGatewayConnection<LanternSocket> {
  private readonly logger = new Logger('Realtime');

  constructor(
    @Inject(AccessTokenService) private readonly tokens: AccessTokenService,
    @Inject(SessionFamilies) private readonly families: SessionFamilies,
    @Inject(RealtimeEvents) private readonly events: RealtimeEvents,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  afterInit(server: Server) {
    // Refuse before connecting: a bad or expired token never gets a socket.
    server.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token.length === 0) return next(new Error(INVALID_TOKEN));
      this.tokens
        .verify(token)
        .then(async (auth) => {
          if (typeof auth === 'string' || !(await this.families.isLive(auth.familyId)))
            return next(new Error(INVALID_TOKEN));
          socket.data.auth = auth;
          next();
        })
        .catch(() => next(new Error(INVALID_TOKEN)));
    });
    this.events.attach(server);
  }

  async handleConnection(socket: LanternSocket) {
    const auth = socket.data.auth;
    const joined = [rooms.user(auth.userId), rooms.signIn(auth.familyId), rooms.role(auth.role)];
    if (MANAGER_ROLES.has(auth.role)) joined.push(rooms.managers);
    await socket.join(joined);
    socket.emit('system.connection.established', {
      user_id: auth.userId,
      role: auth.role,
      server_time: this.clock.now(),
    });
    this.logger.debug(`socket ${socket.id} joined ${joined.join(', ')}`);
  }

  @SubscribeMessage('system.clock.ping')
  ping(@ConnectedSocket() _socket: LanternSocket, @MessageBody() payload: unknown) {
    const parsed = clientEventSchemas['system.clock.ping'].safeParse(payload);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'validation_failed',
          message: parsed.error.issues
            .map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`)
            .join('; '),
        },
      };
    }
    return { ok: true, data: { server_time: this.clock.now(), client_time: parsed.data.client_time } };
  }
}
