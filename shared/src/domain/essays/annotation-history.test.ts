import { describe, expect, it } from 'vitest';
import {
  type AnnotationHistory,
  canRedo,
  canUndo,
  emptyHistory,
  recordEdit,
  redoEdit,
  sealHistory,
  undoEdit,
} from './annotation-history.js';

interface Note {
  id: string;
  comment: string;
  hidden: boolean;
}

const note = (id: string, comment = '', hidden = false): Note => ({ id, comment, hidden });

function ids(...names: string[]) {
  const queue = [...names];
  return () => {
    const next = queue.shift();
    if (!next) throw new Error('no fresh id left');
    return next;
  };
}

function undo(history: AnnotationHistory<Note>, freshId = ids()) {
  const moved = undoEdit(history, freshId);
  if (!moved) throw new Error('nothing to undo');
  return moved;
}

function redo(history: AnnotationHistory<Note>, freshId = ids()) {
  const moved = redoEdit(history, freshId);
  if (!moved) throw new Error('nothing to redo');
  return moved;
}

describe('annotation history', () => {
  it('should have nothing to undo or redo at first', () => {
    const history = emptyHistory<Note>();
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undoEdit(history, ids())).toBeNull();
    expect(redoEdit(history, ids())).toBeNull();
  });

  it('should undo an edit by saving the annotation as it was, and redo it by saving it as edited', () => {
    let history = recordEdit(emptyHistory<Note>(), note('a', 'old'), note('a', 'new'));
    const undone = undo(history);
    expect(undone.change).toEqual({ kind: 'save', annotation: note('a', 'old') });
    history = undone.history;
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(true);
    const redone = redo(history);
    expect(redone.change).toEqual({ kind: 'save', annotation: note('a', 'new') });
    expect(canUndo(redone.history)).toBe(true);
    expect(canRedo(redone.history)).toBe(false);
  });

  it('should undo a create with a delete, and redo it under a fresh id the server has not tombstoned', () => {
    let history = recordEdit(emptyHistory<Note>(), null, note('a', 'hi'));
    const undone = undo(history);
    expect(undone.change).toEqual({ kind: 'delete', id: 'a' });
    const redone = redo(undone.history, ids('b'));
    expect(redone.change).toEqual({ kind: 'create', annotation: note('b', 'hi') });
    // Undoing the create again deletes the annotation under its new id.
    history = redone.history;
    expect(undo(history).change).toEqual({ kind: 'delete', id: 'b' });
  });

  it('should undo a delete by re-creating the annotation under a fresh id, and carry that id into older steps', () => {
    let history = emptyHistory<Note>();
    history = recordEdit(history, null, note('a'));
    history = recordEdit(history, note('a'), note('a', 'written'));
    history = recordEdit(history, note('a', 'written'), null);

    const restored = undo(history, ids('b'));
    expect(restored.change).toEqual({ kind: 'create', annotation: note('b', 'written') });
    const unwritten = undo(restored.history);
    expect(unwritten.change).toEqual({ kind: 'save', annotation: note('b', '') });
    const uncreated = undo(unwritten.history);
    expect(uncreated.change).toEqual({ kind: 'delete', id: 'b' });

    // And forward again: each re-creation takes another fresh id.
    const created = redo(uncreated.history, ids('c'));
    expect(created.change).toEqual({ kind: 'create', annotation: note('c', '') });
    const written = redo(created.history);
    expect(written.change).toEqual({ kind: 'save', annotation: note('c', 'written') });
    const deleted = redo(written.history);
    expect(deleted.change).toEqual({ kind: 'delete', id: 'c' });
  });

  it('should leave other annotations’ steps alone when one is renamed', () => {
    let history = emptyHistory<Note>();
    history = recordEdit(history, note('x', 'one'), note('x', 'two'));
    history = recordEdit(history, note('a', 'gone'), null);
    const restored = undo(history, ids('b'));
    expect(undo(restored.history).change).toEqual({ kind: 'save', annotation: note('x', 'one') });
  });

  it('should merge consecutive edits with the same key into one step', () => {
    let history = emptyHistory<Note>();
    history = recordEdit(history, note('a', ''), note('a', 'H'), 'text:a');
    history = recordEdit(history, note('a', 'H'), note('a', 'Hi'), 'text:a');
    history = recordEdit(history, note('a', 'Hi'), note('a', 'Hi!'), 'text:a');
    expect(history.undoable).toHaveLength(1);
    const undone = undo(history);
    expect(undone.change).toEqual({ kind: 'save', annotation: note('a', '') });
    expect(redo(undone.history).change).toEqual({ kind: 'save', annotation: note('a', 'Hi!') });
  });

  it('should not merge across another edit, a seal, or an undo', () => {
    let history = emptyHistory<Note>();
    history = recordEdit(history, note('a', ''), note('a', 'H'), 'text:a');
    history = recordEdit(history, note('b', ''), note('b', 'x'), 'text:b');
    history = recordEdit(history, note('a', 'H'), note('a', 'Hi'), 'text:a');
    expect(history.undoable).toHaveLength(3);

    history = sealHistory(history);
    history = recordEdit(history, note('a', 'Hi'), note('a', 'Hi!'), 'text:a');
    expect(history.undoable).toHaveLength(4);

    history = undo(history).history;
    history = recordEdit(history, note('a', 'Hi'), note('a', 'Hey'), 'text:a');
    expect(history.undoable).toHaveLength(4);
    expect(history.undoable.at(-1)).toEqual({
      before: note('a', 'Hi'),
      after: note('a', 'Hey'),
      merge: 'text:a',
    });
  });

  it('should drop what could be redone once a new edit is made', () => {
    let history = recordEdit(emptyHistory<Note>(), note('a', '1'), note('a', '2'));
    history = undo(history).history;
    expect(canRedo(history)).toBe(true);
    history = recordEdit(history, note('a', '1', false), note('a', '1', true));
    expect(canRedo(history)).toBe(false);
    expect(undo(history).change).toEqual({ kind: 'save', annotation: note('a', '1', false) });
  });

  it('should forget the oldest steps beyond its limit', () => {
    let history = emptyHistory<Note>(3);
    for (let step = 1; step <= 5; step += 1)
      history = recordEdit(history, note('a', String(step - 1)), note('a', String(step)));
    expect(history.undoable).toHaveLength(3);
    const changes: string[] = [];
    for (let moved = undoEdit(history, ids()); moved; moved = undoEdit(moved.history, ids())) {
      if (moved.change.kind === 'save') changes.push(moved.change.annotation.comment);
    }
    expect(changes).toEqual(['4', '3', '2']);
  });

  it('should ignore a step with neither side', () => {
    const history = emptyHistory<Note>();
    expect(recordEdit(history, null, null)).toBe(history);
  });
});
