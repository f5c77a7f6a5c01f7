/** A rephrase is asked for only when there is text and it is not one the AI already produced. */
export function canRephraseSummary(summary: string, previousRephrases: readonly string[]): boolean {
  const text = summary.trim();
  return text !== '' && !previousRephrases.some((previous) => previous.trim() === text);
}

/**
 * The version shown after pressing "rephrase" again: index 0 is the original, 1..count the
 * rephrased versions, and after the last one the original comes back.
 */
export function nextRephraseIndex(currentIndex: number, rephraseCount: number): number {
  return rephraseCount <= 0 ? 0 : (currentIndex + 1) % (rephraseCount + 1);
}
