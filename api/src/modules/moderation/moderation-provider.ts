import type { TextVerdict } from '@lantern/shared/contracts/moderation';

/**
 * A second opinion after the word lists, on a chat text or a picture: the AI provider's moderation
 * model (ai-moderation.ts) when AI_MODERATION_MODEL is set. ModerationService takes the stricter of
 * the two verdicts for text; a picture has only this one.
 */
export interface ModerationProvider {
  /** `first` is the word lists' verdict; resolve null when the provider has no opinion (or is down). */
  checkText(text: string, first: TextVerdict): Promise<TextVerdict | null>;
  /** A picture as stored (a thumbnail is enough); null when the provider has no opinion. */
  checkImage(image: { bytes: Buffer; mime: string }): Promise<TextVerdict | null>;
}

export const MODERATION_PROVIDER = Symbol('MODERATION_PROVIDER');
