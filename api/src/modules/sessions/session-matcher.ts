import {
  DEFAULT_MAX_CONCURRENT_SESSIONS,
  pickTutor,
  type RoutingCandidate,
} from '@lantern/shared/domain/live-help/tutor-routing';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { User } from '../users/entities/user.entity.js';
import type { LiveSession } from './entities/live-session.entity.js';
import { SessionsRepository } from './sessions.repository.js';

/**
 * Gives waiting sessions to tutors, oldest first. Each session is matched in its own transaction
 * that holds the matching turn (one session at a time across every instance), the session row and
 * the chosen tutor's seat lock, so a session never goes to two tutors, no tutor goes past their
 * limit and a younger session never takes the seat an older one was about to get. Calls that
 * arrive while a round runs are folded into one more round after it.
 */
@Injectable()
export class SessionMatcher {
  private readonly logger = new Logger('SessionMatcher');
  private running: Promise<void> | null = null;
  private rerun = false;
  private readonly listeners: ((matched: LiveSession[]) => void)[] = [];

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
  ) {}

  /** Told about the sessions each round matched, after they are committed. */
  onMatched(listener: (matched: LiveSession[]) => void): void {
    this.listeners.push(listener);
  }

  /** Resolves once a round that started after this call has finished. */
  trigger(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.rerun = false;
          const matched = await this.round();
          if (matched.length) for (const listener of this.listeners) listener(matched);
        } while (this.rerun);
      } catch (error) {
        this.logger.error('matching failed', error instanceof Error ? error.stack : String(error));
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async round(): Promise<LiveSession[]> {
    const matched: LiveSession[] = [];
    const tried: number[] = [];
    for (;;) {
      const outcome = await this.em.fork().transactional((em) => this.matchOne(em, tried));
      if (outcome === 'none_waiting') return matched;
      if (outcome.matched) matched.push(outcome.session);
      tried.push(outcome.session.id);
    }
  }

  private async matchOne(
    em: EntityManager,
    tried: readonly number[],
  ): Promise<'none_waiting' | { session: LiveSession; matched: boolean }> {
    await this.sessions.takeMatchingTurn(em);
    const session = await this.sessions.lockNextWaiting(em, tried);
    if (!session) return 'none_waiting';
    const now = this.clock.date();
    let candidates: RoutingCandidate[] = await this.sessions.routingCandidates(
      em,
      now,
      DEFAULT_MAX_CONCURRENT_SESSIONS,
    );
    const request = {
      subject_id: session.subject.id,
      language_id: session.languageId,
      excluded_tutor_ids: session.excludedTutorIds ?? [],
    };
    for (let tutor = pickTutor(candidates, request); tutor; tutor = pickTutor(candidates, request)) {
      // Counted again under the tutor's lock: another instance may have just given them a session.
      const open = await this.sessions.lockTutorSeats(em, tutor.user_id);
      if (open < tutor.max_sessions) {
        session.status = 'matched';
        session.tutor = em.getReference(User, tutor.user_id);
        session.matchedAt = now;
        await em.flush();
        await em.populate(session, ['tutor']);
        return { session, matched: true };
      }
      const full = tutor.user_id;
      candidates = candidates.filter((candidate) => candidate.user_id !== full);
    }
    return { session, matched: false };
  }
}
