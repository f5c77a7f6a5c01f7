import { ApiError } from '@lantern/shared/client/api-error';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import { describe, expect, it } from 'vitest';
import { EssayReviewDeskStore } from './essay-review-desk-store.js';
import { makeRoot } from './test-support.js';

describe('EssayReviewDeskStore', () => {
  it('should say the tutor is outside a writing-review segment, then show the next essay once asked again', async () => {
    const { root, api } = makeRoot({
      nextEssay: () => {
        throw new ApiError(409, ErrorCode.essayReviewNotInSegment, 'Not in a writing-review segment');
      },
    });
    const desk = new EssayReviewDeskStore(root, root.api);
    await desk.askForNext();
    expect([desk.state, desk.problem, desk.next]).toEqual(['error', 'not_in_segment', null]);
    api.handlers.nextEssay = () => ({ state: 'none', essay: null });
    const asking = desk.askForNext();
    expect([desk.state, desk.problem]).toEqual(['loading', null]);
    await asking;
    expect([desk.state, desk.next]).toEqual(['loaded', { state: 'none', essay: null }]);
  });

  it('should say it failed for any other refusal', async () => {
    const { root } = makeRoot({
      nextEssay: () => {
        throw new ApiError(500, 'internal', 'Boom');
      },
    });
    const desk = new EssayReviewDeskStore(root, root.api);
    await desk.askForNext();
    expect(desk.problem).toBe('failed');
  });
});
