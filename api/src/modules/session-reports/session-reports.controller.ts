import { routes } from '@lantern/shared/contracts/routes';
import type {
  CreateIncident,
  CreateSessionFeedbackReport,
  IncidentsQuery,
  SessionFeedbackReportsQuery,
  UpdateIncident,
} from '@lantern/shared/contracts/session-reports';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { SessionReportsService } from './session-reports.service.js';

@Controller()
export class SessionReportsController {
  constructor(@Inject(SessionReportsService) private readonly reports: SessionReportsService) {}

  @Endpoint(routes.sessionFeedbackReports)
  list(@ValidQuery() query: SessionFeedbackReportsQuery) {
    return this.reports.reports(query);
  }

  @Endpoint(routes.sessionFeedbackReport)
  one(@Param('id') id: number) {
    return this.reports.report(id);
  }

  @Endpoint(routes.createSessionFeedbackReport)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateSessionFeedbackReport) {
    return this.reports.create(auth, body);
  }

  @Endpoint(routes.incidents)
  incidents(@ValidQuery() query: IncidentsQuery) {
    return this.reports.incidents(query);
  }

  @Endpoint(routes.createIncident)
  createIncident(@Auth() auth: AuthContext, @ValidBody() body: CreateIncident) {
    return this.reports.createIncident(auth, body);
  }

  @Endpoint(routes.updateIncident)
  updateIncident(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateIncident) {
    return this.reports.updateIncident(auth, id, body);
  }
}
