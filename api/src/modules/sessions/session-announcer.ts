import type { SessionUpdated, SessionView } from '@lantern/shared/contracts/sessions';
import { DEFAULT_MAX_CONCURRENT_SESSIONS } from '@lantern/shared/domain/live-help/tutor-routing';
import { estimateWaitSeconds } from '@lantern/shared/domain/live-help/wait-estimate';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { LiveSession } from './entities/live-session.entity.js';
import { SessionHistoryRepository } from './session-history.repository.js';
import { toSessionView } from './sessions.mapper.js';
import { SessionsRepository } from './sessions.repository.js';

/** Session views as each person sees them, and the socket events that carry them. */
@Injectable()
export class SessionAnnouncer {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionHistoryRepository) private readonly history: SessionHistoryRepository,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  /** The session as `viewerId` sees it: their unread count, and the queue while it waits. */
  async viewFor(session: LiveSession, viewerId: number): Promise<SessionView> {
    const [unread, formerTutors] = await Promise.all([
      this.sessions.unreadCounts([session.id], viewerId),
      this.history.formerTutors(session.id),
    ]);
    return toSessionView(session, {
      unreadCount: unread.get(session.id) ?? 0,
      formerTutors,
      queue: await this.queueOf(session),
    });
  }

  /** The session as an observer sees it: nothing of it is theirs to read, and nothing waits for them. */
  async observerView(session: LiveSession): Promise<SessionView> {
    return toSessionView(session, {
      unreadCount: 0,
      formerTutors: await this.history.formerTutors(session.id),
      queue: null,
    });
  }

  /**
   * Each person hears the change with their own unread count; `alsoTell` are those it concerns no
   * more. Its observers hear it too (its end, a handoff), but not a queue moving: nobody observes
   * a session waiting for its first tutor.
   */
  async announce(
    session: LiveSession,
    cause: SessionUpdated['cause'],
    alsoTell: readonly number[] = [],
  ): Promise<void> {
    const at = this.clock.now();
    const people = new Set([session.student.id, ...(session.tutor ? [session.tutor.id] : []), ...alsoTell]);
    for (const userId of people) {
      const view = await this.viewFor(session, userId);
      this.realtime.toUser(userId, 'classroom.session.updated', { session: view, cause, at });
    }
    if (cause !== 'queue_moved')
      this.realtime.toObservers(session.id, 'classroom.session.updated', {
        session: await this.observerView(session),
        cause,
        at,
      });
  }

  /** The students still waiting for these subjects moved up the queue: each hears their new place. */
  async announceQueues(subjectIds: ReadonlySet<number>): Promise<void> {
    if (subjectIds.size === 0) return;
    const waiting = await this.em
      .fork()
      .find(
        LiveSession,
        { status: 'waiting', subject: { $in: [...subjectIds] } },
        { populate: ['student', 'tutor', 'subject', 'topic'] },
      );
    for (const session of waiting) await this.announce(session, 'queue_moved');
  }

  private async queueOf(session: LiveSession): Promise<SessionView['queue']> {
    if (session.status !== 'waiting') return null;
    const [position, recentWaits, candidates] = await Promise.all([
      this.sessions.queuePosition(session),
      this.sessions.recentWaits(session.subject.id),
      this.sessions.routingCandidates(this.em, this.clock.date(), DEFAULT_MAX_CONCURRENT_SESSIONS),
    ]);
    const freeSeats = candidates
      .filter((tutor) => tutor.subject_ids.includes(session.subject.id))
      .reduce((seats, tutor) => seats + Math.max(0, tutor.max_sessions - tutor.open_sessions), 0);
    return { position, estimated_wait_seconds: estimateWaitSeconds({ position, recentWaits, freeSeats }) };
  }
}
