import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { hashPassword } from './password-cost.js';

/** argon2id at the configured cost (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS). */
@Injectable()
export class PasswordHasher {
  /** Checked when the user does not exist, at the same cost, so response times stay alike. */
  private dummy: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return hashPassword(password, this.config.passwordCost);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends what a real check would, for a user who does not exist; always false. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummy, password);
    return false;
  }
}
