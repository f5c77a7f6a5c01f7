import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SessionTokens } from '@lantern/shared/contracts/auth';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { RoleName } from '@lantern/shared/contracts/roles';
import { renewalProblem } from '@lantern/shared/domain/auth/sign-in-renewal';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import type { User } from '../users/entities/user.entity.js';
import { AccessTokenService } from './access-token.service.js';
import { expired, renewalAccount, seconds, suspended } from './account-usability.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';
import { type Acting, usableRoles } from './usable-roles.js';

/** Two tabs refreshing with the same cookie at once is normal; a replay after this is theft. */
const ROTATION_GRACE_SECONDS = 10;

/**
 * A sign-in's refresh tokens: minted, rotated on each use (a replay outside the grace ends the
 * whole family), bound to the client they were issued to, and renewed only while the account and
 * the sign-in's age still allow it.
 */
@Injectable()
export class RefreshTokenRotation {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(RefreshTokensRepository) private readonly refreshTokens: RefreshTokensRepository,
    @Inject(AccessTokenService) private readonly accessTokens: AccessTokenService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  /**
   * Renews a sign-in from its refresh token, rotating it. `clientId` is who presents it: Lantern's
   * own apps (null) or a registered OAuth client; a token issued to another is refused untouched.
   */
  async rotate(
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
    if (row.rotatedAt) return { tokens: this.tokensFor(row), refreshToken: null };
    if (!(await this.refreshTokens.claimForRotation(row.id, now))) return this.rotate(presented, clientId);
    const { token: refreshToken } = this.mint({
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
    return { tokens: this.tokensFor(row), refreshToken };
  }

  /** Which OAuth client a refresh token was issued to (null: Lantern's own apps), without using it. */
  async holder(presented: string): Promise<{ clientId: string | null; userId: number } | null> {
    const row = await this.refreshTokens.findByHash(sha256(presented));
    return row ? { clientId: row.clientId ?? null, userId: row.user.id } : null;
  }

  /**
   * A change of identity needs the refresh cookie of the same sign-in, as refresh does: the access
   * token alone (readable by scripts, so the one that leaks) must not mint a long-lived cookie.
   */
  async sameSignInCookie(auth: AuthContext, presented: string | undefined): Promise<RefreshToken> {
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

  /** Ends the sign-in a cookie (or, without one, an access token) belongs to. */
  async endSignIn(presented: string | undefined, auth: AuthContext | null): Promise<void> {
    const row = presented ? await this.refreshTokens.findByHash(sha256(presented)) : null;
    const familyId = row?.familyId ?? auth?.familyId;
    const userId = row?.impersonator?.id ?? row?.user.id ?? auth?.impersonator?.userId ?? auth?.userId;
    if (familyId && userId) await this.endFamily(familyId, userId, 'logout');
  }

  async endFamily(familyId: string, actorUserId: number, reason: 'logout' | 'reuse_detected') {
    await this.refreshTokens.revokeFamily(familyId, this.clock.date(), reason);
    this.audit.record({
      action: reason === 'logout' ? 'auth.logout' : 'auth.refresh.reuse_detected',
      actorUserId,
      details: { familyId },
    });
    await this.em.flush();
    this.realtime.endSignIn(familyId, reason);
  }

  mint(input: {
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

  private tokensFor(row: RefreshToken): SessionTokens {
    return this.accessFor({
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

  /** A short-lived access token for a sign-in's identity. */
  accessFor(context: AuthContext): SessionTokens {
    return {
      access_token: this.accessTokens.sign(context),
      token_type: 'Bearer',
      expires_in: this.accessTokens.ttlSeconds,
    };
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
