import { routes } from '@lantern/shared/contracts/routes';
import type { EssayQueueQuery } from '@lantern/shared/contracts/service';
import { Controller, Inject } from '@nestjs/common';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { EssayQueueViewService } from './essay-queue-view.service.js';
import { ServiceSummaryService } from './service-summary.service.js';

@Controller()
export class ServiceController {
  constructor(
    @Inject(ServiceSummaryService) private readonly summaries: ServiceSummaryService,
    @Inject(EssayQueueViewService) private readonly essays: EssayQueueViewService,
  ) {}

  @Endpoint(routes.serviceSummary)
  summary() {
    return this.summaries.summary();
  }

  @Endpoint(routes.serviceEssays)
  essayQueue(@ValidQuery() query: EssayQueueQuery) {
    return this.essays.page(query);
  }

  @Endpoint(routes.serviceEssayStatistics)
  essayStatistics() {
    return this.essays.statistics();
  }
}
