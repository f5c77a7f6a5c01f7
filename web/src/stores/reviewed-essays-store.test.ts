import type { ReviewedAnnotation } from '@lantern/shared/contracts/essay-review';
import type { EssayView } from '@lantern/shared/contracts/essays';
import { describe, expect, it } from 'vitest';
import { ReviewedEssayStore } from './reviewed-essays-store.js';
import { makeStores } from './test-support.js';

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
