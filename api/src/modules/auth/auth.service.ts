import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  ImpersonateRequest,
  LoginRequest,
  LoginResponse,
  SessionTokens,
} from '@lantern/shared/contracts/auth';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { RoleName } from '@lantern/shared/contracts/roles';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { UsersService } from '../users/users.service.js';
import { AccessTokenService } from './access-token.service.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { DUMMY_HASH, PasswordHasher } from './password-hasher.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';
import { type Acting, usableRoles } from './usable-roles.js';

/** Two tabs refreshing with the same cookie at once is normal; a replay after this is theft. */
const ROTATION_GRACE_SECONDS = 10;

export interface IssuedSession {
  body: LoginResponse;
  refreshToken: string;
}

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(UsersRepository) private readonly usersRepository: UsersRepository,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(RefreshTokensRepository) private readonly refreshTokens: RefreshTokensRepository,
    @Inject(AccessTokenService) private readonly accessTokens: AccessTokenService,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(LoginRateLimiter) private readonly limiter: LoginRateLimiter,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async login(input: LoginRequest, ip: string): Promise<IssuedSession> {
    await this.limiter.assertAllowed(input.username, ip);
    const user = await this.usersRepository.findForLogin(input.username);
    const passwordOk = await this.hasher.verify(user?.passwordHash ?? DUMMY_HASH, input.password);
    if (!user || !passwordOk) {
      await this.limiter.recordFailure(input.username, ip);
      this.audit.record({
        action: 'auth.login.failed',
        actorUserId: user?.id ?? null,
        ip,
        details: { username: input.username },
      });
      await this.em.flush();
      throw new AppError(401, ErrorCode.loginWrongCredentials, 'Your username or password is incorrect.');
    }
    await this.limiter.reset(input.username, ip);
    this.assertMayUseAccount(user);
    const roles = usableRoles(user.roles);
    if (roles.length === 0) {
      throw user.roles.includes('affiliate')
        ? new AppError(403, ErrorCode.affiliateUnsupported, 'Lantern no longer supports affiliate accounts')
        : new AppError(403, ErrorCode.loginGeneric, 'We could not sign you in. Please try again.');
    }
    const role = roles.includes(user.currentRole as RoleName) ? (user.currentRole as RoleName) : roles[0]!;
    const familyId = randomUUID();
    const { token: refreshToken } = this.createRefreshToken({ familyId, user, role, impersonator: null });
    this.audit.record({
      action: 'auth.login.succeeded',
      actorUserId: user.id,
      actingAsUserId: user.id,
      actingAsRole: role,
      ip,
    });
    await this.em.flush();
    return {
      body: await this.sessionBody({ userId: user.id, role, roles, familyId, impersonator: null }),
      refreshToken,
    };
  }

  async refresh(
    presented: string | undefined,
  ): Promise<{ tokens: SessionTokens; refreshToken: string | null }> {
    if (!presented) throw new AppError(401, ErrorCode.refreshTokenMissing, 'No refresh token');
    const row = await this.refreshTokens.findByHash(sha256(presented));
    const now = this.clock.date();
    if (!row || row.revokedAt || row.expiresAt <= now)
      throw new AppError(401, ErrorCode.invalidToken, 'This sign-in has ended');
    if (row.rotatedAt) {
      if (this.clock.now() - Math.floor(row.rotatedAt.getTime() / 1000) <= ROTATION_GRACE_SECONDS) {
        return { tokens: await this.tokensFor(row), refreshToken: null };
      }
      await this.endFamily(row.familyId, row.user.id, 'reuse_detected');
      throw new AppError(
        401,
        ErrorCode.refreshTokenReused,
        'This sign-in was ended for your safety. Please sign in again.',
      );
    }
    this.assertMayUseAccount(row.user);
    if (!(await this.refreshTokens.claimForRotation(row.id, now))) return this.refresh(presented);
    const { token: refreshToken } = this.createRefreshToken({
      familyId: row.familyId,
      user: row.user,
      role: row.actingRole as RoleName,
      impersonator: row.impersonator
        ? { user: row.impersonator, role: row.impersonatorRole as RoleName }
        : null,
    });
    await this.em.flush();
    return { tokens: await this.tokensFor(row), refreshToken };
  }

  async logout(presented: string | undefined, auth: AuthContext | null): Promise<void> {
    const row = presented ? await this.refreshTokens.findByHash(sha256(presented)) : null;
    const familyId = row?.familyId ?? auth?.familyId;
    const userId = row?.impersonator?.id ?? row?.user.id ?? auth?.impersonator?.userId ?? auth?.userId;
    if (familyId && userId) await this.endFamily(familyId, userId, 'logout');
  }

  async switchRole(auth: AuthContext, role: RoleName, presented: string | undefined): Promise<IssuedSession> {
    if (auth.impersonator) throw new AppError(409, ErrorCode.conflict, 'Stop viewing as another role first');
    const user = await this.users.load(auth.userId);
    const roles = usableRoles(user.roles);
    if (!roles.includes(role)) throw new AppError(403, ErrorCode.roleNotHeld, 'You do not hold this role');
    user.currentRole = role;
    this.audit.recordFor(auth, 'auth.role.switched', { from: auth.role, to: role });
    return this.reissue(
      auth.familyId,
      user,
      { userId: user.id, role, roles, familyId: auth.familyId, impersonator: null },
      presented,
    );
  }

  async impersonate(
    auth: AuthContext,
    input: ImpersonateRequest,
    presented: string | undefined,
  ): Promise<IssuedSession> {
    if (auth.impersonator) throw new AppError(409, ErrorCode.conflict, 'Stop viewing as another role first');
    if (input.role === 'affiliate')
      throw new AppError(
        403,
        ErrorCode.affiliateUnsupported,
        'Lantern no longer supports affiliate accounts',
      );
    const self = await this.users.load(auth.userId);
    let target: User = self;
    if (input.user_id !== undefined && input.user_id !== self.id) {
      if (auth.role !== 'superuser')
        throw new AppError(403, ErrorCode.forbidden, 'Only superusers can view as another person');
      target = await this.users.load(input.user_id);
      if (!target.roles.includes(input.role) || target.roles.includes('superuser')) {
        throw new AppError(403, ErrorCode.forbidden, 'You cannot view as this person in this role');
      }
    } else if (!self.roles.includes(input.role) || input.role === auth.role) {
      throw new AppError(403, ErrorCode.roleNotHeld, 'You can only view as another role you hold');
    }
    const context: AuthContext = {
      userId: target.id,
      role: input.role,
      roles: usableRoles(target.roles),
      familyId: auth.familyId,
      impersonator: { userId: self.id, role: auth.role },
    };
    this.audit.record({
      action: 'auth.impersonation.started',
      actorUserId: self.id,
      actingAsUserId: target.id,
      actingAsRole: input.role,
    });
    return this.reissue(auth.familyId, target, context, presented, self);
  }

  async stopImpersonation(auth: AuthContext, presented: string | undefined): Promise<IssuedSession> {
    if (!auth.impersonator) throw new AppError(409, ErrorCode.conflict, 'You are not viewing as anyone');
    const self = await this.users.load(auth.impersonator.userId);
    const role = auth.impersonator.role;
    this.audit.record({
      action: 'auth.impersonation.stopped',
      actorUserId: self.id,
      actingAsUserId: auth.userId,
      actingAsRole: auth.role,
    });
    return this.reissue(
      auth.familyId,
      self,
      { userId: self.id, role, roles: usableRoles(self.roles), familyId: auth.familyId, impersonator: null },
      presented,
    );
  }

  /** A new identity or role within the same sign-in: one fresh refresh token, the others retired. */
  private async reissue(
    familyId: string,
    user: User,
    context: AuthContext,
    presented: string | undefined,
    impersonator?: User,
  ): Promise<IssuedSession> {
    const current = presented ? await this.refreshTokens.findByHash(sha256(presented)) : null;
    if (presented && (!current || current.familyId !== familyId))
      throw new AppError(401, ErrorCode.invalidToken, 'This sign-in has ended');
    const fresh = this.createRefreshToken({
      familyId,
      user,
      role: context.role,
      impersonator:
        impersonator && context.impersonator ? { user: impersonator, role: context.impersonator.role } : null,
    });
    await this.em.flush();
    await this.refreshTokens.retireFamilyExcept(familyId, fresh.id, this.clock.date());
    return { body: await this.sessionBody(context), refreshToken: fresh.token };
  }

  private assertMayUseAccount(user: User) {
    if (user.suspendedAt && user.suspendedAt <= this.clock.date()) {
      throw new AppError(
        403,
        ErrorCode.loginSuspended,
        'Your account has been suspended for violating the code of conduct.',
      );
    }
    if (user.expiresAt && user.expiresAt <= this.clock.date()) {
      throw new AppError(
        403,
        ErrorCode.loginExpired,
        'Your account has expired. Please contact your school admin.',
      );
    }
  }

  private async endFamily(familyId: string, actorUserId: number, reason: 'logout' | 'reuse_detected') {
    await this.refreshTokens.revokeFamily(familyId, this.clock.date(), reason);
    this.audit.record({
      action: reason === 'logout' ? 'auth.logout' : 'auth.refresh.reuse_detected',
      actorUserId,
      details: { familyId },
    });
    await this.em.flush();
    this.realtime.endSignIn(familyId, reason);
  }

  private createRefreshToken(input: {
    familyId: string;
    user: User;
    role: RoleName;
    impersonator: Acting | null;
  }): { token: string; id: string } {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const now = this.clock.date();
    this.em.create(RefreshToken, {
      id,
      familyId: input.familyId,
      tokenHash: sha256(token),
      user: input.user,
      actingRole: input.role,
      impersonator: input.impersonator?.user ?? null,
      impersonatorRole: input.impersonator?.role ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.refreshTokenTtl * 1000),
    });
    return { token, id };
  }

  private async tokensFor(row: RefreshToken): Promise<SessionTokens> {
    return this.issueAccess({
      userId: row.user.id,
      role: row.actingRole as RoleName,
      roles: usableRoles(row.user.roles),
      familyId: row.familyId,
      impersonator: row.impersonator
        ? { userId: row.impersonator.id, role: row.impersonatorRole as RoleName }
        : null,
    });
  }

  private async issueAccess(context: AuthContext): Promise<SessionTokens> {
    return {
      access_token: await this.accessTokens.sign(context),
      token_type: 'Bearer',
      expires_in: this.accessTokens.ttlSeconds,
    };
  }

  private async sessionBody(context: AuthContext): Promise<LoginResponse> {
    return { ...(await this.issueAccess(context)), user: await this.users.currentUser(context) };
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
