import {
  type BreakDecisionsQuery,
  type BreakRequestsQuery,
  type ShiftSummaryQuery,
} from '@lantern/shared/contracts/breaks';
import { routes } from '@lantern/shared/contracts/routes';
import { CLIENT_APP_HEADER, clientAppSchema } from '@lantern/shared/contracts/schedules';
import { Controller, Headers, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { BreaksService } from './breaks.service.js';

/** The app is trail information, not input to any decision: an unknown value is recorded as none. */
const appOf = (header: string | undefined) => {
  const parsed = clientAppSchema.safeParse(header);
  return parsed.success ? parsed.data : null;
};

@Controller()
export class BreaksController {
  constructor(@Inject(BreaksService) private readonly breaks: BreaksService) {}

  @Endpoint(routes.breakRequests)
  requests(@ValidQuery() query: BreakRequestsQuery) {
    return this.breaks.requests(query);
  }

  @Endpoint(routes.approveBreakRequest)
  approve(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Headers(CLIENT_APP_HEADER) app: string | undefined,
  ) {
    return this.breaks.decide(auth, id, 'approve', appOf(app));
  }

  @Endpoint(routes.rejectBreakRequest)
  reject(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Headers(CLIENT_APP_HEADER) app: string | undefined,
  ) {
    return this.breaks.decide(auth, id, 'reject', appOf(app));
  }

  @Endpoint(routes.undoBreakDecision)
  undo(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Headers(CLIENT_APP_HEADER) app: string | undefined,
  ) {
    return this.breaks.undo(auth, id, appOf(app));
  }

  @Endpoint(routes.breakDecisions)
  decisions(@ValidQuery() query: BreakDecisionsQuery) {
    return this.breaks.decisions(query);
  }

  @Endpoint(routes.bioBreaks)
  bioBreaks() {
    return this.breaks.bioBreaks();
  }

  @Endpoint(routes.currentShiftSummary)
  summary(@ValidQuery() query: ShiftSummaryQuery) {
    return this.breaks.summary(query);
  }
}
