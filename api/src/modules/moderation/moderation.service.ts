import type { TextVerdict } from '@lantern/shared/contracts/moderation';
import { Inject, Injectable, type OnModuleInit, Optional } from '@nestjs/common';
import { combineVerdicts, moderateText } from './moderate-text.js';
import { MODERATION_PROVIDER, type ModerationProvider } from './moderation-provider.js';

const DELIVER: TextVerdict = { action: 'deliver', categories: [] };

/** Content moderation for the other modules: what may be delivered, and what must alert someone. */
@Injectable()
export class ModerationService implements OnModuleInit {
  constructor(
    @Optional()
    @Inject(MODERATION_PROVIDER)
    private readonly provider: ModerationProvider | null = null,
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

  /** The verdict on a picture: the second opinion's, when one is configured and gives it. */
  async checkImage(image: { bytes: Buffer; mime: string }): Promise<TextVerdict> {
    if (!this.provider) return DELIVER;
    return (await this.provider.checkImage(image)) ?? DELIVER;
  }
}
