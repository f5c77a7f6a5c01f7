import { routes } from '@lantern/shared/contracts/routes';
import type { StudentPageQuery } from '@lantern/shared/contracts/session-records';
import type { CreateTutorComment, UpdateTutorComment } from '@lantern/shared/contracts/tutor-comments';
import { Controller, Inject, Param } from '@nestjs/common';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { TutorCommentsService } from './tutor-comments.service.js';

@Controller()
export class TutorCommentsController {
  constructor(@Inject(TutorCommentsService) private readonly comments: TutorCommentsService) {}

  @Endpoint(routes.createTutorComment)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateTutorComment) {
    return this.comments.create(auth, body);
  }

  @Endpoint(routes.updateTutorComment)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateTutorComment) {
    return this.comments.update(auth, id, body);
  }

  @Endpoint(routes.studentTutorComments)
  ofStudent(@Auth() auth: AuthContext, @Param('id') id: number, @ValidQuery() query: StudentPageQuery) {
    return this.comments.ofStudent(auth, id, query.page);
  }
}
