import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { Clock } from '../../platform/clock/clock.js';
import { NotificationListener } from '../../platform/database/notification-listener.js';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { SUMMARY_SETTLE_MS } from './service-summary.feed.js';
import { ServiceCoverageService } from './service-coverage.service.js';

/**
 * How often the feed looks at the clock for a change no write announces (a grace running out, a
 * wait growing too long). Looking costs nothing; the lists are read again only when one is due.
 */
export const COVERAGE_CLOCK_CHECK_MS = 1000;
const RETRY_AFTER_FAILURE_SECONDS = 15;

/**
 * Pushes the Coverage tab's lists to the managers connected to this instance: on every punch, shift,
 * segment or tutor change (service_tutors) and every session status change (service_summary), on
 * whichever instance, as the summary does (ServiceSummaryFeed); and when the clock alone moves a
 * shift or a student onto or off the lists, which each instance watches with its own timer against
 * the injected Clock. A push that would repeat the last one is not sent.
 */
@Injectable()
export class ServiceCoverageFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  /** When the clock next changes the lists; 0 when unknown (read again as soon as a manager is here). */
  private nextChangeAt: number | null = 0;
  private lastSent: string | null = null;
  /** Pushes one after the other, so an older reading is never sent after a newer one. */
  private pushing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(NotificationListener) notifications: NotificationListener,
    @Inject(ServiceCoverageService) private readonly coverage: ServiceCoverageService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    notifications.subscribe({
      channels: ['service_tutors', 'service_summary'],
      settleMs: SUMMARY_SETTLE_MS,
      onSettled: () => this.push(),
      component: 'service-coverage',
    });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.checkClock(), COVERAGE_CLOCK_CHECK_MS);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private checkClock(): void {
    if (this.nextChangeAt === null || this.clock.now() < this.nextChangeAt) return;
    // Not due again until this reading says when.
    this.nextChangeAt = null;
    this.push().catch((error: unknown) =>
      this.logger.warn(
        { component: 'service-coverage', error: describeError(error) },
        'service-coverage push failed',
      ),
    );
  }

  private push(): Promise<void> {
    this.pushing = this.pushing.catch(() => undefined).then(() => this.send());
    return this.pushing;
  }

  private async send(): Promise<void> {
    if (!this.realtime.hasManagersHere()) {
      this.nextChangeAt = 0;
      this.lastSent = null;
      return;
    }
    // A failed read is tried again a little later by the clock, not only at the next write.
    this.nextChangeAt = this.clock.now() + RETRY_AFTER_FAILURE_SECONDS;
    const reading = await this.coverage.read();
    this.nextChangeAt = reading.nextChangeAt;
    const { at: _at, ...lists } = reading.coverage;
    const fingerprint = JSON.stringify(lists);
    if (fingerprint === this.lastSent) return;
    this.lastSent = fingerprint;
    this.realtime.toManagersHere('service.coverage.updated', reading.coverage);
  }
}
