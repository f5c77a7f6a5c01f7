import { Inject, Injectable } from '@nestjs/common';
import { NotificationListener } from '../../platform/database/notification-listener.js';
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
export class ServiceTutorsFeed {
  constructor(
    @Inject(NotificationListener) notifications: NotificationListener,
    @Inject(ServiceTutorsService) private readonly lists: ServiceTutorsService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {
    notifications.subscribe({
      channels: ['service_tutors', 'service_summary'],
      settleMs: SUMMARY_SETTLE_MS,
      onSettled: () => this.push(),
      component: 'service-tutors',
    });
  }

  private async push(): Promise<void> {
    if (!this.realtime.hasManagersHere()) return;
    this.realtime.toManagersHere('service.tutors.updated', await this.lists.all());
  }
}
