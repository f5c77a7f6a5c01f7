import { describe, expect, it, vi } from 'vitest';
import { openEditor } from './essay-review-test-support.js';

// pdf.js starts its worker on import, and these tests open no PDF.
vi.mock('@lantern/shared/ui/pdf/pdf-document', () => ({ openPdf: vi.fn() }));

describe('the essay editor’s undo and redo', () => {
  it('should keep no history and offer nothing while the flag is off', async () => {
    const { annotations, store, server } = await openEditor(false);
    const id = annotations.addPin(1, 100, 200);
    annotations.setComment(id, 'Good start.');
    expect(annotations.undoEnabled).toBe(false);
    expect(annotations.canUndo).toBe(false);
    annotations.undo();
    await store.outbox.flush();
    expect(annotations.history.undoable).toHaveLength(0);
    expect(server.live().get(id)?.comment).toBe('Good start.');
  });

  it('should take back a new comment with a delete and bring it back under a fresh id, the server following', async () => {
    const { annotations, store, server, local } = await openEditor(true);
    const id = annotations.addPin(1, 100, 200, 'Cite this.');
    await store.outbox.flush();
    expect(server.live().has(id)).toBe(true);

    annotations.undo();
    expect(annotations.byId.size).toBe(0);
    expect(annotations.canRedo).toBe(true);
    await store.outbox.flush();
    expect(server.live().size).toBe(0);

    annotations.redo();
    const [back] = [...annotations.byId.values()];
    expect(back?.id).not.toBe(id);
    expect(back).toMatchObject({ comment: 'Cite this.', page_number: 1, x: 100, y: 200, revision: 1 });
    await store.outbox.flush();
    expect(store.outbox.failedCount).toBe(0);
    expect(server.live()).toEqual(local());
  });

  it('should undo typing in one step and send it above the stored revision', async () => {
    const { annotations, store, server, local } = await openEditor(true);
    const id = annotations.addPin(1, 100, 200);
    for (const text of ['G', 'Go', 'Goo', 'Good']) annotations.setComment(id, text);
    annotations.endTyping();
    annotations.setComment(id, 'Good!');
    await store.outbox.flush();
    expect(server.stored.get(id)?.revision).toBe(6);

    annotations.undo();
    expect(annotations.byId.get(id)?.comment).toBe('Good');
    annotations.undo();
    expect(annotations.byId.get(id)).toMatchObject({ comment: '', revision: 8 });
    await store.outbox.flush();
    expect(server.live()).toEqual(local());

    annotations.redo();
    annotations.redo();
    await store.outbox.flush();
    expect(server.live().get(id)?.comment).toBe('Good!');
  });

  it('should bring a deleted comment back with its words and visibility, and redo the delete', async () => {
    const { annotations, store, server, local } = await openEditor(true);
    const id = annotations.addPin(2, 50, 60, 'Too long.');
    annotations.setHidden(id, true);
    annotations.select(id);
    annotations.remove(id);
    expect(annotations.selectedId).toBeNull();
    await store.outbox.flush();

    annotations.undo();
    const [back] = [...annotations.byId.values()];
    expect(back).toMatchObject({ comment: 'Too long.', hidden: true, page_number: 2 });
    expect(back?.id).not.toBe(id);
    annotations.undo();
    expect(annotations.byId.get(back!.id)?.hidden).toBe(false);
    await store.outbox.flush();
    expect(server.live()).toEqual(local());

    annotations.redo();
    annotations.redo();
    expect(annotations.byId.size).toBe(0);
    await store.outbox.flush();
    expect(server.live().size).toBe(0);
    expect(store.outbox.failedCount).toBe(0);
  });

  it('should not record a change that changes nothing', async () => {
    const { annotations } = await openEditor(true);
    const id = annotations.addPin(1, 1, 1);
    annotations.setAnnotationCategory(id, 1);
    expect(annotations.history.undoable).toHaveLength(1);
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
    const { annotations } = await openEditor(false);
    const hidden = annotations.addPin(1, 72, 760, 'Not for the student.');
    annotations.setHidden(hidden, true);
    // Written first and a point higher, but at the right end of the line.
    const right = annotations.addHighlight(1, line(701, 320, 420))!;
    const left = annotations.addHighlight(1, line(700, 72, 300))!;
    const next = annotations.addPin(2, 72, 720, 'On the next page.');

    expect(annotations.ordered.map((note) => note.id)).toEqual([hidden, left, right, next]);
    expect([hidden, left, right, next].map((id) => annotations.numberOf(id))).toEqual([null, 1, 2, 3]);
  });
});
