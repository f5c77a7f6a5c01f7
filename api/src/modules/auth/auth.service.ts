import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  ImpersonateRequest,
  LoginRequest,
  LoginResponse,
  SessionTokens,
} from '@lantern/shared/contracts/auth';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { RoleName } from '@lantern/shared/contracts/roles';
import { type RenewalAccount, renewalProblem } from '@lantern/shared/domain/auth/sign-in-renewal';
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
import { AccessTokenService } from './access-token.service.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { type LoginAccount, LoginRateLimiter } from './login-rate-limiter.js';
import { PasswordChecks } from './password-checks.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';
import { type Acting, usableRoles } from './usable-roles.js';

/** Two tabs refreshing with the same cookie at once is normal; a replay after this is theft. */
const ROTATION_GRACE_SECONDS = 10;

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

const suspended = () =>
  new AppError(
    403,
    ErrorCode.loginSuspended,
    'Your account has been suspended for violating the code of conduct.',
  );
const expired = () =>
  new AppError(403, ErrorCode.loginExpired, 'Your account has expired. Please contact your school admin.');

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
    this.assertMayUseAccount(user);
    const roles = usableRoles(user.roles);
    if (roles.length === 0) {
      throw user.roles.includes('affiliate')
        ? new AppError(403, ErrorCode.affiliateUnsupported, 'Lantern no longer supports affiliate accounts')
        : new AppError(403, ErrorCode.loginGeneric, 'We could not sign you in. Please try again.');
    }
    const role = roles.includes(user.currentRole as RoleName) ? (user.currentRole as RoleName) : roles[0]!;
    const familyId = randomUUID();
    const { token: refreshToken } = this.createRefreshToken({
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

  /**
   * Renews a sign-in from its refresh token, rotating it. `clientId` is who presents it: Lantern's
   * own apps (null) or a registered OAuth client; a token issued to another is refused untouched.
   */
  async refresh(
    presented: string | undefined,
    clientId: string | null = null,
  ): Promise<{ tokens: SessionTokens; refreshToken: string | null }> {
    if (!presented) throw new AppError(401, ErrorCode.refreshTokenMissing, 'No refresh token');
    const row = await this.refreshTokens.findByHash(sha256(presented));
    const now = this.clock.date();
    if (!row || row.revokedAt || row.expiresAt <= now || (row.clientId ?? null) !== clientId)
      throw new AppError(401, ErrorCode.invalidToken, 'This sign-in has ended');
    if (row.rotatedAt && !this.withinGrace(row.rotatedAt)) {
      await this.endFamily(row.familyId, row.user.id, 'reuse_detected');
      throw new AppError(
        401,
        ErrorCode.refreshTokenReused,
        'This sign-in was ended for your safety. Please sign in again.',
      );
    }
    await this.assertRenewable(row);
    if (row.rotatedAt) return { tokens: await this.tokensFor(row), refreshToken: null };
    if (!(await this.refreshTokens.claimForRotation(row.id, now))) return this.refresh(presented, clientId);
    const { token: refreshToken } = this.createRefreshToken({
      familyId: row.familyId,
      generation: row.generation,
      user: row.user,
      role: row.actingRole as RoleName,
      impersonator: row.impersonator
        ? { user: row.impersonator, role: row.impersonatorRole as RoleName }
        : null,
      clientId: row.clientId ?? null,
    });
    await this.em.flush();
    return { tokens: await this.tokensFor(row), refreshToken };
  }

  /** Which OAuth client a refresh token was issued to (null: Lantern's own apps), without using it. */
  async refreshTokenHolder(presented: string): Promise<{ clientId: string | null; userId: number } | null> {
    const row = await this.refreshTokens.findByHash(sha256(presented));
    return row ? { clientId: row.clientId ?? null, userId: row.user.id } : null;
  }

  async logout(presented: string | undefined, auth: AuthContext | null): Promise<void> {
    const row = presented ? await this.refreshTokens.findByHash(sha256(presented)) : null;
    const familyId = row?.familyId ?? auth?.familyId;
    const userId = row?.impersonator?.id ?? row?.user.id ?? auth?.impersonator?.userId ?? auth?.userId;
    if (familyId && userId) await this.endFamily(familyId, userId, 'logout');
  }

  async switchRole(auth: AuthContext, role: RoleName, presented: string | undefined): Promise<IssuedSession> {
    await this.presentedCookie(auth, presented);
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
    await this.presentedCookie(auth, presented);
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
    await this.presentedCookie(auth, presented);
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
   * A change of identity needs the refresh cookie of the same sign-in, as refresh does: the access
   * token alone (readable by scripts, so the one that leaks) must not mint a long-lived cookie.
   */
  private async presentedCookie(auth: AuthContext, presented: string | undefined): Promise<RefreshToken> {
    if (!presented)
      throw new AppError(401, ErrorCode.refreshTokenMissing, 'This needs the sign-in cookie of this browser');
    const row = await this.refreshTokens.findByHash(sha256(presented));
    const usable =
      row &&
      row.familyId === auth.familyId &&
      !row.clientId &&
      !row.revokedAt &&
      row.expiresAt > this.clock.date() &&
      (!row.rotatedAt || this.withinGrace(row.rotatedAt));
    if (!usable) throw new AppError(401, ErrorCode.invalidToken, 'This sign-in has ended');
    await this.assertRenewable(row);
    return row;
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
    const fresh = this.createRefreshToken({
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

  /** What made the sign-in valid must still hold, and it must not be older than the cap. */
  private async assertRenewable(row: RefreshToken) {
    const startedAt = await this.refreshTokens.familyStartedAt(row.familyId);
    const problem = renewalProblem(
      {
        startedAt: seconds(startedAt ?? row.createdAt),
        user: renewalAccount(row.user),
        actingRole: row.actingRole,
        impersonator: row.impersonator
          ? { ...renewalAccount(row.impersonator), role: row.impersonatorRole ?? '' }
          : null,
      },
      this.config.sessionMaxAge,
      this.clock.now(),
    );
    if (problem === null) return;
    // As at sign-in: the person is told why, and the sign-in is left for the account's fate to decide.
    if (problem === 'suspended') throw suspended();
    if (problem === 'expired') throw expired();
    await this.refreshTokens.revokeFamily(row.familyId, this.clock.date(), problem);
    this.audit.record({
      action: 'auth.refresh.refused',
      actorUserId: row.impersonator?.id ?? row.user.id,
      details: { familyId: row.familyId, problem },
    });
    await this.em.flush();
    this.realtime.identityChanged(row.familyId);
    throw new AppError(401, ErrorCode.invalidToken, 'This sign-in has ended. Please sign in again.');
  }

  private withinGrace(rotatedAt: Date): boolean {
    return this.clock.now() - seconds(rotatedAt) <= ROTATION_GRACE_SECONDS;
  }

  private assertMayUseAccount(user: User) {
    if (user.suspendedAt && user.suspendedAt <= this.clock.date()) throw suspended();
    const ends = accountEnds(user);
    if (ends && ends <= this.clock.date()) throw expired();
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
    generation: number;
    user: User;
    role: RoleName;
    impersonator: Acting | null;
    clientId: string | null;
  }): { token: string; id: string } {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const now = this.clock.date();
    this.em.create(RefreshToken, {
      id,
      familyId: input.familyId,
      generation: input.generation,
      tokenHash: sha256(token),
      user: input.user,
      actingRole: input.role,
      impersonator: input.impersonator?.user ?? null,
      impersonatorRole: input.impersonator?.role ?? null,
      clientId: input.clientId,
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
      generation: row.generation,
      impersonator: row.impersonator
        ? { userId: row.impersonator.id, role: row.impersonatorRole as RoleName }
        : null,
    });
  }

  private async issueAccess(context: AuthContext): Promise<SessionTokens> {
    return {
      access_token: this.accessTokens.sign(context),
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

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * When the account stops being usable: its expiry, or its deactivation (a person who left the
 * roster is told, as for an expired account, to ask their school).
 */
function accountEnds(user: User): Date | null {
  const ends = [user.expiresAt, user.deactivatedAt].filter((date): date is Date => Boolean(date));
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((date) => date.getTime())));
}

function renewalAccount(user: User): RenewalAccount {
  const ends = accountEnds(user);
  return {
    id: user.id,
    roles: user.roles,
    suspendedAt: user.suspendedAt ? seconds(user.suspendedAt) : null,
    expiresAt: ends ? seconds(ends) : null,
  };
}
