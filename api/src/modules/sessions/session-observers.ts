import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { Observation, Observer } from '@lantern/shared/contracts/observation';
import {
  mayObserve,
  OBSERVATION_MESSAGES_MAX,
  observerIds,
} from '@lantern/shared/domain/live-help/observation';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LanternSocket, ObservingEntry } from '../../platform/realtime/lantern-socket.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { RealtimeEvents, rooms } from '../realtime/realtime-events.service.js';
import { MediaLinks } from './media-links.js';
import { MessageExtrasService } from './message-extras.js';
import { SessionAnnouncer } from './session-announcer.js';
import { rowToMessageView } from './sessions.mapper.js';
import { SessionsRepository } from './sessions.repository.js';
import { Whiteboards } from './whiteboards.js';

const observing = (socket: LanternSocket): ObservingEntry[] => socket.data.observing ?? [];

/**
 * Managers watching live sessions, read-only. An observing socket joins the session's observers
 * room, which every classroom event reaches (`RealtimeEvents.toSession`), and its entry in
 * `socket.data.observing` makes the dispatcher refuse whatever it sends to that session
 * (`observerMaySend`). The tutor is told who watches whenever that changes; each observation's start
 * and end (left, or the socket gone) are written to the audit trail.
 *
 * Who watches is read from the sockets themselves on every instance (`fetchSockets` through the
 * Redis adapter), so observers of an instance that died leave the list with it.
 */
@Injectable()
export class SessionObservers {
  private readonly logger = new Logger('SessionObservers');
  /** Sockets whose disconnect already ends their observations. */
  private readonly followed = new WeakSet<LanternSocket>();

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionAnnouncer) private readonly announcer: SessionAnnouncer,
    @Inject(Whiteboards) private readonly whiteboards: Whiteboards,
    @Inject(MessageExtrasService) private readonly extras: MessageExtrasService,
    @Inject(MediaLinks) private readonly links: MediaLinks,
  ) {}

  /**
   * Starts watching (again, after a reconnect: the same answer, nothing recorded twice) and answers
   * with the session so far. A quarantined session is refused by access; a hidden one is watched,
   * as managers read its transcript: a hide only keeps it from people outside.
   */
  async start(auth: AuthContext, sessionId: number, socket: LanternSocket): Promise<Observation> {
    await this.access.requireAccess(auth, 'session.observe', sessionId);
    const session = (await this.sessions.find(sessionId))!;
    if (!mayObserve(session.status))
      throw new AppError(
        409,
        ErrorCode.sessionNotOpen,
        `This session is ${session.status}: there is nothing live to observe`,
      );
    let entry = observing(socket).find((held) => held.session_id === sessionId);
    if (!entry) {
      entry = {
        session_id: sessionId,
        user_id: auth.impersonator?.userId ?? auth.userId,
        since: this.clock.now(),
      };
      // In the room before the session is read: a message sent meanwhile arrives twice at worst
      // (the client keeps one copy), never not at all.
      await socket.join(rooms.observers(sessionId));
      socket.data.observing = [...observing(socket), entry];
      this.endOnDisconnect(socket);
      await this.audit.recordNowFor(auth, 'session.observe.start', {
        session_id: sessionId,
        tutor_id: session.tutor?.id ?? null,
        student_id: session.student.id,
      });
      await this.tellTutor(sessionId);
    }
    const [rows, whiteboard, view] = await Promise.all([
      this.sessions.recentMessages(sessionId, OBSERVATION_MESSAGES_MAX + 1),
      this.whiteboards.strokes(sessionId),
      this.announcer.observerView(session),
    ]);
    const latest = rows.slice(-OBSERVATION_MESSAGES_MAX);
    const extras = await this.extras.extrasFor(
      latest.map((row) => Number(row.id)),
      auth.userId,
    );
    return {
      session: view,
      messages: latest.map((row) => ({
        ...rowToMessageView(row, this.links),
        reactions: extras.get(Number(row.id))?.reactions ?? [],
      })),
      earlier_messages: rows.length > OBSERVATION_MESSAGES_MAX,
      whiteboard,
      started_at: entry.since,
    };
  }

  /**
   * Stops watching. No access check beyond this socket observing the session: leaving is never
   * refused, held session or not.
   */
  async stop(sessionId: number, socket: LanternSocket): Promise<Record<string, never>> {
    const entry = observing(socket).find((held) => held.session_id === sessionId);
    if (!entry) throw new AppError(404, ErrorCode.notFound, 'You are not observing this session');
    await socket.leave(rooms.observers(sessionId));
    await this.end(socket, entry, 'left');
    return {};
  }

  /** The session's tutor asks who observes it (on arriving in the chat, or after a reconnect). */
  async observers(auth: AuthContext, sessionId: number): Promise<{ observers: Observer[] }> {
    await this.access.requireAccess(auth, 'session.read', sessionId);
    return { observers: await this.observersOf(sessionId) };
  }

  private async end(socket: LanternSocket, entry: ObservingEntry, reason: 'left' | 'disconnected') {
    socket.data.observing = observing(socket).filter((held) => held.session_id !== entry.session_id);
    const now = this.clock.now();
    await this.audit.recordNowFor(socket.data.auth, 'session.observe.end', {
      session_id: entry.session_id,
      started_at: entry.since,
      seconds: Math.max(0, now - entry.since),
      reason,
    });
    await this.tellTutor(entry.session_id);
  }

  /** A socket gone (closed, dropped at its token's expiry, its network lost) has stopped watching. */
  private endOnDisconnect(socket: LanternSocket): void {
    if (this.followed.has(socket)) return;
    this.followed.add(socket);
    socket.once('disconnect', () => {
      // Outside any command: this unit of work gets its own MikroORM context.
      RequestContext.create(this.em, async () => {
        for (const entry of observing(socket)) await this.end(socket, entry, 'disconnected');
      }).catch((error: unknown) =>
        this.logger.error(
          `could not end socket ${socket.id}'s observations`,
          error instanceof Error ? error.stack : String(error),
        ),
      );
    });
  }

  /** Tells the session's tutor now who observes it. */
  private async tellTutor(sessionId: number): Promise<void> {
    const tutorId = await this.sessions.tutorIdOf(sessionId);
    if (tutorId === null) return;
    this.realtime.toUser(tutorId, 'classroom.observers.changed', {
      session_id: sessionId,
      observers: await this.observersOf(sessionId),
      at: this.clock.now(),
    });
  }

  private async observersOf(sessionId: number): Promise<Observer[]> {
    const ids = observerIds(await this.realtime.observingSockets(sessionId));
    const names = await this.sessions.names(ids);
    return ids.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, ...name }] : [];
    });
  }
}
