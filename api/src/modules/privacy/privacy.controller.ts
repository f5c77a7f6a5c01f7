import type { RequestPrivacyDeletion } from '@lantern/shared/contracts/privacy';
import type { RetentionPeriods } from '@lantern/shared/domain/privacy/retention';
import { routes } from '@lantern/shared/contracts/routes';
import { Controller, HttpCode, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Auth, type AuthContext } from '../../platform/auth/auth-context.js';
import { Endpoint, ValidBody } from '../../platform/http/endpoint.decorator.js';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator.js';
import { sendPdf } from '../essays/essays.controller.js';
import { PrivacyExport } from './privacy-export.js';
import { PrivacyRecordsService } from './privacy-records.service.js';
import { PrivacyService } from './privacy.service.js';

@Controller()
export class PrivacyController {
  constructor(
    @Inject(PrivacyService) private readonly privacy: PrivacyService,
    @Inject(PrivacyExport) private readonly exports: PrivacyExport,
    @Inject(PrivacyRecordsService) private readonly records: PrivacyRecordsService,
  ) {}

  @Endpoint(routes.privacyDeletions)
  list(@Auth() auth: AuthContext) {
    return this.privacy.list(auth);
  }

  @Endpoint(routes.requestPrivacyDeletion)
  // Answered before the deletion runs: the request says where it stands.
  @HttpCode(202)
  request(@Auth() auth: AuthContext, @ValidBody() body: RequestPrivacyDeletion) {
    return this.privacy.request(auth, body);
  }

  @Endpoint(routes.privacyDeletion)
  get(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.privacy.get(auth, id);
  }

  @Endpoint(routes.privacyDeletionCertificate)
  @RateLimit('download')
  async certificate(@Auth() auth: AuthContext, @Param('id') id: number, @Res() response: Response) {
    sendPdf(response, await this.privacy.certificate(auth, id), 'attachment');
  }

  @Endpoint(routes.studentDataExport)
  @RateLimit('download')
  async export(@Auth() auth: AuthContext, @Param('id') id: number, @Res() response: Response) {
    await this.exports.send(auth, id, response);
  }

  @Endpoint(routes.studentAccessLog)
  accessLog(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.records.accessLog(auth, id);
  }

  @Endpoint(routes.districtRetention)
  retention(@Auth() auth: AuthContext, @Param('id') id: number) {
    return this.records.retention(auth, id);
  }

  @Endpoint(routes.updateDistrictRetention)
  setRetention(@Auth() auth: AuthContext, @Param('id') id: number, @ValidBody() body: RetentionPeriods) {
    return this.records.setRetention(auth, id, body);
  }
}
