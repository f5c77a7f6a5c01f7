import { describe, expect, it } from 'vitest';
import {
  isPastRetention,
  KEEP_FOR_GOOD,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  retentionCutoffs,
  retentionRefusal,
} from './retention.js';

const NOW = 1_800_000_000;
const DAY = 86_400;

describe('retentionCutoffs', () => {
  it('should remove nothing while a district has set no period', () => {
    expect(retentionCutoffs(KEEP_FOR_GOOD, NOW)).toEqual({
      chat_messages: null,
      media: null,
      essays: null,
      whiteboards: null,
      recordings: null,
    });
  });

  it('should put each kind its own number of days before now', () => {
    const cutoffs = retentionCutoffs({ ...KEEP_FOR_GOOD, chat_messages: 30, recordings: 365 }, NOW);
    expect(cutoffs.chat_messages).toBe(NOW - 30 * DAY);
    expect(cutoffs.recordings).toBe(NOW - 365 * DAY);
    expect(cutoffs.essays).toBeNull();
  });
});

describe('isPastRetention', () => {
  const periods = { ...KEEP_FOR_GOOD, media: 90 };

  it('should keep what is exactly as old as the period and remove it a second later', () => {
    expect(isPastRetention(periods, 'media', NOW - 90 * DAY, NOW)).toBe(false);
    expect(isPastRetention(periods, 'media', NOW - 90 * DAY - 1, NOW)).toBe(true);
  });

  it('should never remove a kind kept for good, however old', () => {
    expect(isPastRetention(periods, 'essays', 0, NOW)).toBe(false);
  });
});

describe('retentionRefusal', () => {
  it('should take for good and any whole number of days within the bounds', () => {
    expect(retentionRefusal(null)).toBeNull();
    expect(retentionRefusal(RETENTION_MIN_DAYS)).toBeNull();
    expect(retentionRefusal(RETENTION_MAX_DAYS)).toBeNull();
  });

  it('should refuse part days, periods under a month and over ten years', () => {
    expect(retentionRefusal(45.5)).toBe('not_whole_days');
    expect(retentionRefusal(RETENTION_MIN_DAYS - 1)).toBe('too_short');
    expect(retentionRefusal(RETENTION_MAX_DAYS + 1)).toBe('too_long');
  });
});
