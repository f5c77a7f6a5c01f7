import { Module } from '@nestjs/common';
import { NotificationListener } from '../../platform/database/notification-listener.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { EssayQueueViewRepository } from './essay-queue-view.repository.js';
import { EssayQueueViewService } from './essay-queue-view.service.js';
import { ServiceCoverageFeed } from './service-coverage.feed.js';
import { ServiceCoverageRepository } from './service-coverage.repository.js';
import { ServiceCoverageService } from './service-coverage.service.js';
import { ServiceSummaryFeed } from './service-summary.feed.js';
import { ServiceSummaryRepository } from './service-summary.repository.js';
import { ServiceSummaryService } from './service-summary.service.js';
import { ServiceTutorsFeed } from './service-tutors.feed.js';
import { ServiceTutorsRepository } from './service-tutors.repository.js';
import { ServiceTutorsService } from './service-tutors.service.js';
import { ServiceController } from './service.controller.js';

/**
 * The platform managers' view of the service: the summary and its people lists (live), the essays
 * queue, and the action center's coverage (live).
 */
@Module({
  imports: [RealtimeModule],
  controllers: [ServiceController],
  providers: [
    NotificationListener,
    ServiceSummaryRepository,
    ServiceSummaryService,
    ServiceSummaryFeed,
    EssayQueueViewRepository,
    EssayQueueViewService,
    ServiceTutorsRepository,
    ServiceTutorsService,
    ServiceTutorsFeed,
    ServiceCoverageRepository,
    ServiceCoverageService,
    ServiceCoverageFeed,
  ],
})
export class ServiceModule {}
