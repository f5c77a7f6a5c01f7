import { moveOnDueAt, shouldMoveOn } from '@lantern/shared/domain/presence/move-on';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { PresenceRepository } from '../presence/presence.repository.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { AwaySessionsQuery } from './away-sessions.query.js';
import { SessionAnnouncer } from './session-announcer.js';
import { SessionMatcher } from './session-matcher.js';
import { SessionsRepository } from './sessions.repository.js';

export const AWAY_MOVE_ON_JOB = 'sessions.away.move-on';

/**
 * A student matched to a tutor who went away does not wait for them: once AWAY_MOVE_ON_SECONDS have
 * passed since the match with the tutor away and silent (`shouldMoveOn`), the session goes back to
 * the front of its queue and the matcher offers it to a tutor who is there (the away tutor is
 * skipped while away, and may have the student again once back). A one-off job looks at each
 * session when it falls due; the minute's sweep catches any job that was lost. The session's row
 * lock and the rule read under it make the move happen once, whichever instances run the job.
 */
@Injectable()
export class AwayTutors {
  private readonly logger = new Logger('AwayTutors');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(AwaySessionsQuery) private readonly away: AwaySessionsQuery,
    @Inject(PresenceRepository) private readonly presence: PresenceRepository,
    @Inject(SessionMatcher) private readonly matcher: SessionMatcher,
    @Inject(SessionAnnouncer) private readonly announcer: SessionAnnouncer,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  private get moveOnSeconds(): number {
    return this.config.presence.moveOnSeconds;
  }

  /** The tutor went away at `awayAt`: each of their students still waiting for a first word is looked at when due. */
  async watch(tutorId: number, awayAt: number): Promise<void> {
    for (const session of await this.away.ofTutor(tutorId)) {
      const runAt = moveOnDueAt(session.matched_at, awayAt, this.moveOnSeconds);
      try {
        await this.jobs.send(
          AWAY_MOVE_ON_JOB,
          { sessionId: session.id },
          { runAt, key: `${session.id}@${awayAt}` },
        );
      } catch (error) {
        this.logger.warn(`move-on of session ${session.id} not queued; the sweep has it: ${String(error)}`);
      }
    }
  }

  /** Moves on every session due now; returns how many. */
  async moveOnDue(): Promise<number> {
    const due = await this.away.due(this.clock.date(), this.moveOnSeconds);
    let moved = 0;
    for (const sessionId of due) if (await this.moveOn(sessionId)) moved += 1;
    return moved;
  }

  /** Moves the session on if the rule says so now, under its row lock; false when nothing was due. */
  async moveOn(sessionId: number): Promise<boolean> {
    const now = this.clock.now();
    const moved = await this.em.fork().transactional(async (em) => {
      const session = await this.sessions.lockMatched(em, sessionId);
      if (!session?.matchedAt || !session.tutor || session.chatType !== 'tutor') return null;
      const tutorId = session.tutor.id;
      const due = shouldMoveOn(
        {
          matched_at: Math.floor(session.matchedAt.getTime() / 1000),
          first_tutor_message_at: await this.sessions.firstMessageAt(em, session.id, tutorId),
          tutor_away: await this.presence.awayOf(tutorId, em),
        },
        now,
        this.moveOnSeconds,
      );
      if (!due) return null;
      session.status = 'waiting';
      session.tutor = null;
      session.matchedAt = null;
      await em.flush();
      return { session, tutorId };
    });
    if (!moved) return false;
    const { session, tutorId } = moved;
    await this.announcer.announce(session, 'requeued', [tutorId]);
    this.realtime.toManagers('classroom.session.reoffered', {
      session_id: session.id,
      student_id: session.student.id,
      silent_tutor_id: tutorId,
      subject_id: session.subject.id,
      reason: 'away',
      at: now,
    });
    void this.matcher.trigger();
    return true;
  }
}
