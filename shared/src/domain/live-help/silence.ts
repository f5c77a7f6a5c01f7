/** How long a matched student may wait for the tutor's first words before someone is alerted. */
export const TUTOR_SILENCE_SECONDS = 120;

/**
 * Whether the tutor has said nothing for two minutes since the match. A first message sent
 * after `now` does not count, so the rule gives the same answer when replayed for a past instant.
 */
export function isTutorSilent(
  input: { matched_at: number; first_tutor_message_at: number | null },
  now: number,
): boolean {
  const spoke = input.first_tutor_message_at !== null && input.first_tutor_message_at <= now;
  return !spoke && now - input.matched_at >= TUTOR_SILENCE_SECONDS;
}
