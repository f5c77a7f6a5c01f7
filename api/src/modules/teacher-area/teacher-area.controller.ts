import type { TeacherActivityQuery } from '@lantern/shared/contracts/teacher-activity';
import type { TeacherStudentsQuery } from '@lantern/shared/contracts/teacher-students';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { sendPdf } from '../essays/essays.controller.js';
import { TeacherActivityService } from './teacher-activity.service.js';
import { TeacherStudentsService } from './teacher-students.service.js';

@Controller()
export class TeacherAreaController {
  constructor(
    @Inject(TeacherStudentsService) private readonly students: TeacherStudentsService,
    @Inject(TeacherActivityService) private readonly activity: TeacherActivityService,
  ) {}

  // Before `/teacher/students/:id`, which would otherwise take "never-used" for an id.
  @Endpoint(routes.teacherNeverUsed)
  neverUsed(@Auth() auth: AuthContext) {
    return this.activity.neverUsed(auth);
  }

  @Endpoint(routes.nudgeStudent)
  nudge(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.activity.nudge(auth, id);
  }

  @Endpoint(routes.teacherActivity)
  usage(@Auth() auth: AuthContext, @ValidQuery() query: TeacherActivityQuery) {
    return this.activity.activity(auth, query);
  }

  @Endpoint(routes.teacherStudents)
  list(@Auth() auth: AuthContext, @ValidQuery() query: TeacherStudentsQuery) {
    return this.students.list(auth, query);
  }

  @Endpoint(routes.teacherStudent)
  one(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.students.detail(auth, id);
  }

  @Endpoint(routes.teacherStudentEssayPdf)
  async pdf(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @Param('essayId') essayId: number,
    @Res() response: Response,
  ) {
    sendPdf(response, await this.students.reviewedPdf(auth, id, essayId), 'inline');
  }
}
