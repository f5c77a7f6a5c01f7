import { Module } from '@nestjs/common';
import { AiProvider } from '../../platform/ai/ai-provider.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config.js';
import { AiModeration } from './ai-moderation.js';
import { MODERATION_PROVIDER } from './moderation-provider.js';
import { ModerationService } from './moderation.service.js';

/** Moderation of chat texts and pictures: the word lists, and the AI's opinion when configured. */
@Module({
  providers: [
    {
      provide: MODERATION_PROVIDER,
      inject: [APP_CONFIG, AiProvider],
      useFactory: (config: AppConfig, ai: AiProvider) =>
        config.ai?.moderationModel ? new AiModeration(ai, config.ai.moderationModel) : null,
    },
    ModerationService,
  ],
  exports: [ModerationService],
})
export class ModerationModule {}
