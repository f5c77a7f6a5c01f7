import type { TextVerdict } from '@lantern/shared/contracts/moderation';

/**
 * A second opinion on text after the word lists, e.g. an AI provider's moderation (through the
 * one OpenAI-compatible provider of DESIGN.md). Not implemented yet: provide one under
 * TEXT_MODERATION_PROVIDER and ModerationService takes the stricter of the two verdicts.
 */
export interface TextModerationProvider {
  /** `first` is the word lists' verdict; resolve null when the provider has no opinion (or is down). */
  checkText(text: string, first: TextVerdict): Promise<TextVerdict | null>;
}

export const TEXT_MODERATION_PROVIDER = Symbol('TEXT_MODERATION_PROVIDER');
