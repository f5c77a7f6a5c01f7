import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig, type RateLimitBucket } from '../config/config.js';
import { consumeOr429 } from './rate-limiters.js';
import { RateLimiters } from './rate-limiters.js';

const WHAT: Record<RateLimitBucket, string> = {
  upload: 'uploads',
  conversion: 'essays submitted',
  ai: 'AI requests',
  download: 'downloads',
};

/**
 * The limits on costly work (RATE_LIMIT_* in the configuration): each bucket allows so many calls
 * per person per minute, counted across instances, and so many per instance per minute. HTTP routes
 * take a point through `@RateLimit(bucket)`; socket commands and services call `take` first thing.
 */
@Injectable()
export class RateLimits {
  private readonly perUser = new Map<RateLimitBucket, RateLimiterAbstract>();
  private readonly perInstance = new Map<RateLimitBucket, RateLimiterAbstract>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RateLimiters) limiters: RateLimiters) {
    for (const [bucket, limit] of Object.entries(config.rateLimits) as [
      RateLimitBucket,
      AppConfig['rateLimits'][RateLimitBucket],
    ][]) {
      this.perUser.set(
        bucket,
        limiters.shared({ name: `rate-${bucket}`, points: limit.perUser, durationSeconds: 60 }),
      );
      this.perInstance.set(
        bucket,
        limiters.local({ name: `rate-${bucket}-all`, points: limit.perInstance, durationSeconds: 60 }),
      );
    }
  }

  /** One call of `bucket` by `userId`, or a 429 saying how long to wait. */
  async take(bucket: RateLimitBucket, userId: number): Promise<void> {
    const perUser = this.perUser.get(bucket)!;
    const key = String(userId);
    await consumeOr429(perUser, key, `Too many ${WHAT[bucket]} for now. Please wait a moment and try again.`);
    try {
      await consumeOr429(
        this.perInstance.get(bucket)!,
        'all',
        `Lantern is handling many ${WHAT[bucket]} right now. Please try again in a moment.`,
      );
    } catch (error) {
      // The person did nothing: the instance was full.
      await perUser.reward(key, 1);
      throw error;
    }
  }
}
