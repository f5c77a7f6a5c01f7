import { randomUUID } from 'node:crypto';
import type {
  ImpersonateRequest,
  LoginRequest,
  LoginResponse,
  SessionTokens,
} from '@lantern/shared/contracts/auth';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { RoleName } from '@lantern/shared/contracts/roles';
import { mayViewAs, type ViewAsRefusal } from '@lantern/shared/domain/roles/view-as-permission';
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
import { assertMayUseAccount } from './account-usability.js';
import { type LoginAccount, LoginRateLimiter } from './login-rate-limiter.js';
import { PasswordChecks } from './password-checks.js';
import { RefreshTokenRotation } from './refresh-token-rotation.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';
import { type Acting, usableRoles } from './usable-roles.js';

const VIEW_AS_REFUSALS: Record<ViewAsRefusal, () => AppError> = {
  'stop-viewing-first': () => new AppError(409, ErrorCode.conflict, 'Stop viewing as another role first'),
  'affiliate-unsupported': () =>
    new AppError(403, ErrorCode.affiliateUnsupported, 'Lantern no longer supports affiliate accounts'),
  'superuser-only': () =>
    new AppError(403, ErrorCode.forbidden, 'Only superusers can view as another person'),
  'target-not-viewable': () =>
    new AppError(403, ErrorCode.forbidden, 'You cannot view as this person in this role'),
  'role-not-held': () =>
    new AppError(403, ErrorCode.roleNotHeld, 'You can only view as another role you hold'),
};

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
    @Inject(RefreshTokenRotation) private readonly rotation: RefreshTokenRotation,
    @Inject(PasswordChecks) private readonly passwords: PasswordChecks,
    @Inject(LoginRateLimiter) private readonly limiter: LoginRateLimiter,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async login(input: LoginRequest, ip: string): Promise<IssuedSession> {
    await this.limiter.takeAttempt();
    const user = await this.usersRepository.findForLogin(input.username);
    const account: LoginAccount = user ? { userId: user.id } : { name: input.username };
    await this.limiter.takeAccountAttempt(account, ip);
    let passwordOk: boolean;
    try {
      passwordOk = await this.passwords.verify(user?.passwordHash ?? null, input.password);
    } catch (error) {
      await this.limiter.notChecked(account, ip);
      throw error;
    }
    if (!user || !passwordOk) {
      this.audit.record({
        action: 'auth.login.failed',
        actorUserId: user?.id ?? null,
        ip,
        details: { username: input.username },
      });
      await this.em.flush();
      await this.limiter.failed(ip);
      throw new AppError(401, ErrorCode.loginWrongCredentials, 'Your username or password is incorrect.');
    }
    await this.limiter.succeeded(account, ip);
    return this.signInVerified(user, ip, { method: 'password' });
  }

  /**
   * A new sign-in for a person whose identity is already proven (a password above, or an identity
   * provider's): the same account checks, session family, refresh token and audit trail for every way in.
   */
  async signInVerified(
    user: User,
    ip: string,
    details: Record<string, unknown>,
    clientId: string | null = null,
  ): Promise<IssuedSession> {
    assertMayUseAccount(user, this.clock.date());
    const roles = usableRoles(user.roles);
    if (roles.length === 0) {
      throw user.roles.includes('affiliate')
        ? new AppError(403, ErrorCode.affiliateUnsupported, 'Lantern no longer supports affiliate accounts')
        : new AppError(403, ErrorCode.loginGeneric, 'We could not sign you in. Please try again.');
    }
    const role = roles.includes(user.currentRole as RoleName) ? (user.currentRole as RoleName) : roles[0]!;
    const familyId = randomUUID();
    const { token: refreshToken } = this.rotation.mint({
      familyId,
      generation: 0,
      user,
      role,
      impersonator: null,
      clientId,
    });
    this.audit.record({
      action: 'auth.login.succeeded',
      actorUserId: user.id,
      actingAsUserId: user.id,
      actingAsRole: role,
      ip,
      details,
    });
    await this.em.flush();
    return {
      body: await this.sessionBody({
        userId: user.id,
        role,
        roles,
        familyId,
        generation: 0,
        impersonator: null,
      }),
      refreshToken,
    };
  }

  /** Renews a sign-in from its refresh token, rotating it (see RefreshTokenRotation). */
  refresh(
    presented: string | undefined,
    clientId: string | null = null,
  ): Promise<{ tokens: SessionTokens; refreshToken: string | null }> {
    return this.rotation.rotate(presented, clientId);
  }

  /** Which OAuth client a refresh token was issued to (null: Lantern's own apps), without using it. */
  refreshTokenHolder(presented: string): Promise<{ clientId: string | null; userId: number } | null> {
    return this.rotation.holder(presented);
  }

  logout(presented: string | undefined, auth: AuthContext | null): Promise<void> {
    return this.rotation.endSignIn(presented, auth);
  }

  async switchRole(auth: AuthContext, role: RoleName, presented: string | undefined): Promise<IssuedSession> {
    await this.rotation.sameSignInCookie(auth, presented);
    if (auth.impersonator) throw new AppError(409, ErrorCode.conflict, 'Stop viewing as another role first');
    const user = await this.users.load(auth.userId);
    const roles = usableRoles(user.roles);
    if (!roles.includes(role)) throw new AppError(403, ErrorCode.roleNotHeld, 'You do not hold this role');
    user.currentRole = role;
    this.audit.recordFor(auth, 'auth.role.switched', { from: auth.role, to: role });
    return this.reissue(auth, user, role, null);
  }

  async impersonate(
    auth: AuthContext,
    input: ImpersonateRequest,
    presented: string | undefined,
  ): Promise<IssuedSession> {
    await this.rotation.sameSignInCookie(auth, presented);
    const self = await this.users.load(auth.userId);
    const otherId = input.user_id !== undefined && input.user_id !== self.id ? input.user_id : null;
    // Only a superuser's request names someone to look up; for anyone else the rule refuses as is.
    const target = otherId !== null && auth.role === 'superuser' ? await this.users.load(otherId) : self;
    const decision = mayViewAs(
      {
        userId: self.id,
        roles: self.roles,
        currentRole: auth.role,
        impersonating: auth.impersonator !== null,
      },
      { role: input.role, userId: input.user_id, targetRoles: target.roles },
    );
    if (!decision.allowed) throw VIEW_AS_REFUSALS[decision.reason]();
    this.audit.record({
      action: 'auth.impersonation.started',
      actorUserId: self.id,
      actingAsUserId: target.id,
      actingAsRole: input.role,
    });
    return this.reissue(auth, target, input.role, { user: self, role: auth.role });
  }

  async stopImpersonation(auth: AuthContext, presented: string | undefined): Promise<IssuedSession> {
    await this.rotation.sameSignInCookie(auth, presented);
    if (!auth.impersonator) throw new AppError(409, ErrorCode.conflict, 'You are not viewing as anyone');
    const self = await this.users.load(auth.impersonator.userId);
    this.audit.record({
      action: 'auth.impersonation.stopped',
      actorUserId: self.id,
      actingAsUserId: auth.userId,
      actingAsRole: auth.role,
    });
    return this.reissue(auth, self, auth.impersonator.role, null);
  }

  /**
   * A new identity or role within the same sign-in: one fresh refresh token of the next
   * generation, the others retired, and the sign-in's sockets dropped so they reconnect with the
   * new token (the old access tokens stop working at once, see SessionFamilies).
   */
  private async reissue(
    auth: AuthContext,
    user: User,
    role: RoleName,
    impersonator: Acting | null,
  ): Promise<IssuedSession> {
    const generation = auth.generation + 1;
    const fresh = this.rotation.mint({
      familyId: auth.familyId,
      generation,
      user,
      role,
      impersonator,
      clientId: null,
    });
    await this.em.flush();
    await this.refreshTokens.retireFamilyExcept(auth.familyId, fresh.id, this.clock.date());
    this.realtime.identityChanged(auth.familyId);
    const context: AuthContext = {
      userId: user.id,
      role,
      roles: usableRoles(user.roles),
      familyId: auth.familyId,
      generation,
      impersonator: impersonator ? { userId: impersonator.user.id, role: impersonator.role } : null,
    };
    return { body: await this.sessionBody(context), refreshToken: fresh.token };
  }

  private async sessionBody(context: AuthContext): Promise<LoginResponse> {
    return { ...this.rotation.accessFor(context), user: await this.users.currentUser(context) };
  }
}
