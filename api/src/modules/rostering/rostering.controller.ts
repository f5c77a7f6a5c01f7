import { routes } from '@lantern/shared/contracts/routes';
import { ROSTER_IMPORT_LIMITS } from '@lantern/shared/domain/files/multipart-limits';
import { Controller, HttpCode, Inject, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint } from '../../platform/http/endpoint.decorator.js';
import { ValidationFailed } from '../../platform/http/app-error.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { multipartOptions, UploadBounds } from '../files/multipart-bounds.js';
import { RosteringService } from './rostering.service.js';

@Controller()
export class RosteringController {
  constructor(@Inject(RosteringService) private readonly rostering: RosteringService) {}

  @Endpoint(routes.rosterImports)
  list() {
    return this.rostering.list();
  }

  @Endpoint(routes.uploadRosterImport)
  @RateLimit('upload')
  // One ZIP held in memory up to the roster limit; a bigger one, or a body past it, is a 413 unread.
  @UseInterceptors(
    UploadBounds(ROSTER_IMPORT_LIMITS),
    FileInterceptor('file', multipartOptions(ROSTER_IMPORT_LIMITS)),
  )
  upload(
    @Auth() auth: AuthContext,
    @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined,
  ) {
    if (!file)
      throw new ValidationFailed([
        { field: 'file', rule: 'required', message: 'file: choose the ZIP of the OneRoster export' },
      ]);
    return this.rostering.upload(auth, { bytes: file.buffer, name: file.originalname });
  }

  @Endpoint(routes.rosterImport)
  get(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.rostering.get(auth, id);
  }

  @Endpoint(routes.rosterImportStatus)
  status(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.rostering.status(auth, id);
  }

  @Endpoint(routes.applyRosterImport)
  // Answered before the apply runs: the status says where it stands.
  @HttpCode(202)
  apply(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.rostering.apply(auth, id);
  }
}
