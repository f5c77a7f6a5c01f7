import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { consumeOr429, RateLimiters } from '../../platform/rate-limit/rate-limiters.js';

const HOUR = 60 * 60;
const WAIT = 'Too many password reset requests. Please wait a while and try again.';
const WRONG = 'Too many wrong passwords. Please wait a few minutes and try again.';

/**
 * Reset requests are counted per address (PASSWORD_RESET_MAX_PER_ADDRESS an hour, then 429), for
 * every name alike so the answer says nothing about accounts; per account the job counts the links
 * it sent and quietly sends no more. A wrong current password in settings is counted per person as
 * a wrong sign-in is (LOGIN_MAX_FAILURES per LOGIN_WINDOW_SECONDS): settings must not be a way
 * around the sign-in limits for someone who found a signed-in screen.
 */
@Injectable()
export class AccountLimits {
  private readonly perAddress: RateLimiterAbstract;
  private readonly currentPassword: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RateLimiters) limiters: RateLimiters) {
    this.perAddress = limiters.shared({
      name: 'password-reset-address',
      points: config.passwordReset.maxPerAddress,
      durationSeconds: HOUR,
    });
    this.currentPassword = limiters.shared({
      name: 'current-password',
      points: config.loginMaxFailures,
      durationSeconds: config.loginWindowSeconds,
    });
  }

  takeRequest(ip: string): Promise<void> {
    return consumeOr429(this.perAddress, ip, WAIT);
  }

  /** Before the current password is checked; `passed` gives the point back. */
  takePasswordCheck(userId: number): Promise<void> {
    return consumeOr429(this.currentPassword, String(userId), WRONG);
  }

  async passed(userId: number): Promise<void> {
    await this.currentPassword.delete(String(userId));
  }
}
