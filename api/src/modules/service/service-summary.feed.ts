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
import { ServiceSummaryService } from './service-summary.service.js';

/** Changes closer together than this make one summary: a burst of writes is one push. */
export const SUMMARY_SETTLE_MS = 150;
const CHANNEL = 'service_summary';

/**
 * Pushes the service summary to the managers whenever the essays or sessions it counts change,
 * whoever changed them on whichever instance: the tables' triggers NOTIFY, and every instance
 * LISTENs on its own connection and tells its own managers' sockets (never through the Redis
 * adapter, or each manager would hear every instance's copy).
 */
@Injectable()
export class ServiceSummaryFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(ServiceSummaryService) private readonly summaries: ServiceSummaryService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl') });
    // A lost connection is logged; the summary is still right on the next load of the screen.
    client.on('error', (error) => {
      if (!this.stopped)
        this.logger.warn(
          { component: 'service-summary', error: describeError(error) },
          'summary feed lost its database',
        );
    });
    client.on('notification', () => this.changed());
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
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
      const summary = await this.summaries.summary();
      this.realtime.toManagersHere('service.summary.updated', summary);
    } catch (error) {
      if (!this.stopped)
        this.logger.warn(
          { component: 'service-summary', error: describeError(error) },
          'summary push failed',
        );
    }
  }
}
