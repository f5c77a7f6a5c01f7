import { SignInsModule } from '../auth/sign-ins-ending.js';
import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module.js';
import { AccessModule } from '../access/access.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './account.controller.js';
import { AccountLimits } from './account-limits.js';
import { AccountLinks } from './account-links.js';
import { AccountService } from './account.service.js';
import { PasswordLinks } from './password-links.service.js';

/**
 * A person's password and e-mail address: reset by e-mail, change in settings, staff's
 * set-password links, e-mail changes confirmed from the new mailbox.
 */
@Module({
  imports: [
    AuthModule,
    SignInsModule,
    UsersModule,
    AccessModule,
    AuditModule,
    RealtimeModule,
    MailModule,
    JobsModule,
  ],
  controllers: [AccountController],
  providers: [AccountService, PasswordLinks, AccountLinks, AccountLimits],
  exports: [PasswordLinks],
})
export class AccountModule {}
