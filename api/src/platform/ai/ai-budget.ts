import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AiBudgetRepository } from './ai-budget.repository.js';
import { AiUnavailable } from './ai-provider.js';

/** The school's AI calls for today are used up: the AI is unavailable to it until midnight UTC. */
export class AiBudgetSpent extends AiUnavailable {
  constructor() {
    super("Your school has used today's AI allowance; the AI is back after midnight UTC");
  }
}

/**
 * AI_DAILY_CALLS_PER_SCHOOL: each school's people may cause so many AI provider calls per day,
 * counted in the database so every instance shares the count and a restart keeps it. The day is
 * the UTC one: the provider bills and resets its own quotas by it, and one boundary for all schools
 * keeps the count a single row whatever the school's time zone. People without a school are not
 * counted (staff reviewing essays spend the essay's student's school).
 */
@Injectable()
export class AiBudget {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AiBudgetRepository) private readonly repository: AiBudgetRepository,
  ) {}

  /** One provider call on behalf of `userId`'s school, or AiBudgetSpent. */
  async spend(userId: number): Promise<void> {
    const school = await this.repository.schoolOf(userId);
    if (school === null) return;
    const limit = this.config.aiDailyCallsPerSchool;
    if (limit === 0 || !(await this.repository.spend(school, this.today(), limit))) throw new AiBudgetSpent();
  }

  /** Whether `userId`'s school may still make a call today, without counting one. */
  async hasRoom(userId: number): Promise<boolean> {
    const school = await this.repository.schoolOf(userId);
    if (school === null) return true;
    return (await this.repository.callsOn(school, this.today())) < this.config.aiDailyCallsPerSchool;
  }

  private today(): string {
    return this.clock.date().toISOString().slice(0, 10);
  }
}
