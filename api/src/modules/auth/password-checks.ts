import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { TooManyRequests } from '../../platform/http/app-error.js';
import { BoundedConcurrency, Saturated } from './bounded-concurrency.js';
import { PasswordHasher } from './password-hasher.js';

/** How many checks may wait per running one: a few hundred milliseconds of argon2 at most. */
const WAITING_PER_SLOT = 4;

/**
 * Sign-in password checks through a bounded gate: argon2 is deliberately slow, so a flood of
 * bogus sign-ins must queue briefly or be turned away rather than slow every real one.
 */
@Injectable()
export class PasswordChecks {
  private readonly gate: BoundedConcurrency;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {
    this.gate = new BoundedConcurrency(
      config.loginConcurrentChecks,
      config.loginConcurrentChecks * WAITING_PER_SLOT,
    );
  }

  /** `hash` null: nobody has that name, and the check costs the same as a real one. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      return await this.gate.run(() =>
        hash === null ? this.hasher.verifyNobody(password) : this.hasher.verify(hash, password),
      );
    } catch (error) {
      if (error instanceof Saturated)
        throw new TooManyRequests('Lantern is busy signing people in. Please try again in a moment.', 1);
      throw error;
    }
  }
}
