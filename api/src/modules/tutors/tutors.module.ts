import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { FilesModule } from '../files/files.module.js';
import { TutorsController } from './tutors.controller.js';
import { TutorsRepository } from './tutors.repository.js';
import { TutorsService } from './tutors.service.js';

/** The managers' tutors screens: list, one tutor, create (with sign-in credentials), edit, headshot. */
@Module({
  imports: [AuditModule, FilesModule],
  controllers: [TutorsController],
  providers: [TutorsRepository, TutorsService, PasswordHasher],
})
export class TutorsModule {}
