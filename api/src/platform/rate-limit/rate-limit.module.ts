import { Global, Module } from '@nestjs/common';
import { RedisConnection } from '../redis/redis-connection.js';
import { RateLimitGuard } from './rate-limit.decorator.js';
import { RateLimiters } from './rate-limiters.js';
import { RateLimits } from './rate-limits.js';

/** Redis (when configured), the limiters built on it, and the limits on costly work. */
@Global()
@Module({
  providers: [RedisConnection, RateLimiters, RateLimits, RateLimitGuard],
  exports: [RedisConnection, RateLimiters, RateLimits, RateLimitGuard],
})
export class RateLimitModule {}
