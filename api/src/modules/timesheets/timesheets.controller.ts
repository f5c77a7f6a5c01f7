import { routes } from '@lantern/shared/contracts/routes';
import { type TimesheetCorrection, type TimesheetQuery } from '@lantern/shared/contracts/timesheets';
import { timesheetCsv } from '@lantern/shared/domain/shifts/timesheet-csv';
import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { TimesheetsService } from './timesheets.service.js';

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

@Controller()
export class TimesheetsController {
  constructor(@Inject(TimesheetsService) private readonly timesheets: TimesheetsService) {}

  @Endpoint(routes.timesheet)
  timesheet(@Auth() auth: AuthContext, @ValidQuery() query: TimesheetQuery) {
    return this.timesheets.timesheet(auth, query);
  }

  @Endpoint(routes.timesheetCsv)
  async csv(
    @Auth() auth: AuthContext,
    @ValidQuery() query: TimesheetQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const sheet = await this.timesheets.timesheet(auth, query);
    // The last day the period covers, as people name a pay period.
    const name = `timesheet-${sheet.tutor_id}-${day(sheet.from)}-${day(sheet.to - 1)}.csv`;
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    return timesheetCsv(sheet.rows);
  }

  @Endpoint(routes.correctTimesheet)
  correct(@Auth() auth: AuthContext, @ValidBody() body: TimesheetCorrection) {
    return this.timesheets.correct(auth, body);
  }
}
