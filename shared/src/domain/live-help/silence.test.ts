import { describe, expect, it } from 'vitest';
import { TUTOR_SILENCE_SECONDS, isTutorSilent } from './silence.js';

const MATCHED = 1_000_000;

describe('isTutorSilent', () => {
  const silent = { matched_at: MATCHED, first_tutor_message_at: null };

  it('should give the tutor two minutes', () => {
    expect(TUTOR_SILENCE_SECONDS).toBe(120);
  });

  it('should not flag a quiet tutor one second before two minutes', () => {
    expect(isTutorSilent(silent, MATCHED + 119)).toBe(false);
  });

  it('should flag a quiet tutor exactly at two minutes and after', () => {
    expect(isTutorSilent(silent, MATCHED + 120)).toBe(true);
    expect(isTutorSilent(silent, MATCHED + 121)).toBe(true);
  });

  it('should not flag a tutor who has spoken, however long ago', () => {
    expect(isTutorSilent({ matched_at: MATCHED, first_tutor_message_at: MATCHED + 5 }, MATCHED + 600)).toBe(
      false,
    );
    expect(isTutorSilent({ matched_at: MATCHED, first_tutor_message_at: MATCHED + 200 }, MATCHED + 600)).toBe(
      false,
    );
  });

  it('should not count a message sent after the instant being judged', () => {
    const laterMessage = { matched_at: MATCHED, first_tutor_message_at: MATCHED + 121 };
    expect(isTutorSilent(laterMessage, MATCHED + 120)).toBe(true);
    expect(isTutorSilent(laterMessage, MATCHED + 121)).toBe(false);
  });

  it('should not flag the moment of the match', () => {
    expect(isTutorSilent(silent, MATCHED)).toBe(false);
  });
});
