import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SECONDS, latestEssayReviewEta } from './essay-review-eta.js';

const NOW = 1_800_000_000;

describe('latestEssayReviewEta', () => {
  it('should be null when nothing waits', () => {
    expect(
      latestEssayReviewEta({ now: NOW, queued: 0, reviewersAtWork: 3, averageReviewSeconds: 600 }),
    ).toBeNull();
  });

  it('should share the queue among the reviewers at work, in rounds of the usual review time', () => {
    expect(latestEssayReviewEta({ now: NOW, queued: 5, reviewersAtWork: 2, averageReviewSeconds: 600 })).toBe(
      NOW + 3 * 600,
    );
    expect(latestEssayReviewEta({ now: NOW, queued: 4, reviewersAtWork: 4, averageReviewSeconds: 900 })).toBe(
      NOW + 900,
    );
  });

  it('should count one reviewer when none is at work, and the default review time without history', () => {
    expect(
      latestEssayReviewEta({ now: NOW, queued: 2, reviewersAtWork: 0, averageReviewSeconds: null }),
    ).toBe(NOW + 2 * DEFAULT_REVIEW_SECONDS);
  });
});
