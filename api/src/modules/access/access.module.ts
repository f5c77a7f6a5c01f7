import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AccessRepository } from './access.repository.js';
import { AccessService } from './access.service.js';
import { StudentReads } from './student-reads.js';

/** Object access for every module: depends on nothing but the audit trail, so anything may import it. */
@Module({
  imports: [AuditModule],
  providers: [AccessRepository, AccessService, StudentReads],
  exports: [AccessService, StudentReads],
})
export class AccessModule {}
