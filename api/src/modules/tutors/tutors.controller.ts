import { routes } from '@lantern/shared/contracts/routes';
import {
  type CreateTutor,
  HEADSHOT_MAX_BYTES,
  type TutorListQuery,
  type UpdateTutor,
} from '@lantern/shared/contracts/tutors-admin';
import type { MultipartLimits } from '@lantern/shared/domain/files/multipart-limits';
import { Controller, Inject, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody, ValidQuery } from '../../platform/http/endpoint.decorator.js';
import { multipartOptions, UploadBounds } from '../files/multipart-bounds.js';
import { TutorsService } from './tutors.service.js';

// One byte past the limit is enough to know the picture is too large; no field is needed.
const HEADSHOT_LIMITS: MultipartLimits = {
  files: 1,
  fileSize: HEADSHOT_MAX_BYTES + 1,
  fields: 2,
  fieldSize: 256,
};

@Controller()
export class TutorsController {
  constructor(@Inject(TutorsService) private readonly tutors: TutorsService) {}

  @Endpoint(routes.tutors)
  list(@ValidQuery() query: TutorListQuery) {
    return this.tutors.list(query);
  }

  @Endpoint(routes.tutor)
  one(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.tutors.one(auth, id);
  }

  @Endpoint(routes.createTutor)
  create(@Auth() auth: AuthContext, @ValidBody() body: CreateTutor) {
    return this.tutors.create(auth, body);
  }

  @Endpoint(routes.updateTutor)
  update(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: UpdateTutor) {
    return this.tutors.update(auth, id, body);
  }

  @Endpoint(routes.tutorHeadshot)
  @UseInterceptors(UploadBounds(HEADSHOT_LIMITS), FileInterceptor('file', multipartOptions(HEADSHOT_LIMITS)))
  headshot(
    @Auth() auth: AuthContext,
    @Param('id') id: number,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ) {
    return this.tutors.setHeadshot(auth, id, file?.buffer);
  }

  @Endpoint(routes.ownHeadshot)
  ownHeadshot(@Auth() auth: AuthContext) {
    return this.tutors.ownHeadshot(auth);
  }

  @Endpoint(routes.uploadOwnHeadshot)
  @UseInterceptors(UploadBounds(HEADSHOT_LIMITS), FileInterceptor('file', multipartOptions(HEADSHOT_LIMITS)))
  uploadOwnHeadshot(@Auth() auth: AuthContext, @UploadedFile() file: { buffer: Buffer } | undefined) {
    return this.tutors.setOwnHeadshot(auth, file?.buffer);
  }
}
