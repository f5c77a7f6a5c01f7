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
import { SUMMARY_SETTLE_MS } from './service-summary.feed.js';
import { ServiceTutorsService } from './service-tutors.service.js';

/**
 * Pushes the summary's four people lists to the managers whenever a punch, a shift, a tutor's
 * profile (service_tutors), an essay or a session (service_summary) changes, on whichever
 * instance: the same NOTIFY approach as the summary (ServiceSummaryFeed), each instance telling
 * only its own managers' sockets.
 */
@Injectable()
export class ServiceTutorsFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly notifications: SettledNotifications;

  constructor(
    @Inject(MikroORM) orm: MikroORM,
    @Inject(ServiceTutorsService) private readonly lists: ServiceTutorsService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.notifications = new SettledNotifications({
      clientUrl: orm.config.get('clientUrl'),
      channels: ['service_tutors', 'service_summary'],
      settleMs: SUMMARY_SETTLE_MS,
      onSettled: () => this.push(),
      logger,
      component: 'service-tutors',
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
    this.realtime.toManagersHere('service.tutors.updated', await this.lists.all());
  }
}
