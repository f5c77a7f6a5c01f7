import type { PresenceReport, TutorAway, TutorPresence } from '@lantern/shared/contracts/presence';
import {
  type ConsolePresence,
  presenceFromConsoles,
  toConsolePresence,
} from '@lantern/shared/domain/presence/combine-presence';
import { presenceChange } from '@lantern/shared/domain/presence/presence-change';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import type { LanternSocket } from '../../platform/realtime/lantern-socket.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { PresenceSignal } from './presence-signal.js';
import { type PresenceActor, PresenceTrail, SYSTEM_PRESENCE_ACTOR } from './presence-trail.js';
import { PresenceRepository } from './presence.repository.js';

export const CONSOLE_LOST_JOB = 'presence.console.check';

export interface ConsoleLost {
  userId: number;
  socketId: string;
  /** Unix seconds: when the socket went. */
  lostAt: number;
}

/**
 * Whether each tutor is at their console. Every console reports what it sees (the desktop app the
 * machine's idle time, lock and sleep; a browser the page's input), kept on its socket; the
 * tutor's presence is what all their consoles say together (`presenceFromConsoles`), held in
 * PostgreSQL so every instance's matching agrees. A console whose socket goes is given
 * DISCONNECTED_AWAY_AFTER_SECONDS to come back before the tutor counts as away; the minute's sweep
 * catches consoles whose instance died. Going away and coming back are written to the shift's
 * trail, told to the managers and the tutor, and signalled to live help.
 */
@Injectable()
export class PresenceService {
  private readonly logger = new Logger('Presence');
  /** Sockets whose disconnect is already followed. */
  private readonly followed = new WeakSet<LanternSocket>();

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PresenceRepository) private readonly presence: PresenceRepository,
    @Inject(PresenceTrail) private readonly trail: PresenceTrail,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(JobsService) private readonly jobs: JobsService,
    @Inject(PresenceSignal) private readonly signal: PresenceSignal,
  ) {}

  /**
   * A console's report. Someone viewing as the tutor is not the tutor at the machine: their
   * console changes nothing, and hears the presence held.
   */
  async report(auth: AuthContext, report: PresenceReport, socket: LanternSocket): Promise<TutorPresence> {
    if (auth.impersonator) return { away: await this.presence.awayOf(auth.userId) };
    const now = this.clock.now();
    const own = toConsolePresence(report, now);
    socket.data.presence = own;
    this.followDisconnect(socket);
    const others = await this.realtime.consolePresences(auth.userId, socket.id);
    const actor = { actorUserId: auth.userId, actingAsUserId: auth.userId, actingAsRole: auth.role };
    return { away: await this.apply(auth.userId, presenceFromConsoles([own, ...others], now), actor) };
  }

  /** A console's socket went a while ago: the tutor is what the consoles left say, away if none. */
  async consoleLost({ userId, socketId, lostAt }: ConsoleLost): Promise<void> {
    const left: ConsolePresence[] = await this.realtime.consolePresences(userId, socketId);
    await this.apply(userId, presenceFromConsoles(left, lostAt), SYSTEM_PRESENCE_ACTOR);
  }

  /**
   * Tutors held present with no console left anywhere, the last one lost without its disconnect
   * being heard (its instance died): away from the end of their grace.
   */
  async sweep(): Promise<number> {
    const grace = this.config.presence.disconnectedAwaySeconds;
    const now = this.clock.now();
    const present = await this.presence.presentSince(new Date((now - grace) * 1000));
    if (present.length === 0) return 0;
    const withConsoles = await this.realtime.tutorsWithConsoles();
    let marked = 0;
    for (const userId of present) {
      if (withConsoles.has(userId)) continue;
      const away = { reason: 'disconnected', since: now - grace } as const;
      if (await this.apply(userId, away, SYSTEM_PRESENCE_ACTOR)) marked += 1;
    }
    return marked;
  }

  /** Applies the tutor's presence under their row's lock; answers the presence now held. */
  private async apply(
    userId: number,
    next: TutorAway | null,
    actor: PresenceActor,
  ): Promise<TutorAway | null> {
    const at = this.clock.date();
    const now = this.clock.now();
    const outcome = await this.em.fork().transactional(async (em) => {
      const held = await this.presence.lock(em, userId, at);
      const change = presenceChange(held, next, now);
      if (change.kind === 'unchanged') return { change, absence: null };
      await this.presence.save(em, userId, change.away, at);
      const shift = await this.presence.punchedInShift(em, userId);
      const absence = shift
        ? await this.trail.record(em, { shift, kind: change.kind, away: change.away, ended: held, actor, at })
        : null;
      return { change, absence };
    });
    const { change, absence } = outcome;
    if (change.kind === 'unchanged') return change.away;
    const payload = { user_id: userId, away: change.away, absence, at: now };
    this.realtime.toManagers('presence.tutor.changed', payload);
    this.realtime.toUser(userId, 'presence.tutor.changed', payload);
    this.signal.notify({ userId, kind: change.kind, away: change.away, at: now });
    return change.away;
  }

  /** Once per socket: its going is looked at after the grace, by whichever instance is free. */
  private followDisconnect(socket: LanternSocket): void {
    if (this.followed.has(socket)) return;
    this.followed.add(socket);
    socket.once('disconnect', () => {
      const lost: ConsoleLost = {
        userId: socket.data.auth.userId,
        socketId: socket.id,
        lostAt: this.clock.now(),
      };
      const runAt = lost.lostAt + this.config.presence.disconnectedAwaySeconds;
      this.jobs
        .send(CONSOLE_LOST_JOB, lost, { runAt, key: `${lost.userId}:${lost.socketId}` })
        .catch((error: unknown) =>
          this.logger.warn(
            `console of tutor ${lost.userId} lost, its check not queued; the sweep has it: ${String(error)}`,
          ),
        );
    });
  }
}
