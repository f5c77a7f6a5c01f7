import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountCompletionService } from './account-completion.service.js';
import { LearnerProfileController } from './learner-profile.controller.js';
import { LearnerProfileRepository } from './learner-profile.repository.js';
import { LearnerProfileService } from './learner-profile.service.js';

/** Onboarding's learner profile and its reset by staff; the account steps a student completes first. */
@Module({
  imports: [AccessModule, AuditModule, AuthModule, UsersModule],
  controllers: [LearnerProfileController],
  providers: [LearnerProfileRepository, LearnerProfileService, AccountCompletionService],
})
export class LearnerProfileModule {}
