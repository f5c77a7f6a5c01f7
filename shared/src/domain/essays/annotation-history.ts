/**
 * The tutor's undo and redo of annotation edits in the review editor (the spec: "undo/redo history
 * only with a flag"). Each step holds the annotation as it was before and after one edit (null
 * where it did not exist), so undoing applies `before` and redoing applies `after`, each turned
 * into the same kind of change a normal edit sends to the server.
 *
 * The server keeps a deleted annotation's id as a tombstone and refuses to save it again, so an
 * annotation brought back (a delete undone, a create redone) gets a fresh id, and every step still
 * naming the old one is rewritten to the new one.
 */

export interface Identified {
  id: string;
}

export interface EditStep<T extends Identified> {
  before: T | null;
  after: T | null;
  /** Consecutive edits with the same key (keystrokes in one comment) undo as one. */
  merge: string | null;
}

export interface AnnotationHistory<T extends Identified> {
  /** Oldest first; the last one is undone next. */
  readonly undoable: readonly EditStep<T>[];
  /** Oldest first; the last one is redone next. */
  readonly redoable: readonly EditStep<T>[];
  readonly limit: number;
}

/** What applying a step asks of the server: the same three changes a tutor's own edit makes. */
export type HistoryChange<T extends Identified> =
  { kind: 'create'; annotation: T } | { kind: 'save'; annotation: T } | { kind: 'delete'; id: string };

export interface HistoryMove<T extends Identified> {
  history: AnnotationHistory<T>;
  change: HistoryChange<T>;
}

/** Enough for a long review's corrections, small enough that nobody wades through it. */
export const ANNOTATION_HISTORY_LIMIT = 100;

export function emptyHistory<T extends Identified>(
  limit: number = ANNOTATION_HISTORY_LIMIT,
): AnnotationHistory<T> {
  return { undoable: [], redoable: [], limit: Math.max(1, Math.floor(limit)) };
}

export function canUndo(history: AnnotationHistory<Identified>): boolean {
  return history.undoable.length > 0;
}

export function canRedo(history: AnnotationHistory<Identified>): boolean {
  return history.redoable.length > 0;
}

/**
 * One edit made by the tutor: a create (`before` null), a delete (`after` null) or a change. A new
 * edit ends what could be redone; past the limit the oldest step is forgotten.
 */
export function recordEdit<T extends Identified>(
  history: AnnotationHistory<T>,
  before: T | null,
  after: T | null,
  merge: string | null = null,
): AnnotationHistory<T> {
  if (before === null && after === null) return history;
  const top = history.undoable.at(-1);
  if (merge !== null && top?.merge === merge && history.redoable.length === 0) {
    return { ...history, undoable: [...history.undoable.slice(0, -1), { ...top, after }] };
  }
  const undoable = [...history.undoable, { before, after, merge }];
  return { ...history, undoable: undoable.slice(-history.limit), redoable: [] };
}

/** The next edit starts a step of its own, even with the same merge key (the comment lost focus). */
export function sealHistory<T extends Identified>(history: AnnotationHistory<T>): AnnotationHistory<T> {
  const top = history.undoable.at(-1);
  if (!top || top.merge === null) return history;
  return { ...history, undoable: [...history.undoable.slice(0, -1), { ...top, merge: null }] };
}

/** Takes back the last edit; null when there is none. `freshId` names an annotation brought back. */
export function undoEdit<T extends Identified>(
  history: AnnotationHistory<T>,
  freshId: () => string,
): HistoryMove<T> | null {
  const step = history.undoable.at(-1);
  if (!step) return null;
  return move(
    {
      ...history,
      undoable: history.undoable.slice(0, -1),
      redoable: [...history.redoable, { ...step, merge: null }],
    },
    step.after,
    step.before,
    freshId,
  );
}

/** Makes the last undone edit again; null when there is none. */
export function redoEdit<T extends Identified>(
  history: AnnotationHistory<T>,
  freshId: () => string,
): HistoryMove<T> | null {
  const step = history.redoable.at(-1);
  if (!step) return null;
  return move(
    {
      ...history,
      undoable: [...history.undoable, step],
      redoable: history.redoable.slice(0, -1),
    },
    step.before,
    step.after,
    freshId,
  );
}

function move<T extends Identified>(
  history: AnnotationHistory<T>,
  from: T | null,
  to: T | null,
  freshId: () => string,
): HistoryMove<T> {
  // A step always has at least one side (recordEdit drops the empty ones). After an undo or a
  // redo, typing in a comment starts a step of its own rather than joining an older one.
  if (to === null) return { history: sealHistory(history), change: { kind: 'delete', id: from!.id } };
  if (from !== null) return { history: sealHistory(history), change: { kind: 'save', annotation: to } };
  const id = freshId();
  return {
    history: sealHistory(renamed(history, to.id, id)),
    change: { kind: 'create', annotation: { ...to, id } },
  };
}

function renamed<T extends Identified>(history: AnnotationHistory<T>, from: string, to: string) {
  const rename = (annotation: T | null): T | null =>
    annotation?.id === from ? { ...annotation, id: to } : annotation;
  const step = (edit: EditStep<T>): EditStep<T> => ({
    ...edit,
    before: rename(edit.before),
    after: rename(edit.after),
  });
  return { ...history, undoable: history.undoable.map(step), redoable: history.redoable.map(step) };
}
