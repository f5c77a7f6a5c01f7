import { Global, Module } from '@nestjs/common';
import { AiProvider } from './ai-provider.js';

/** The AI provider, for the AI tutor now and the review suggestions later. */
@Global()
@Module({ providers: [AiProvider], exports: [AiProvider] })
export class AiModule {}
