import { describe, expect, it } from 'vitest';
import { historyShortcut } from './use-undo-shortcuts.js';

const page = { tagName: 'DIV', isContentEditable: false } as unknown as EventTarget;

function press(
  key: string,
  modifiers: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {},
  target = page,
) {
  return historyShortcut({
    key,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: modifiers.meta ?? false,
    shiftKey: modifiers.shift ?? false,
    altKey: modifiers.alt ?? false,
    defaultPrevented: false,
    target,
  });
}

describe('the editor’s undo and redo keys', () => {
  it('should undo with Ctrl+Z and ⌘Z', () => {
    expect(press('z', { ctrl: true })).toBe('undo');
    expect(press('z', { meta: true })).toBe('undo');
  });

  it('should redo with Ctrl+Shift+Z, ⌘⇧Z and Ctrl+Y', () => {
    expect(press('Z', { ctrl: true, shift: true })).toBe('redo');
    expect(press('Z', { meta: true, shift: true })).toBe('redo');
    expect(press('y', { ctrl: true })).toBe('redo');
  });

  it('should leave other keys and plain letters alone', () => {
    expect(press('z')).toBeNull();
    expect(press('z', { shift: true })).toBeNull();
    expect(press('z', { ctrl: true, alt: true })).toBeNull();
    expect(press('y', { meta: true })).toBeNull();
    expect(press('s', { ctrl: true })).toBeNull();
  });

  it('should leave typing in a text field to the field’s own undo', () => {
    const textarea = { tagName: 'TEXTAREA' } as unknown as EventTarget;
    const text = { tagName: 'INPUT', type: 'text' } as unknown as EventTarget;
    const editable = { tagName: 'DIV', isContentEditable: true } as unknown as EventTarget;
    for (const target of [textarea, text, editable]) expect(press('z', { ctrl: true }, target)).toBeNull();
    const checkbox = { tagName: 'INPUT', type: 'checkbox' } as unknown as EventTarget;
    const select = { tagName: 'SELECT' } as unknown as EventTarget;
    expect(press('z', { ctrl: true }, checkbox)).toBe('undo');
    expect(press('z', { ctrl: true }, select)).toBe('undo');
  });

  it('should not act on a key something else already handled', () => {
    expect(
      historyShortcut({
        key: 'z',
        ctrlKey: true,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        defaultPrevented: true,
        target: page,
      }),
    ).toBeNull();
  });
});
