import {
  type ModerationCategory,
  moderationCategorySchema,
  type TextVerdict,
} from '@lantern/shared/contracts/moderation';
import { Logger } from '@nestjs/common';
import { z } from 'zod';
import { AiProvider, AiUnavailable } from '../../platform/ai/ai-provider.js';
import { verdictFor } from './moderate-text.js';
import type { ModerationProvider } from './moderation-provider.js';

const INSTRUCTIONS =
  'You check messages in a tutoring chat between school students and tutors. Reply with JSON only, ' +
  'as {"categories": [...]}, naming each of "sexual", "violence", "hate" and "self_harm" that the ' +
  'message shows (self_harm: the writer may hurt themselves); an empty list when it shows none. ' +
  'Schoolwork about history, biology or literature is not itself any of these.';

const answerSchema = z.object({ categories: z.array(moderationCategorySchema) });

/** The first {...} of a model's answer: models wrap JSON in prose or a code fence. */
function jsonIn(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end < start) return null;
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    return null;
  }
}

/**
 * The AI provider's moderation model as the second opinion. A model that is down, slow or answers
 * nonsense gives no opinion: the word lists' verdict stands, and the message is not held up.
 */
export class AiModeration implements ModerationProvider {
  private readonly logger = new Logger(AiModeration.name);

  constructor(
    private readonly ai: AiProvider,
    private readonly model: string,
  ) {}

  async checkText(text: string): Promise<TextVerdict | null> {
    return this.verdict(() =>
      this.ai.complete(
        [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: text },
        ],
        undefined,
        this.model,
      ),
    );
  }

  async checkImage(image: { bytes: Buffer; mime: string }): Promise<TextVerdict | null> {
    const url = `data:${image.mime};base64,${image.bytes.toString('base64')}`;
    return this.verdict(() =>
      this.ai.describeImage(`${INSTRUCTIONS} The message is this picture.`, url, this.model),
    );
  }

  private async verdict(ask: () => Promise<string>): Promise<TextVerdict | null> {
    let answer: string;
    try {
      answer = await ask();
    } catch (error) {
      if (!(error instanceof AiUnavailable)) throw error;
      this.logger.warn(`no second opinion: ${error.message}`);
      return null;
    }
    const parsed = answerSchema.safeParse(jsonIn(answer));
    if (!parsed.success) {
      this.logger.warn('no second opinion: the moderation model did not answer as asked');
      return null;
    }
    return verdictFor(parsed.data.categories as ModerationCategory[]);
  }
}
