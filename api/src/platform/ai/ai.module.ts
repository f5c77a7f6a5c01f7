import { Global, Module } from '@nestjs/common';
import { AiBudget } from './ai-budget.js';
import { AiBudgetRepository } from './ai-budget.repository.js';
import { AiProvider } from './ai-provider.js';

/** The AI provider and each school's daily allowance of calls to it. */
@Global()
@Module({ providers: [AiProvider, AiBudget, AiBudgetRepository], exports: [AiProvider, AiBudget] })
export class AiModule {}
