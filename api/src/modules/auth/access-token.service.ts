import { type RoleName, roleSchema } from '@lantern/shared/contracts/roles';
import { isTokenExpired, tokenRoleProblem } from '@lantern/shared/domain/auth/token-rules';
import { Inject, Injectable } from '@nestjs/common';
import { createSigner, createVerifier } from 'fast-jwt';
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

const ISSUER = 'lantern';
/** Checked tokens kept (about 0.5 KB each): more than the people signed in to one instance at once. */
const MAX_CHECKED = 10_000;

/**
 * Signs and checks the API's access tokens (HS256, issuer "lantern"). fast-jwt checks a signature
 * synchronously with node:crypto, about a tenth of the time jose's WebCrypto path takes (9 µs
 * against 78 µs on this machine): every authenticated request pays it. Expiry is ours to judge, by
 * the injected clock (the library would read the real one).
 */
@Injectable()
export class AccessTokenService {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => unknown;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {
    const key = Buffer.from(config.jwtSecret, 'utf8');
    this.signer = createSigner({ key, algorithm: 'HS256', iss: ISSUER, noTimestamp: true });
    this.verifier = createVerifier({
      key,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      requiredClaims: ['exp', 'iss', 'sub'],
      ignoreExpiration: true,
      ignoreNotBefore: true,
    });
  }

  get ttlSeconds(): number {
    return this.config.accessTokenTtl;
  }

  sign(auth: AuthContext): string {
    const now = this.clock.now();
    return this.signer({
      sub: String(auth.userId),
      role: auth.role,
      roles: auth.roles,
      fam: auth.familyId,
      gen: auth.generation,
      ...(auth.impersonator ? { imp: { uid: auth.impersonator.userId, role: auth.impersonator.role } } : {}),
      iat: now,
      exp: now + this.config.accessTokenTtl,
    });
  }

  /** A token is expired when its expiry is at or before now (spec), by the injected clock. */
  verify(token: string): AuthContext | TokenProblem {
    const checked = this.check(token);
    return typeof checked === 'string' ? checked : checked.auth;
  }

  /** As `verify`, with the token's expiry (unix seconds): a socket must not outlive its token. */
  check(token: string): { auth: AuthContext; expiresAt: number } | TokenProblem {
    const known = this.checked.get(token);
    if (known) {
      if (isTokenExpired(known.expiresAt, this.clock.now())) {
        this.checked.delete(token);
        return 'expired';
      }
      // A copy each time: a caller that sets a field on its context must not change the next one's.
      return { auth: { ...known.auth }, expiresAt: known.expiresAt };
    }
    let payload: unknown;
    try {
      payload = this.verifier(token);
    } catch {
      return 'invalid';
    }
    const exp = (payload as { exp?: unknown }).exp;
    if (typeof exp !== 'number') return 'invalid';
    if (isTokenExpired(exp, this.clock.now())) return 'expired';
    const auth = this.contextOf(payload);
    if (auth === 'invalid') return auth;
    this.remember(token, { auth, expiresAt: exp });
    return { auth: { ...auth }, expiresAt: exp };
  }

  /**
   * Tokens whose signature and claims were found good, with what they said: a page sends the same
   * token with every call until it expires, and checking it again (HMAC, decoding, the claims'
   * schema) was a tenth of the hot lane's time per request. Only what the token itself proves is
   * kept; whether its sign-in still lives is asked on every request (SignInFamilies.isLive), and
   * expiry by the clock on every use. Bounded: past MAX_CHECKED the oldest is forgotten.
   */
  private readonly checked = new Map<string, { auth: AuthContext; expiresAt: number }>();

  private remember(token: string, checked: { auth: AuthContext; expiresAt: number }): void {
    if (this.checked.size >= MAX_CHECKED) this.checked.delete(this.checked.keys().next().value!);
    this.checked.set(token, checked);
  }

  private contextOf(payload: unknown): AuthContext | 'invalid' {
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
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
