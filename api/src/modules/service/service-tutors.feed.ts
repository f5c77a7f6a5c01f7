import { MikroORM } from '@mikro-orm/postgresql';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import pg from 'pg';
import type { Logger } from 'pino';
import { describeError } from '../../platform/logging/describe-error.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { SUMMARY_SETTLE_MS } from './service-summary.feed.js';
import { ServiceTutorsService } from './service-tutors.service.js';

/** Punches, shifts and tutors (service_tutors), and essays and sessions (service_summary). */
const CHANNELS = ['service_tutors', 'service_summary'];

/**
 * Pushes the summary's four people lists to the managers whenever a punch, a shift, a tutor's
 * profile, an essay or a session changes, on whichever instance: the same NOTIFY approach as the
 * summary (ServiceSummaryFeed), each instance telling only its own managers' sockets.
 */
@Injectable()
export class ServiceTutorsFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(ServiceTutorsService) private readonly lists: ServiceTutorsService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    // A lost connection is logged; the lists are still right on the next load of the screen.
    client.on('error', (error) => {
      if (!this.stopped)
        this.logger.warn(
          { component: 'service-tutors', error: describeError(error) },
          'live tutors feed lost its database',
        );
    });
    client.on('notification', () => this.changed());
    await client.connect();
    for (const channel of CHANNELS) await client.query(`listen ${channel}`);
    this.client = client;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
  }

  private changed(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.push();
    }, SUMMARY_SETTLE_MS);
  }

  private async push(): Promise<void> {
    try {
      this.realtime.toManagersHere('service.tutors.updated', await this.lists.all());
    } catch (error) {
      if (!this.stopped)
        this.logger.warn(
          { component: 'service-tutors', error: describeError(error) },
          'live tutors push failed',
        );
    }
  }
}
