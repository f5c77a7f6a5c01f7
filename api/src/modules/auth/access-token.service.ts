import { createSecretKey, type KeyObject } from 'node:crypto';
import { type RoleName, roleSchema } from '@lantern/shared/contracts/roles';
import { isTokenExpired, tokenRoleProblem } from '@lantern/shared/domain/auth/token-rules';
import { Inject, Injectable } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: roleSchema,
  roles: z.array(roleSchema),
  fam: z.uuid(),
  gen: z.number().int().nonnegative(),
  imp: z.object({ uid: z.number().int(), role: roleSchema }).optional(),
});

export type TokenProblem = 'invalid' | 'expired';

@Injectable()
export class AccessTokenService {
  /** Imported once: handing jose raw bytes makes it import the key again on every check. */
  private readonly key: KeyObject;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  }

  get ttlSeconds(): number {
    return this.config.accessTokenTtl;
  }

  async sign(auth: AuthContext): Promise<string> {
    const now = this.clock.now();
    return new SignJWT({
      role: auth.role,
      roles: auth.roles,
      fam: auth.familyId,
      gen: auth.generation,
      ...(auth.impersonator ? { imp: { uid: auth.impersonator.userId, role: auth.impersonator.role } } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(auth.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.config.accessTokenTtl)
      .setIssuer('lantern')
      .sign(this.key);
  }

  /** A token is expired when its expiry is at or before now (spec), by the injected clock. */
  async verify(token: string): Promise<AuthContext | TokenProblem> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: 'lantern',
        currentDate: this.clock.date(),
        clockTolerance: 0,
      });
      if (typeof payload.exp !== 'number' || isTokenExpired(payload.exp, this.clock.now())) return 'expired';
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success || tokenRoleProblem([claims.data.role, ...claims.data.roles]) !== null)
        return 'invalid';
      // Signed by us, but a role the token's own roles do not hold is not one we ever issued.
      if (!claims.data.roles.includes(claims.data.role)) return 'invalid';
      return {
        userId: Number(claims.data.sub),
        role: claims.data.role,
        roles: claims.data.roles as RoleName[],
        familyId: claims.data.fam,
        generation: claims.data.gen,
        impersonator: claims.data.imp ? { userId: claims.data.imp.uid, role: claims.data.imp.role } : null,
      };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
