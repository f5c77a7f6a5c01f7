import type { ReviewedAnnotation } from '@lantern/shared/contracts/essay-review';
import type { EssayView } from '@lantern/shared/contracts/essays';
import { describe, expect, it } from 'vitest';
import { openReviewedEssays, ReviewedEssayStore } from './reviewed-essays-store.js';
import { makeStores, makeUser, settle, signInAs } from './test-support.js';

const reviewing = (id: number) =>
  makeUser({
    id,
    username: `student-${id}`,
    school: { ...makeUser().school!, features_essay_review: true },
  });

describe('ReviewedEssaysStore', () => {
  it("should count the student's reviewed essays, and keep the last count when asking again fails", async () => {
    const { stores, api } = makeStores();
    api.handlers.navbarNotifications = () => ({ reviewed_essays: 2 });
    await signInAs(stores, api, reviewing(1));
    const badge = openReviewedEssays(stores);
    await settle();
    expect(badge.count).toBe(2);
    api.handlers.navbarNotifications = () => {
      throw new Error('offline');
    };
    await badge.refresh();
    expect(badge.count).toBe(2);
  });

  it('should not show the count asked for someone signed in before', async () => {
    const { stores, api } = makeStores();
    let answer: (counts: { reviewed_essays: number }) => void = () => undefined;
    api.handlers.navbarNotifications = () => new Promise((resolve) => (answer = resolve));
    await signInAs(stores, api, reviewing(1));
    const badge = openReviewedEssays(stores);
    const late = answer;
    api.handlers.navbarNotifications = () => ({ reviewed_essays: 0 });
    await signInAs(stores, api, reviewing(2));
    await settle();
    late({ reviewed_essays: 5 });
    await settle();
    expect(badge.count).toBe(0);
  });
});

/** A highlight of one line whose top edge is at `top`, from `left` for 100 points. */
function highlight(id: string, top: number, left: number, created_at: number): ReviewedAnnotation {
  return {
    id,
    category: 6,
    comment: id,
    page_number: 1,
    x: null,
    y: null,
    quads: [
      [
        [left, top],
        [left + 100, top],
        [left, top - 14],
        [left + 100, top - 14],
      ],
    ],
    created_at,
  };
}

describe('a reviewed essay’s comments', () => {
  it('should be numbered as the downloaded PDF numbers them: on one line, left to right', async () => {
    const { stores, api } = makeStores();
    api.handlers.reviewedEssay = () => ({
      essay: { id: 5 } as EssayView,
      summary_comment: 'Clear.',
      // The right one was written first and sits a point higher, on the same line of text.
      annotations: [highlight('right', 701, 320, 10), highlight('left', 700, 72, 20)],
      pdf_url: '/api/essays/5/pdf',
      download_url: '/api/essays/5/download',
    });
    api.handlers.essayPdf = () => {
      throw new Error('no PDF in this test');
    };
    const review = new ReviewedEssayStore(stores, 5);

    await review.load();

    expect(review.comments.map(({ comment, number }) => `${number}:${comment.id}`)).toEqual([
      '1:left',
      '2:right',
    ]);
  });
});
