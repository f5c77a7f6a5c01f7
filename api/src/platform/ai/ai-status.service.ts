import type { AiStatus } from '@lantern/shared/contracts/ai';
import { aiStatus } from '@lantern/shared/domain/ai/ai-status';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock.js';
import { AiBudget } from './ai-budget.js';
import { AiProvider } from './ai-provider.js';

/** Whether the AI may be offered on behalf of a person: the provider, its recent calls, their school's day. */
@Injectable()
export class AiStatusService {
  constructor(
    @Inject(AiProvider) private readonly ai: AiProvider,
    @Inject(AiBudget) private readonly budget: AiBudget,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** For `userId`'s school (staff reviewing an essay pass its student: that school pays the calls). */
  async forUser(userId: number): Promise<AiStatus> {
    const configured = this.ai.configured;
    // Without a provider the budget is not worth a query.
    const budgetLeft = configured ? await this.budget.hasRoom(userId) : true;
    return aiStatus({ configured, health: this.ai.health, budgetLeft }, this.clock.now());
  }
}
