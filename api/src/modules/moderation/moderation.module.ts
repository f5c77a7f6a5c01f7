import { Module } from '@nestjs/common';
import { ModerationService } from './moderation.service.js';

/** Text moderation (word lists, later a second opinion) for the modules that deliver text. */
@Module({
  providers: [ModerationService],
  exports: [ModerationService],
})
export class ModerationModule {}
