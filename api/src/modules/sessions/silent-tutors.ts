import { isTutorSilent, TUTOR_SILENCE_SECONDS } from '@lantern/shared/domain/live-help/silence';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import type { LiveSession } from './entities/live-session.entity.js';
import { SessionAnnouncer } from './session-announcer.js';
import { SessionMatcher } from './session-matcher.js';
import { SessionsRepository } from './sessions.repository.js';

export const SILENCE_JOB = 'sessions.silence.check';

/**
 * Students wait for nobody: a matched session whose tutor has not written within two minutes goes
 * back to the front of its queue, never to that tutor again, and the managers are told. A one-off
 * job checks each match on time; the minute sweep catches any job that was lost.
 */
@Injectable()
export class SilentTutors {
  private readonly logger = new Logger('SilentTutors');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(SessionMatcher) private readonly matcher: SessionMatcher,
    @Inject(SessionAnnouncer) private readonly announcer: SessionAnnouncer,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  /** Queues the check of a new match for the moment its two minutes are up. */
  async watch(session: LiveSession): Promise<void> {
    if (!session.matchedAt) return;
    const matchedAt = Math.floor(session.matchedAt.getTime() / 1000);
    try {
      await this.jobs.send(
        SILENCE_JOB,
        { sessionId: session.id },
        { runAt: matchedAt + TUTOR_SILENCE_SECONDS, key: `${session.id}@${matchedAt}` },
      );
    } catch (error) {
      this.logger.warn(
        `silence check of session ${session.id} not queued; the sweep has it: ${String(error)}`,
      );
    }
  }

  /** Requeues every session whose tutor is silent now; returns how many. */
  async requeueDue(): Promise<number> {
    const due = await this.sessions.silentCandidates(this.clock.date(), TUTOR_SILENCE_SECONDS);
    let requeued = 0;
    for (const sessionId of due) if (await this.requeue(sessionId)) requeued += 1;
    return requeued;
  }

  /** Requeues the session if its tutor is silent, under its row lock; false when nothing was due. */
  async requeue(sessionId: number): Promise<boolean> {
    const now = this.clock.now();
    const moved = await this.em.fork().transactional(async (em) => {
      const session = await this.sessions.lockMatched(em, sessionId);
      if (!session?.matchedAt || !session.tutor) return null;
      const firstTutorMessageAt = await this.sessions.firstMessageAt(em, session.id, session.tutor.id);
      const matchedAt = Math.floor(session.matchedAt.getTime() / 1000);
      if (!isTutorSilent({ matched_at: matchedAt, first_tutor_message_at: firstTutorMessageAt }, now))
        return null;
      const silentTutorId = session.tutor.id;
      session.status = 'waiting';
      session.tutor = null;
      session.matchedAt = null;
      session.excludedTutorIds = [...(session.excludedTutorIds ?? []), silentTutorId];
      await em.flush();
      return { session, silentTutorId };
    });
    if (!moved) return false;
    const { session, silentTutorId } = moved;
    await this.announcer.announce(session, 'requeued', [silentTutorId]);
    this.realtime.toManagers('classroom.session.reoffered', {
      session_id: session.id,
      student_id: session.student.id,
      silent_tutor_id: silentTutorId,
      subject_id: session.subject.id,
      reason: 'silent',
      at: now,
    });
    void this.matcher.trigger();
    return true;
  }
}
