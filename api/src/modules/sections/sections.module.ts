import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { SectionsController } from './sections.controller.js';
import { SectionsRepository } from './sections.repository.js';
import { SectionsService } from './sections.service.js';

/**
 * Sections made and changed by hand (superusers), beside the ones rosters write, and read by the
 * staff who reach them and by the students in them. Every change on the customers' audit trail.
 */
@Module({
  imports: [AccessModule, AuditModule],
  controllers: [SectionsController],
  providers: [SectionsRepository, SectionsService],
})
export class SectionsModule {}
