import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AccountModule } from '../account/account.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { FilesModule } from '../files/files.module.js';
import { TutorsController } from './tutors.controller.js';
import { TutorsRepository } from './tutors.repository.js';
import { TutorsService } from './tutors.service.js';

/** The managers' tutors screens: list, one tutor, create (with a password or a set-password link), edit, headshot. */
@Module({
  // The one PasswordHasher (AuthModule's): hashing settings and the sign-in tests' watch agree.
  imports: [AccessModule, AccountModule, AuditModule, AuthModule, FilesModule],
  controllers: [TutorsController],
  providers: [TutorsRepository, TutorsService],
})
export class TutorsModule {}
