import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { StudentGroupsController } from './student-groups.controller.js';
import { StudentGroupsRepository } from './student-groups.repository.js';
import { StudentGroupsService } from './student-groups.service.js';

/**
 * Student groups of teachers, administrators, district managers and superusers, each of the
 * students their role reaches. The dashboard's group filter asks this module whose students a
 * group holds.
 */
@Module({
  imports: [AccessModule],
  controllers: [StudentGroupsController],
  providers: [StudentGroupsRepository, StudentGroupsService],
  exports: [StudentGroupsService],
})
export class StudentGroupsModule {}
