import { Inject, Injectable } from '@nestjs/common';
import { NotificationListener } from '../../platform/database/notification-listener.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { ServiceSummaryService } from './service-summary.service.js';

/** Changes closer together than this make one summary: a burst of writes is one push. */
export const SUMMARY_SETTLE_MS = 150;

/**
 * Pushes the service summary to the managers whenever the essays or sessions it counts change,
 * whoever changed them on whichever instance: the tables' triggers NOTIFY, and every instance
 * LISTENs (NotificationListener) and tells its own managers' sockets (never through the Redis
 * adapter, or each manager would hear every instance's copy).
 */
@Injectable()
export class ServiceSummaryFeed {
  constructor(
    @Inject(NotificationListener) notifications: NotificationListener,
    @Inject(ServiceSummaryService) private readonly summaries: ServiceSummaryService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {
    notifications.subscribe({
      channels: ['service_summary'],
      settleMs: SUMMARY_SETTLE_MS,
      onSettled: () => this.push(),
      component: 'service-summary',
    });
  }

  private async push(): Promise<void> {
    if (!this.realtime.hasManagersHere()) return;
    this.realtime.toManagersHere('service.summary.updated', await this.summaries.summary());
  }
}
