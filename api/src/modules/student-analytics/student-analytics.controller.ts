import type { SchoolStudentsQuery } from '@lantern/shared/contracts/school-students';
import type {
  StudentAnalyticsCsvQuery,
  StudentAnalyticsQuery,
} from '@lantern/shared/contracts/student-analytics';
import { routes } from '@lantern/shared/contracts/routes';
import {
  studentAnalyticsCsvHeader,
  studentAnalyticsCsvLines,
} from '@lantern/shared/domain/analytics/student-analytics-csv';
import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { sendPdf } from '../essays/essays.controller.js';
import { TeacherStudentsService } from '../teacher-area/teacher-students.service.js';
import { StudentAnalyticsService } from './student-analytics.service.js';

/** Waits for a slow reader to take what was written before writing more. */
const written = (response: Response, text: string) =>
  new Promise<void>((resolve, reject) => {
    if (response.destroyed) return reject(new Error('The reader went away'));
    if (response.write(text)) return resolve();
    response.once('drain', resolve);
    response.once('close', () => reject(new Error('The reader went away')));
  });

@Controller()
export class StudentAnalyticsController {
  constructor(
    @Inject(StudentAnalyticsService) private readonly analytics: StudentAnalyticsService,
    @Inject(TeacherStudentsService) private readonly studentPages: TeacherStudentsService,
  ) {}

  @Endpoint(routes.studentAnalyticsFilters)
  filters(@Auth() auth: AuthContext, @ValidQuery() query: { district_id?: number }) {
    return this.analytics.filters(auth, query.district_id);
  }

  @Endpoint(routes.studentAnalyticsCsv)
  async csv(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @ValidQuery() query: StudentAnalyticsCsvQuery,
    @Res() response: Response,
  ) {
    let started = false;
    try {
      await this.analytics.csv(auth, id, query, async (rows) => {
        if (!started) start();
        await written(response, studentAnalyticsCsvLines(rows));
      });
      if (!started) start();
      response.end();
    } catch (error) {
      // Refused before the first byte: the usual error answer. Broken off later: cut the stream, so
      // a partial file never looks whole.
      if (!started) throw error;
      response.destroy(error instanceof Error ? error : undefined);
    }
    function start() {
      started = true;
      response.status(200);
      response.setHeader(
        'Content-Disposition',
        `attachment; filename="lantern-students-${query.start_date}-${query.end_date}.csv"`,
      );
      response.write(studentAnalyticsCsvHeader());
    }
  }

  @Endpoint(routes.studentAnalytics)
  list(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: StudentAnalyticsQuery) {
    return this.analytics.list(auth, id, query);
  }

  @Endpoint(routes.schoolStudents)
  schoolStudents(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @ValidQuery() query: SchoolStudentsQuery,
  ) {
    return this.analytics.schoolStudents(auth, id, query);
  }

  @Endpoint(routes.districtStudents)
  districtStudents(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @ValidQuery() query: SchoolStudentsQuery,
  ) {
    return this.analytics.districtStudents(auth, id, query);
  }

  @Endpoint(routes.schoolStudentsAggregate)
  schoolAggregate(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.analytics.schoolAggregate(auth, id);
  }

  @Endpoint(routes.districtStudentsAggregate)
  districtAggregate(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.analytics.districtAggregate(auth, id);
  }

  @Endpoint(routes.leaderStudent)
  student(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.studentPages.detail(auth, id);
  }

  @Endpoint(routes.leaderStudentEssayPdf)
  async pdf(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('essayId') essayId: number,
    @Res() response: Response,
  ) {
    sendPdf(response, await this.studentPages.reviewedPdf(auth, id, essayId), 'inline');
  }
}
