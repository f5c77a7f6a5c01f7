import { ApiError } from '@lantern/shared/client/api-error';
import { describe, expect, it, vi } from 'vitest';
import { essayReviewDesk } from './essay-review-desk-store.js';
import { ESSAY, openEditor } from './essay-review-test-support.js';

// pdf.js starts its worker on import, and these tests open no PDF.
vi.mock('@lantern/shared/ui/pdf/pdf-document', () => ({ openPdf: vi.fn() }));

describe('the essay editor’s XFDF export', () => {
  it('should send every edit first, then save the server’s XFDF under the essay’s name', async () => {
    const { draft, annotations, store, server, saved, api } = await openEditor(false);
    store.review = { essay: { title: 'The valley: a/b "draft"' } } as never;
    const id = annotations.addPin(1, 1, 1, 'Note.');
    await draft.exportXfdf();
    await Promise.resolve();
    expect(server.live().has(id)).toBe(true);
    const order = api.calls.map((call) => call.name).filter((name) => name !== 'featureFlags');
    expect(order).toEqual(['saveEssayAnnotation', 'essayReviewXfdf']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([{ fileName: 'The valley a b draft.xfdf', text: '<xfdf/>' }]);
    expect(draft.exportProblem).toBeNull();
  });

  it('should not export while an edit has not reached the server', async () => {
    const { draft, annotations, saved, api } = await openEditor(false);
    api.handlers.saveEssayAnnotation = () => {
      throw new ApiError(503, 'unavailable', 'down');
    };
    annotations.addPin(1, 1, 1);
    await draft.exportXfdf();
    expect(draft.exportProblem).toBe('unsaved');
    expect(api.called('essayReviewXfdf')).toBe(0);
    expect(saved).toEqual([]);
  });

  it('should say so when the server cannot write the XFDF', async () => {
    const { draft, api } = await openEditor(false);
    api.handlers.essayReviewXfdf = () => {
      throw new ApiError(500, 'internal', 'boom');
    };
    await draft.exportXfdf();
    expect(draft.exportProblem).toBe('failed');
    expect(draft.exporting).toBe(false);
    expect(draft.exportFileName).toBe(`essay-${ESSAY}.xfdf`);
  });
});

describe('the essay editor’s submit', () => {
  it('should take the tutor to the first empty comment, in reading order, when it refuses, and again on request', async () => {
    const { draft, annotations, store } = await openEditor(false);
    const lower = annotations.addPin(1, 100, 200);
    const higher = annotations.addPin(1, 100, 600, 'Good start.');
    annotations.addPin(2, 100, 700);
    annotations.select(higher);
    store.setPanel('summary');

    expect(await draft.submit()).toBe(false);

    expect(draft.firstEmptyComment).toEqual({ id: lower, number: 2 });
    expect([annotations.selectedId, store.panel]).toEqual([lower, 'comments']);
    const asked = annotations.focusRequest;
    draft.goToEmptyComment();
    expect(annotations.focusRequest).toBe(asked + 1);
  });

  it('should confirm a submitted review on the writing-review desk', async () => {
    const { draft, annotations, root, api } = await openEditor(false);
    api.handlers.submitEssayReview = () => ({}) as never;
    api.handlers.saveEssaySummaryComment = () => ({ summary_comment: 'A clear essay.' });
    const navigated: string[] = [];
    root.desktop.setNavigator((path) => navigated.push(path));
    annotations.addPin(1, 100, 200, 'Good start.');
    draft.setSummary('A clear essay.');

    expect(await draft.submit()).toBe(true);

    expect(navigated).toEqual(['/tutor/review-center']);
    expect(essayReviewDesk(root).submitted).toEqual({ title: '', student: '' });
  });
});
