import { useEffect } from 'react';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';

export type HistoryShortcut = 'undo' | 'redo' | null;

type ShortcutEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
>;

/**
 * Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo. Not while the tutor types: a text field
 * has its own undo of what was typed, which the tutor expects there.
 */
export function historyShortcut(event: ShortcutEvent): HistoryShortcut {
  if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  if (isTextField(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

const TEXTLESS_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

function isTextField(target: EventTarget | null): boolean {
  const element = target as Partial<Pick<HTMLInputElement, 'tagName' | 'type' | 'isContentEditable'>> | null;
  if (element?.tagName === 'TEXTAREA') return true;
  if (element?.tagName === 'INPUT') return !TEXTLESS_INPUTS.has(element.type ?? 'text');
  return element?.isContentEditable === true;
}

/** The editor's undo and redo keys, listened for only while the flag is on. Call from an observer. */
export function useUndoShortcuts(review: EssayReviewStore): void {
  const { annotations } = review;
  const enabled = annotations.undoEnabled;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const shortcut = historyShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      annotations[shortcut]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [annotations, enabled]);
}
