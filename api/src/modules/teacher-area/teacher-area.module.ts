import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { FilesModule } from '../files/files.module.js';
import { StudentGroupsRepository } from './student-groups.repository.js';
import { StudentGroupsService } from './student-groups.service.js';
import { TeacherAreaController } from './teacher-area.controller.js';
import { TeacherStudentsRepository } from './teacher-students.repository.js';
import { TeacherStudentsService } from './teacher-students.service.js';

/** The teacher's area beyond the dashboard: their students across their sections, and student groups. */
@Module({
  imports: [AccessModule, FilesModule],
  controllers: [TeacherAreaController],
  providers: [
    TeacherStudentsRepository,
    TeacherStudentsService,
    StudentGroupsRepository,
    StudentGroupsService,
  ],
})
export class TeacherAreaModule {}
