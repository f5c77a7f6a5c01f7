import { ErrorCode } from '@lantern/shared/contracts/errors';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Failed sign-ins are counted per account and address; past the limit the API answers 429 until
 * the window passes. With REDIS_URL the count is shared by every API instance.
 */
@Injectable()
export class LoginRateLimiter implements OnModuleDestroy {
  private readonly failures: RateLimiterAbstract;
  private readonly redis: ReturnType<typeof createClient> | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const options = {
      keyPrefix: 'login-fail',
      points: config.loginMaxFailures,
      duration: config.loginWindowSeconds,
    };
    if (config.redisUrl) {
      this.redis = createClient({ url: config.redisUrl, disableOfflineQueue: true });
      this.redis.connect().catch(() => undefined);
      this.failures = new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        useRedisPackage: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    } else {
      this.failures = new RateLimiterMemory(options);
    }
  }

  private key(username: string, ip: string): string {
    return `${username.trim().toLowerCase()}|${ip}`;
  }

  async assertAllowed(username: string, ip: string): Promise<void> {
    const state = await this.failures.get(this.key(username, ip));
    if (state && state.remainingPoints <= 0) throw this.tooMany(state);
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    try {
      await this.failures.consume(this.key(username, ip));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw this.tooMany(rejection);
      throw rejection;
    }
  }

  async reset(username: string, ip: string): Promise<void> {
    await this.failures.delete(this.key(username, ip));
  }

  private tooMany(state: RateLimiterRes): AppError {
    const retryAfter = Math.ceil(state.msBeforeNext / 1000);
    return new AppError(
      429,
      ErrorCode.rateLimited,
      'Too many sign-in attempts. Please wait a few minutes and try again.',
      {
        retry_after_seconds: retryAfter,
      },
    );
  }

  async onModuleDestroy() {
    await this.redis?.quit().catch(() => undefined);
  }
}
