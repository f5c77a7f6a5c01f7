import type { TextVerdict } from '@lantern/shared/contracts/moderation';
import { Inject, Injectable, type OnModuleInit, Optional } from '@nestjs/common';
import { combineVerdicts, moderateText } from './moderate-text.js';
import { TEXT_MODERATION_PROVIDER, type TextModerationProvider } from './text-moderation-provider.js';

/** Content moderation for the other modules: what may be delivered, and what must alert someone. */
@Injectable()
export class ModerationService implements OnModuleInit {
  constructor(
    @Optional()
    @Inject(TEXT_MODERATION_PROVIDER)
    private readonly provider: TextModerationProvider | null = null,
  ) {}

  /** Compiles the word lists at start-up rather than on the first message. */
  onModuleInit() {
    moderateText('');
  }

  /**
   * The verdict on a text: the word lists'; with a second opinion configured, the stricter of
   * both (a blocked text is still asked: the second opinion may find self-harm the lists missed).
   */
  async checkText(text: string): Promise<TextVerdict> {
    const first = moderateText(text);
    if (!this.provider) return first;
    const second = await this.provider.checkText(text, first);
    return second ? combineVerdicts(first, second) : first;
  }
}
