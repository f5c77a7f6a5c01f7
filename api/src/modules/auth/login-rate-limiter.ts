import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { TooManyRequests } from '../../platform/http/app-error.js';

/** Who a sign-in is for: the account once it is known, so its username and e-mail share a count. */
export type LoginAccount = { userId: number } | { name: string };

/**
 * Sign-in attempts are counted BEFORE the password is checked (a point is taken first and given
 * back on success), so parallel guesses cannot all slip past a count that only failures raise.
 * Three counts: per account and address (LOGIN_MAX_FAILURES; not per account alone, so that
 * anyone could not lock anyone out), per address across names (credential stuffing), and per
 * instance per minute. With REDIS_URL the counts are shared by every API instance.
 */
@Injectable()
export class LoginRateLimiter implements OnModuleDestroy {
  private readonly redis: ReturnType<typeof createClient> | null = null;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly perInstance: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl) {
      this.redis = createClient({ url: config.redisUrl, disableOfflineQueue: true });
      // Unheard, a lost connection's 'error' would end the process; the client reconnects by itself
      // and the insurance limiters count meanwhile.
      this.redis.on('error', () => undefined);
      this.redis.connect().catch(() => undefined);
    }
    const window = config.loginWindowSeconds;
    this.perAccount = this.limiter({
      keyPrefix: 'login-account',
      points: config.loginMaxFailures,
      duration: window,
    });
    this.perAddress = this.limiter({
      keyPrefix: 'login-address',
      points: config.loginMaxPerAddress,
      duration: window,
    });
    // Per instance on purpose: it protects this process's CPU, whatever the others see.
    this.perInstance = new RateLimiterMemory({
      keyPrefix: 'login-all',
      points: config.loginMaxPerMinute,
      duration: 60,
    });
  }

  private limiter(options: IRateLimiterOptions): RateLimiterAbstract {
    if (!this.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      useRedisPackage: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  /** Before anything is looked up: the whole instance and this address. */
  async takeAttempt(ip: string): Promise<void> {
    await this.take(this.perInstance, 'all');
    await this.take(this.perAddress, ip);
  }

  /** Before the password is checked: this account from this address. */
  async takeAccountAttempt(account: LoginAccount, ip: string): Promise<void> {
    try {
      await this.take(this.perAccount, accountKey(account, ip));
    } catch (error) {
      await this.perAddress.reward(ip, 1);
      throw error;
    }
  }

  /** The password was right: the account's count starts over and the address gets its point back. */
  async succeeded(account: LoginAccount, ip: string): Promise<void> {
    await this.perAccount.delete(accountKey(account, ip));
    await this.perAddress.reward(ip, 1);
  }

  /** The check did not happen (the server was busy): neither count should hold it against anyone. */
  async notChecked(account: LoginAccount, ip: string): Promise<void> {
    await this.perAccount.reward(accountKey(account, ip), 1);
    await this.perAddress.reward(ip, 1);
  }

  private async take(limiter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new TooManyRequests(
        'Too many sign-in attempts. Please wait a few minutes and try again.',
        Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      );
    }
  }

  async onModuleDestroy() {
    await this.redis?.quit().catch(() => undefined);
  }
}

function accountKey(account: LoginAccount, ip: string): string {
  const who = 'userId' in account ? `user:${account.userId}` : `name:${account.name.trim().toLowerCase()}`;
  return `${who}|${ip}`;
}
