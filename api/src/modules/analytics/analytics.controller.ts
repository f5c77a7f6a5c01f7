import type { AnalyticsRangeQuery, SubjectLeaderboardQuery } from '@lantern/shared/contracts/analytics';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param } from '@nestjs/common';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { AnalyticsService } from './analytics.service.js';

@Controller()
export class AnalyticsController {
  constructor(@Inject(AnalyticsService) private readonly analytics: AnalyticsService) {}

  @Endpoint(routes.analyticsRiskLevels)
  riskLevels(@ValidQuery() query: AnalyticsRangeQuery) {
    return this.analytics.riskLevels(query);
  }

  @Endpoint(routes.analyticsTutorLoad)
  tutorLoad(@ValidQuery() query: AnalyticsRangeQuery) {
    return this.analytics.tutorLoad(query);
  }

  @Endpoint(routes.analyticsSubjectLeaderboard)
  subjectLeaderboard(@Param('id') id: number, @ValidQuery() query: SubjectLeaderboardQuery) {
    return this.analytics.subjectLeaderboard(id, query);
  }
}
