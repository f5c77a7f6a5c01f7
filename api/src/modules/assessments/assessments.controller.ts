import type { SaveAssessmentStep } from '@lantern/shared/contracts/assessments';
import { routes } from '@lantern/shared/contracts/routes';
import type { StudentPageQuery } from '@lantern/shared/contracts/session-records';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { AssessmentsService } from './assessments.service.js';

@Controller()
export class AssessmentsController {
  constructor(@Inject(AssessmentsService) private readonly assessments: AssessmentsService) {}

  @Endpoint(routes.sessionAssessment)
  forSession(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.assessments.forSession(auth, id);
  }

  @Endpoint(routes.saveAssessmentStep)
  save(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: SaveAssessmentStep) {
    return this.assessments.saveStep(auth, id, body);
  }

  @Endpoint(routes.incompleteAssessments)
  incomplete(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.assessments.incomplete(auth, id);
  }

  @Endpoint(routes.studentAssessments)
  ofStudent(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: StudentPageQuery) {
    return this.assessments.ofStudent(auth, id, query.page);
  }

  @Endpoint(routes.recognitions)
  recognitions(@Auth() auth: AuthContext) {
    return this.assessments.recognitions(auth);
  }
}
