import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { OidcClients } from './oidc-clients.js';
import { SsoAccountsRepository } from './sso-accounts.repository.js';
import { SsoController } from './sso.controller.js';
import { SsoFlows } from './sso-flow.service.js';
import { SsoService } from './sso.service.js';
import { SsoSignIn } from './sso-sign-in.service.js';

/** Signing in with a school's identity provider (OpenID Connect), and linking accounts there. */
@Module({
  imports: [AuthModule, AuditModule],
  controllers: [SsoController],
  providers: [OidcClients, SsoFlows, SsoSignIn, SsoAccountsRepository, SsoService],
})
export class SsoModule {}
