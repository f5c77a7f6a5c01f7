import { MikroORM } from '@mikro-orm/postgresql';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { SettledNotifications } from '../../platform/database/settled-notifications.js';
import { LOGGER } from '../../platform/logging/logger.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { ServiceSummaryService } from './service-summary.service.js';

/** Changes closer together than this make one summary: a burst of writes is one push. */
export const SUMMARY_SETTLE_MS = 150;

/**
 * Pushes the service summary to the managers whenever the essays or sessions it counts change,
 * whoever changed them on whichever instance: the tables' triggers NOTIFY, and every instance
 * LISTENs on its own connection and tells its own managers' sockets (never through the Redis
 * adapter, or each manager would hear every instance's copy).
 */
@Injectable()
export class ServiceSummaryFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly notifications: SettledNotifications;

  constructor(
    @Inject(MikroORM) orm: MikroORM,
    @Inject(ServiceSummaryService) private readonly summaries: ServiceSummaryService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.notifications = new SettledNotifications({
      clientUrl: orm.config.get('clientUrl'),
      channels: ['service_summary'],
      settleMs: SUMMARY_SETTLE_MS,
      onSettled: () => this.push(),
      logger,
      component: 'service-summary',
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.notifications.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.notifications.stop();
  }

  private async push(): Promise<void> {
    if (!this.realtime.hasManagersHere()) return;
    this.realtime.toManagersHere('service.summary.updated', await this.summaries.summary());
  }
}
