import { ApiError } from '@lantern/shared/client/api-error';
import type { Annotation, AnnotationInput } from '@lantern/shared/contracts/essay-review';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxPorts } from './essay-review-outbox.js';
import { essayReviewDesk } from './essay-review-desk-store.js';
import { EssayReviewStore } from './essay-review-store.js';
import { loginResponse, makeRoot, makeUser, settle } from './test-support.js';

// pdf.js starts its worker on import, and these tests open no PDF.
vi.mock('@lantern/shared/ui/pdf/pdf-document', () => ({ openPdf: vi.fn() }));

const ESSAY = 41;

/** The server's side of the annotation endpoints: revisions and tombstones as the API keeps them. */
function fakeServer() {
  const stored = new Map<string, AnnotationInput & { deleted: boolean }>();
  return {
    stored,
    saveEssayAnnotation: ({
      params,
      body,
    }: {
      params?: { annotationId?: string };
      body?: AnnotationInput;
    }) => {
      const id = params!.annotationId!;
      const row = stored.get(id);
      if (row?.deleted) throw new ApiError(409, 'essay_annotation_deleted', 'This comment was deleted');
      if (!row || (row.revision ?? 0) <= (body!.revision ?? 0)) stored.set(id, { ...body!, deleted: false });
      return {} as Annotation;
    },
    deleteEssayAnnotation: ({ params }: { params?: { annotationId?: string } }) => {
      const id = params!.annotationId!;
      const row = stored.get(id);
      stored.set(id, { ...(row ?? { category: 1, comment: '', page_number: 1 }), deleted: true });
      return { ok: true as const };
    },
    /** What a reload would show: the comments not deleted, by id. */
    live() {
      return new Map(
        [...stored]
          .filter(([, row]) => !row.deleted)
          .map(([id, row]) => [id, { comment: row.comment, hidden: row.hidden }]),
      );
    },
  };
}

const memoryPorts = (): OutboxPorts => ({
  storage: null,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
});

async function openEditor(undoFlag: boolean) {
  const server = fakeServer();
  const saved: { fileName: string; text: string }[] = [];
  const harness = makeRoot({
    featureFlags: () => [{ key: 'essay-review-undo', enabled: undoFlag, description: '', updated_at: 1 }],
    saveEssayAnnotation: server.saveEssayAnnotation as never,
    deleteEssayAnnotation: server.deleteEssayAnnotation as never,
    essayReviewXfdf: () => ({ xfdf: '<xfdf/>' }),
  });
  await harness.root.flags.load();
  const store = new EssayReviewStore(
    harness.root,
    harness.root.api,
    ESSAY,
    memoryPorts(),
    (blob, fileName) => {
      void blob.text().then((text) => saved.push({ fileName, text }));
    },
  );
  const local = () =>
    new Map([...store.annotations].map(([id, note]) => [id, { comment: note.comment, hidden: note.hidden }]));
  return { ...harness, store, server, saved, local };
}

describe('the essay editor’s undo and redo', () => {
  it('should keep no history and offer nothing while the flag is off', async () => {
    const { store, server } = await openEditor(false);
    const id = store.addPin(1, 100, 200);
    store.setComment(id, 'Good start.');
    expect(store.undoEnabled).toBe(false);
    expect(store.canUndo).toBe(false);
    store.undo();
    await store.outbox.flush();
    expect(store.history.undoable).toHaveLength(0);
    expect(server.live().get(id)?.comment).toBe('Good start.');
  });

  it('should take back a new comment with a delete and bring it back under a fresh id, the server following', async () => {
    const { store, server, local } = await openEditor(true);
    const id = store.addPin(1, 100, 200, 'Cite this.');
    await store.outbox.flush();
    expect(server.live().has(id)).toBe(true);

    store.undo();
    expect(store.annotations.size).toBe(0);
    expect(store.canRedo).toBe(true);
    await store.outbox.flush();
    expect(server.live().size).toBe(0);

    store.redo();
    const [back] = [...store.annotations.values()];
    expect(back?.id).not.toBe(id);
    expect(back).toMatchObject({ comment: 'Cite this.', page_number: 1, x: 100, y: 200, revision: 1 });
    await store.outbox.flush();
    expect(store.outbox.failedCount).toBe(0);
    expect(server.live()).toEqual(local());
  });

  it('should undo typing in one step and send it above the stored revision', async () => {
    const { store, server, local } = await openEditor(true);
    const id = store.addPin(1, 100, 200);
    for (const text of ['G', 'Go', 'Goo', 'Good']) store.setComment(id, text);
    store.endTyping();
    store.setComment(id, 'Good!');
    await store.outbox.flush();
    expect(server.stored.get(id)?.revision).toBe(6);

    store.undo();
    expect(store.annotations.get(id)?.comment).toBe('Good');
    store.undo();
    expect(store.annotations.get(id)).toMatchObject({ comment: '', revision: 8 });
    await store.outbox.flush();
    expect(server.live()).toEqual(local());

    store.redo();
    store.redo();
    await store.outbox.flush();
    expect(server.live().get(id)?.comment).toBe('Good!');
  });

  it('should bring a deleted comment back with its words and visibility, and redo the delete', async () => {
    const { store, server, local } = await openEditor(true);
    const id = store.addPin(2, 50, 60, 'Too long.');
    store.setHidden(id, true);
    store.select(id);
    store.remove(id);
    expect(store.selectedId).toBeNull();
    await store.outbox.flush();

    store.undo();
    const [back] = [...store.annotations.values()];
    expect(back).toMatchObject({ comment: 'Too long.', hidden: true, page_number: 2 });
    expect(back?.id).not.toBe(id);
    store.undo();
    expect(store.annotations.get(back!.id)?.hidden).toBe(false);
    await store.outbox.flush();
    expect(server.live()).toEqual(local());

    store.redo();
    store.redo();
    expect(store.annotations.size).toBe(0);
    await store.outbox.flush();
    expect(server.live().size).toBe(0);
    expect(store.outbox.failedCount).toBe(0);
  });

  it('should not record a change that changes nothing', async () => {
    const { store } = await openEditor(true);
    const id = store.addPin(1, 1, 1);
    store.setAnnotationCategory(id, 1);
    expect(store.history.undoable).toHaveLength(1);
  });
});

describe('the essay editor’s XFDF export', () => {
  it('should send every edit first, then save the server’s XFDF under the essay’s name', async () => {
    const { store, server, saved, api } = await openEditor(false);
    store.review = { essay: { title: 'The valley: a/b "draft"' } } as never;
    const id = store.addPin(1, 1, 1, 'Note.');
    await store.exportXfdf();
    await Promise.resolve();
    expect(server.live().has(id)).toBe(true);
    const order = api.calls.map((call) => call.name).filter((name) => name !== 'featureFlags');
    expect(order).toEqual(['saveEssayAnnotation', 'essayReviewXfdf']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([{ fileName: 'The valley a b draft.xfdf', text: '<xfdf/>' }]);
    expect(store.exportProblem).toBeNull();
  });

  it('should not export while an edit has not reached the server', async () => {
    const { store, saved, api } = await openEditor(false);
    api.handlers.saveEssayAnnotation = () => {
      throw new ApiError(503, 'unavailable', 'down');
    };
    store.addPin(1, 1, 1);
    await store.exportXfdf();
    expect(store.exportProblem).toBe('unsaved');
    expect(api.called('essayReviewXfdf')).toBe(0);
    expect(saved).toEqual([]);
  });

  it('should say so when the server cannot write the XFDF', async () => {
    const { store, api } = await openEditor(false);
    api.handlers.essayReviewXfdf = () => {
      throw new ApiError(500, 'internal', 'boom');
    };
    await store.exportXfdf();
    expect(store.exportProblem).toBe('failed');
    expect(store.exporting).toBe(false);
    expect(store.exportFileName).toBe(`essay-${ESSAY}.xfdf`);
  });
});

describe('the essay editor’s AI actions', () => {
  it('should turn the AI actions off, with the reason the server gave, when the AI refuses', async () => {
    const { store, api } = await openEditor(false);
    api.handlers.generateEssayAiSummary = () => {
      throw new ApiError(503, 'ai_unavailable', 'Used up', { reason: 'daily_budget' });
    };
    expect(store.ai.offer).toEqual({ kind: 'offered' });
    await store.generateSummary();
    expect(store.ai.offer).toEqual({ kind: 'withdrawn', reason: 'daily_budget' });
    // "Try again" would not help: the reason is said instead.
    expect(store.aiProblem).toBeNull();
  });

  it('should say there is no provider when the refusal names no reason', async () => {
    const { store, api } = await openEditor(false);
    api.handlers.generateEssayAiSummary = () => {
      throw new ApiError(503, 'ai_unavailable', 'No provider');
    };
    await store.generateSummary();
    expect(store.ai.offer).toEqual({ kind: 'withdrawn', reason: 'none' });
  });

  it('should still step through rephrasings already made, but not ask for a new one, while the AI is off', async () => {
    const { store, api } = await openEditor(false);
    api.handlers.generateEssayAiSummary = () => {
      throw new ApiError(503, 'ai_unavailable', 'No provider');
    };
    await store.generateSummary();
    store.setSummary('A new summary of my own.');
    expect(store.canRephrase).toBe(false);
  });

  it('should keep a failure that is not about the AI as "try again"', async () => {
    const { store, api } = await openEditor(false);
    api.handlers.generateEssayAiSummary = () => {
      throw new ApiError(500, 'internal', 'boom');
    };
    await store.generateSummary();
    expect(store.aiProblem).toBe('failed');
    expect(store.ai.offer).toEqual({ kind: 'offered' });
  });
});

describe('the essay editor’s comment numbers', () => {
  /** One line of text from `left` to `right` whose top edge is at `top`. */
  const line = (top: number, left: number, right: number) => [
    [
      [left, top],
      [right, top],
      [left, top - 14],
      [right, top - 14],
    ] as [[number, number], [number, number], [number, number], [number, number]],
  ];

  it('should number as the student’s PDF does: line by line, left to right, hidden comments unnumbered', async () => {
    const { store } = await openEditor(false);
    const hidden = store.addPin(1, 72, 760, 'Not for the student.');
    store.setHidden(hidden, true);
    // Written first and a point higher, but at the right end of the line.
    const right = store.addHighlight(1, line(701, 320, 420))!;
    const left = store.addHighlight(1, line(700, 72, 300))!;
    const next = store.addPin(2, 72, 720, 'On the next page.');

    expect(store.ordered.map((note) => note.id)).toEqual([hidden, left, right, next]);
    expect([hidden, left, right, next].map((id) => store.numberOf(id))).toEqual([null, 1, 2, 3]);
  });
});

describe('the essay editor’s submit', () => {
  it('should take the tutor to the first empty comment, in reading order, when it refuses, and again on request', async () => {
    const { store } = await openEditor(false);
    const lower = store.addPin(1, 100, 200);
    const higher = store.addPin(1, 100, 600, 'Good start.');
    store.addPin(2, 100, 700);
    store.select(higher);
    store.setPanel('summary');

    expect(await store.submit()).toBe(false);

    expect(store.firstEmptyComment).toEqual({ id: lower, number: 2 });
    expect([store.selectedId, store.panel]).toEqual([lower, 'comments']);
    const asked = store.focusRequest;
    store.goToEmptyComment();
    expect(store.focusRequest).toBe(asked + 1);
  });

  it('should confirm a submitted review on the writing-review desk', async () => {
    const { root, api, store } = await openEditor(false);
    api.handlers.submitEssayReview = () => ({}) as never;
    api.handlers.saveEssaySummaryComment = () => ({ summary_comment: 'A clear essay.' });
    const navigated: string[] = [];
    root.desktop.setNavigator((path) => navigated.push(path));
    store.addPin(1, 100, 200, 'Good start.');
    store.setSummary('A clear essay.');

    expect(await store.submit()).toBe(true);

    expect(navigated).toEqual(['/tutor/review-center']);
    expect(essayReviewDesk(root).submitted).toEqual({ title: '', student: '' });
  });
});

describe('the essay editor when a manager takes the essay away', () => {
  async function signedInEditor() {
    // The editor listens for the browser's `online`: the tests run without a browser.
    vi.stubGlobal('window', new EventTarget());
    const stored = new Map<string, string>();
    const ports: OutboxPorts = {
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
      setTimeout: () => 0,
      clearTimeout: () => undefined,
    };
    const harness = makeRoot({
      login: () => loginResponse(makeUser()),
      currentShift: () => ({ shift: null, server_time: 1_800_000_000 }),
    });
    harness.root.start();
    await harness.root.session.signIn({ username: 'tutor', password: 'x' });
    await settle();
    const store = new EssayReviewStore(harness.root, harness.root.api, ESSAY, ports);
    const close = store.open();
    await settle();
    const change = (essay_id: number, from_tutor_id: number) =>
      harness.realtime.last.emitFromServer('essays.holder.changed', {
        essay_id,
        title: 'The valley',
        cause: 'reassigned',
        from_tutor_id,
        to_tutor_id: 99,
        at: 1_800_000_000,
      });
    return { ...harness, store, close, change, stored };
  }

  it('should stop the editor, and keep on the device what had not reached the server', async () => {
    const { store, close, change, api, stored } = await signedInEditor();
    store.setSummary('Half a thought about the river');
    change(ESSAY, 7);
    expect(store.withdrawn).toBe('reassigned');
    close();
    await settle();
    expect(api.calls.some((call) => call.name === 'saveEssaySummaryComment')).toBe(false);
    expect(stored.get(`lantern.console.essayReview.${ESSAY}`)).toContain('Half a thought about the river');
    vi.unstubAllGlobals();
  });

  it('should carry on when another essay, or another tutor’s, changes hands', async () => {
    const { store, change, close } = await signedInEditor();
    change(ESSAY + 1, 7);
    change(ESSAY, 8);
    expect(store.withdrawn).toBeNull();
    close();
    vi.unstubAllGlobals();
  });
});
