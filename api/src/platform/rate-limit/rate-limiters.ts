import { Inject, Injectable } from '@nestjs/common';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { TooManyRequests } from '../http/app-error.js';
import { RedisConnection } from '../redis/redis-connection.js';

export interface LimiterOptions {
  /** Unique per count; the deployment's prefix is added in front. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Makes the counts every limit in the API is built from. */
@Injectable()
export class RateLimiters {
  constructor(@Inject(RedisConnection) private readonly redis: RedisConnection) {}

  /**
   * A count every instance shares through Redis when there is one (in memory while Redis is away,
   * so an outage does not lift the limit), in this process's memory otherwise.
   */
  shared(options: LimiterOptions): RateLimiterAbstract {
    const settings = {
      keyPrefix: `${this.redis.prefix}:${options.name}`,
      points: options.points,
      duration: options.durationSeconds,
    };
    if (!this.redis.client) return new RateLimiterMemory(settings);
    return new RateLimiterRedis({
      ...settings,
      storeClient: this.redis.client,
      useRedisPackage: true,
      insuranceLimiter: new RateLimiterMemory(settings),
    });
  }

  /** A count of this process alone: it protects this instance's own CPU and memory. */
  local(options: LimiterOptions): RateLimiterAbstract {
    return new RateLimiterMemory({
      keyPrefix: options.name,
      points: options.points,
      duration: options.durationSeconds,
    });
  }
}

/** Takes a point from `key`, or throws the 429 (with Retry-After) `message` describes. */
export async function consumeOr429(
  limiter: RateLimiterAbstract,
  key: string,
  message: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw new TooManyRequests(message, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
  }
}
