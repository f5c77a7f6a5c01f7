import { routes } from '@lantern/shared/contracts/routes';
import type { EssayQueueQuery } from '@lantern/shared/contracts/service';
import { Controller, Inject } from '@nestjs/common';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { EssayQueueViewService } from './essay-queue-view.service.js';
import { ServiceCoverageService } from './service-coverage.service.js';
import { ServiceSummaryService } from './service-summary.service.js';
import { ServiceTutorsService } from './service-tutors.service.js';

@Controller()
export class ServiceController {
  constructor(
    @Inject(ServiceSummaryService) private readonly summaries: ServiceSummaryService,
    @Inject(EssayQueueViewService) private readonly essays: EssayQueueViewService,
    @Inject(ServiceTutorsService) private readonly people: ServiceTutorsService,
    @Inject(ServiceCoverageService) private readonly coverage: ServiceCoverageService,
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

  @Endpoint(routes.serviceLiveTutors)
  liveTutors() {
    return this.people.live();
  }

  @Endpoint(routes.serviceUpcomingTutors)
  upcomingTutors() {
    return this.people.upcoming();
  }

  @Endpoint(routes.serviceEssayTutors)
  essayTutors() {
    return this.people.essay();
  }

  @Endpoint(routes.serviceTutorManagers)
  tutorManagers() {
    return this.people.managers();
  }

  @Endpoint(routes.serviceCoverage)
  coverageNow() {
    return this.coverage.coverage();
  }
}
