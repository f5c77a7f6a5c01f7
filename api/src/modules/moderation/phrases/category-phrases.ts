import type { ModerationCategory } from '@lantern/shared/contracts/moderation';

/**
 * Our own words for one category, beside obscenity's English list (library-words.ts): what that
 * list lacks, in English, French and Spanish. Written plainly in lower case; accents, apostrophes
 * and hyphens are fine (they are normalised exactly as the text is).
 */
export interface CategoryPhrases {
  category: ModerationCategory;
  /** Matched as whole words; a trailing `*` also matches longer words ("encul*" is "enculé" too). */
  phrases: readonly string[];
  /** Innocent text containing a phrase (of this list or the library's): that part never matches. */
  allowed?: readonly string[];
}
