import type { RoleName } from '@lantern/shared/contracts/roles';
import type { ConsolePresence } from '@lantern/shared/domain/presence/combine-presence';
import type { ServerToClientEvents, SessionRevokedReason } from '@lantern/shared/realtime/events';
import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { LanternSocketData, ObservingEntry } from '../../platform/realtime/lantern-socket.js';

export const rooms = {
  user: (userId: number) => `user:${userId}`,
  signIn: (familyId: string) => `family:${familyId}`,
  role: (role: string) => `role:${role}`,
  managers: 'managers',
  /** The sockets observing one session: they hear its classroom events and may send nothing to it. */
  observers: (sessionId: number) => `observers:${sessionId}`,
};

/** A session's people, and the session whose observers hear the same events. */
export interface SessionAudience {
  sessionId: number;
  userIds: readonly number[];
  exceptSocketId?: string;
}

/** The one way services emit to sockets; with the Redis adapter this reaches every instance. */
@Injectable()
export class RealtimeEvents {
  private server: Server | null = null;

  attach(server: Server) {
    this.server = server;
  }

  toUser<E extends keyof ServerToClientEvents>(
    userId: number,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    this.server?.to(rooms.user(userId)).emit(event, ...payload);
  }

  /** Several people at once, each once even when they share a socket room. */
  toUsers<E extends keyof ServerToClientEvents>(
    userIds: readonly number[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    this.server?.to(userIds.map((userId) => rooms.user(userId))).emit(event, ...payload);
  }

  /**
   * As `toUsers`, but not to the socket `socketId`: the one the change came from, which has it in
   * the acknowledgement of its command (the same people's other sockets still hear it).
   */
  toUsersExcept<E extends keyof ServerToClientEvents>(
    socketId: string,
    userIds: readonly number[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    this.server
      ?.to(userIds.map((userId) => rooms.user(userId)))
      .except(socketId)
      .emit(event, ...payload);
  }

  /**
   * A classroom event: to the session's people and to whoever observes it, each socket once (not
   * to `exceptSocketId`, the socket the change came from, which has it in its acknowledgement).
   */
  toSession<E extends keyof ServerToClientEvents>(
    audience: SessionAudience,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    if (!this.server) return;
    const to = this.server.to([
      ...audience.userIds.map((userId) => rooms.user(userId)),
      rooms.observers(audience.sessionId),
    ]);
    (audience.exceptSocketId ? to.except(audience.exceptSocketId) : to).emit(event, ...payload);
  }

  /** The session's observers only: what each person hears in their own version (the session's view). */
  toObservers<E extends keyof ServerToClientEvents>(
    sessionId: number,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    this.server?.to(rooms.observers(sessionId)).emit(event, ...payload);
  }

  /**
   * Who observes the session now, on every instance (the Redis adapter asks the others): each
   * observing socket's entry for it.
   */
  async observingSockets(sessionId: number): Promise<ObservingEntry[]> {
    if (!this.server) return [];
    const sockets = await this.server.in(rooms.observers(sessionId)).fetchSockets();
    return sockets.flatMap((socket) =>
      ((socket.data as { observing?: ObservingEntry[] }).observing ?? []).filter(
        (entry) => entry.session_id === sessionId,
      ),
    );
  }

  /**
   * What each console of the tutor's reports now, on every instance: their sockets acting as a
   * tutor that have reported presence, but `exceptSocketId` (one going away).
   */
  async consolePresences(userId: number, exceptSocketId?: string): Promise<ConsolePresence[]> {
    if (!this.server) return [];
    const sockets = await this.server.in(rooms.user(userId)).fetchSockets();
    return sockets.flatMap((socket) => {
      const data = socket.data as Partial<LanternSocketData>;
      return socket.id !== exceptSocketId && data.auth?.role === 'tutor' && data.presence
        ? [data.presence]
        : [];
    });
  }

  /** The tutors with a console reporting presence now, on every instance. */
  async tutorsWithConsoles(): Promise<Set<number>> {
    if (!this.server) return new Set();
    const sockets = await this.server.in(rooms.role('tutor')).fetchSockets();
    return new Set(
      sockets.flatMap((socket) => {
        const data = socket.data as Partial<LanternSocketData>;
        return data.presence && data.auth ? [data.auth.userId] : [];
      }),
    );
  }

  /** The managers (tutor managers and superusers) with a console connected now, on every instance. */
  async managersConnected(): Promise<number[]> {
    if (!this.server) return [];
    const sockets = await this.server.in(rooms.managers).fetchSockets();
    return [
      ...new Set(
        sockets.flatMap((socket) => {
          const auth = (socket.data as Partial<LanternSocketData>).auth;
          return auth ? [auth.userId] : [];
        }),
      ),
    ].sort((a, b) => a - b);
  }

  /** Every socket acting in `role` now, e.g. all tutors for an offer any of them may take. */
  toRole<E extends keyof ServerToClientEvents>(
    role: RoleName,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    this.server?.to(rooms.role(role)).emit(event, ...payload);
  }

  /** Tutor managers and superusers, whatever screen they are on. */
  toManagers<E extends keyof ServerToClientEvents>(
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    this.server?.to(rooms.managers).emit(event, ...payload);
  }

  /**
   * Whether a manager's socket is connected to this instance: the feeds that push to
   * `toManagersHere` skip their queries when nobody here would hear them (a manager who connects
   * reads the current numbers over HTTP first).
   */
  hasManagersHere(): boolean {
    return (this.server?.sockets.adapter.rooms.get(rooms.managers)?.size ?? 0) > 0;
  }

  /**
   * The managers connected to this instance only: for what every instance works out for itself
   * (from a database notification each one hears), so nobody hears it once per instance.
   */
  toManagersHere<E extends keyof ServerToClientEvents>(
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    this.server?.local.to(rooms.managers).emit(event, ...payload);
  }

  toEveryone<E extends keyof ServerToClientEvents>(
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ) {
    this.server?.emit(event, ...payload);
  }

  /** Tells the sockets of an ended sign-in why, then drops them. */
  endSignIn(familyId: string, reason: SessionRevokedReason) {
    if (!this.server) return;
    this.server.to(rooms.signIn(familyId)).emit('auth.session.revoked', { reason });
    this.server.in(rooms.signIn(familyId)).disconnectSockets(true);
  }

  /**
   * The sign-in now acts as someone else (role switch, view-as, stop) or has ended: its sockets
   * still speak for the old identity, so they are dropped and the client reconnects with its new
   * token (an ended sign-in's reconnect is refused).
   */
  identityChanged(familyId: string) {
    this.server?.in(rooms.signIn(familyId)).disconnectSockets(true);
  }
}
