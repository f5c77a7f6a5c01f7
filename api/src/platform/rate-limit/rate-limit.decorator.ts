import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import type { AuthedRequest } from '../auth/auth-context.js';
import type { RateLimitBucket } from '../config/config.js';
import { RateLimits } from './rate-limits.js';

const RATE_LIMIT_BUCKETS = Symbol('RATE_LIMIT_BUCKETS');

/**
 * The route costs: each call takes a point from every bucket named, after sign-in is checked and
 * before the body is read (guards run before the upload interceptors), else 429 with Retry-After.
 */
export function RateLimit(...buckets: RateLimitBucket[]) {
  return applyDecorators(SetMetadata(RATE_LIMIT_BUCKETS, buckets), UseGuards(RateLimitGuard));
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(@Inject(RateLimits) private readonly limits: RateLimits) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const buckets = Reflect.getMetadata(RATE_LIMIT_BUCKETS, context.getHandler()) as RateLimitBucket[];
    const auth = context.switchToHttp().getRequest<AuthedRequest>().auth;
    if (!auth) throw new Error('@RateLimit used on a public route');
    for (const bucket of buckets) await this.limits.take(bucket, auth.userId);
    return true;
  }
}
