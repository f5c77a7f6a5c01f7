import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { consumeOr429, RateLimiters } from '../../platform/rate-limit/rate-limiters.js';

/** Who a sign-in is for: the account once it is known, so its username and e-mail share a count. */
export type LoginAccount = { userId: number } | { name: string };

const WAIT = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Three counts. Per account and address (LOGIN_MAX_FAILURES; not per account alone, so that anyone
 * could not lock anyone out): a point is taken BEFORE the password is checked and the count starts
 * over on success, so parallel guesses cannot all slip past. Per address across names (credential
 * stuffing): it counts wrong passwords only and never stops a check, because a whole school may sit
 * behind one address — past it a wrong password answers 429 instead of 401 while a right one still
 * gets in, and the checks stay bounded by the per-account count, the per-instance count and the
 * concurrent-check gate (PasswordChecks). Per instance per minute, whoever asks.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly perInstance: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RateLimiters) limiters: RateLimiters) {
    const window = config.loginWindowSeconds;
    this.perAccount = limiters.shared({
      name: 'login-account',
      points: config.loginMaxFailures,
      durationSeconds: window,
    });
    this.perAddress = limiters.shared({
      name: 'login-address',
      points: config.loginMaxPerAddress,
      durationSeconds: window,
    });
    this.perInstance = limiters.local({
      name: 'login-all',
      points: config.loginMaxPerMinute,
      durationSeconds: 60,
    });
  }

  /** Before anything is looked up: the whole instance. */
  async takeAttempt(): Promise<void> {
    await consumeOr429(this.perInstance, 'all', WAIT);
  }

  /** Before the password is checked: this account from this address. */
  async takeAccountAttempt(account: LoginAccount, ip: string): Promise<void> {
    await consumeOr429(this.perAccount, accountKey(account, ip), WAIT);
  }

  /** The password was right: the account's count starts over. */
  async succeeded(account: LoginAccount, ip: string): Promise<void> {
    await this.perAccount.delete(accountKey(account, ip));
  }

  /** The password was wrong: the address's count goes up, and past its limit this throws the 429. */
  async failed(ip: string): Promise<void> {
    await consumeOr429(this.perAddress, ip, WAIT);
  }

  /** The check did not happen (the server was busy): the count should not hold it against anyone. */
  async notChecked(account: LoginAccount, ip: string): Promise<void> {
    await this.perAccount.reward(accountKey(account, ip), 1);
  }
}

function accountKey(account: LoginAccount, ip: string): string {
  const who = 'userId' in account ? `user:${account.userId}` : `name:${account.name.trim().toLowerCase()}`;
  return `${who}|${ip}`;
}
