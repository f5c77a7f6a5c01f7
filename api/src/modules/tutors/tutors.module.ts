import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { TutorsController } from './tutors.controller.js';
import { TutorsRepository } from './tutors.repository.js';
import { TutorsService } from './tutors.service.js';

/** The managers' tutors screens: list, one tutor, create (with sign-in credentials), edit, headshot. */
@Module({
  // The one PasswordHasher (AuthModule's): hashing settings and the sign-in tests' watch agree.
  imports: [AccessModule, AuditModule, AuthModule, FilesModule],
  controllers: [TutorsController],
  providers: [TutorsRepository, TutorsService],
})
export class TutorsModule {}
