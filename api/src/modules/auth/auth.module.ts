import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { PasswordChecks } from './password-checks.js';
import { PasswordHasher } from './password-hasher.js';
import { RefreshTokenRotation } from './refresh-token-rotation.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';
import { TokensModule } from './tokens.module.js';

@Module({
  imports: [UsersModule, AuditModule, RealtimeModule, TokensModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    LoginRateLimiter,
    PasswordHasher,
    PasswordChecks,
    RefreshTokensRepository,
    RefreshTokenRotation,
    AuthGuard,
    // The same instance checks the hot lane's requests (create-app.ts).
    { provide: APP_GUARD, useExisting: AuthGuard },
  ],
  exports: [PasswordHasher, AuthService, LoginRateLimiter],
})
export class AuthModule {}
