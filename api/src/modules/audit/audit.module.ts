import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditService } from './audit.service.js';
import { ViewAsTrail } from './view-as-trail.js';

@Module({
  providers: [AuditService, { provide: APP_INTERCEPTOR, useClass: ViewAsTrail }],
  exports: [AuditService],
})
export class AuditModule {}
