import { Global, Module } from '@nestjs/common';
import { AiBudget } from './ai-budget.js';
import { AiBudgetRepository } from './ai-budget.repository.js';
import { AiProvider } from './ai-provider.js';
import { AiStatusController } from './ai-status.controller.js';
import { AiStatusService } from './ai-status.service.js';

/** The AI provider, each school's daily allowance of calls to it, and whether the AI may be offered. */
@Global()
@Module({
  controllers: [AiStatusController],
  providers: [AiProvider, AiBudget, AiBudgetRepository, AiStatusService],
  exports: [AiProvider, AiBudget, AiStatusService],
})
export class AiModule {}
