import type { RoleName } from '@lantern/shared/contracts/roles';
import type { ServerToClientEvents } from '@lantern/shared/realtime/events';
import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';

export const rooms = {
  user: (userId: number) => `user:${userId}`,
  signIn: (familyId: string) => `family:${familyId}`,
  role: (role: string) => `role:${role}`,
  managers: 'managers',
};

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
   * The managers connected to this instance only: for what every instance works out for itself
   * (from a database notification each one hears), so nobody hears it once per instance.
   */
  /**
   * Whether a manager's socket is connected to this instance: the feeds that push to
   * `toManagersHere` skip their queries when nobody here would hear them (a manager who connects
   * reads the current numbers over HTTP first).
   */
  hasManagersHere(): boolean {
    return (this.server?.sockets.adapter.rooms.get(rooms.managers)?.size ?? 0) > 0;
  }

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
  endSignIn(familyId: string, reason: 'logout' | 'reuse_detected' | 'suspended') {
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
