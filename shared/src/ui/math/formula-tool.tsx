import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { MESSAGE_MAX_LENGTH } from '../../contracts/sessions.js';
import { insertFormula } from '../../domain/live-help/math-text.js';
import type { ChatMediaTranslate } from '../chat-media/text.js';
import { FormulaDialog } from './formula-dialog.js';
import './formula-dialog.css';

/**
 * The composer's shortcut for the formula editor: Alt+= (Word's "new equation"). Read by the key's
 * place, not its character, since Alt changes the character on some layouts (⌥= is ≠ on a Mac).
 */
export const FORMULA_KEYS = 'Alt+=';

export function isFormulaShortcut(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'Equal';
}

export interface FormulaTool {
  isOpen: boolean;
  open(): void;
  close(): void;
  /** Puts the formula where the caret was; false when the message would grow past its bound. */
  insert(latex: string): boolean;
  /** The composer's key handler calls this first; true when the key opened the editor. */
  keyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean;
}

/**
 * The formula editor's state for one composer: where the caret stood when it opened, the formula
 * put there between dollar signs, and the caret after it once the editor has closed.
 */
export function useFormulaTool(
  box: RefObject<HTMLTextAreaElement | null>,
  text: string,
  onText: (next: string) => void,
): FormulaTool {
  const [isOpen, setOpen] = useState(false);
  const selection = useRef({ start: text.length, end: text.length });
  const caret = useRef<number | null>(null);

  // Once the dialog has closed, the writing goes on in the message, after the formula. Focus goes
  // back after the dialog has handed it to what opened it (a frame later).
  useEffect(() => {
    if (isOpen || caret.current === null) return;
    const at = caret.current;
    caret.current = null;
    const frame = requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(at, at);
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen, box]);

  const open = () => {
    const field = box.current;
    selection.current = field
      ? { start: field.selectionStart, end: field.selectionEnd }
      : { start: text.length, end: text.length };
    setOpen(true);
  };
  return {
    isOpen,
    open,
    close: () => {
      caret.current = selection.current.end;
      setOpen(false);
    },
    insert: (latex) => {
      const done = insertFormula(text, selection.current, latex, MESSAGE_MAX_LENGTH);
      if (!done) return false;
      onText(done.text);
      caret.current = done.caret;
      setOpen(false);
      return true;
    },
    keyDown: (event) => {
      if (!isFormulaShortcut(event)) return false;
      event.preventDefault();
      open();
      return true;
    },
  };
}

interface FormulaButtonProps {
  tool: FormulaTool;
  translate: ChatMediaTranslate;
  className: string;
  /** The button's face: the console's word, the classroom's icon (then `label` names it). */
  children: ReactNode;
  label?: string;
  isDisabled?: boolean;
}

/**
 * The composer's button for the formula editor, and the editor itself. The shortcut is on the
 * button for assistive technology (`aria-keyshortcuts`) and in its tooltip for everyone else.
 */
export function FormulaButton({
  tool,
  translate,
  className,
  children,
  label,
  isDisabled,
}: FormulaButtonProps) {
  return (
    <>
      <TooltipTrigger delay={400}>
        <Button
          // React Aria's Button passes on only the ARIA attributes it knows, and not this one.
          ref={(button) => button?.setAttribute('aria-keyshortcuts', FORMULA_KEYS)}
          className={className}
          aria-label={label}
          isDisabled={isDisabled}
          onPress={tool.open}
        >
          {children}
        </Button>
        <Tooltip className="lt-formula-tooltip" offset={6}>
          {translate('formula.tooltip', { keys: FORMULA_KEYS })}
        </Tooltip>
      </TooltipTrigger>
      <FormulaDialog isOpen={tool.isOpen} onClose={tool.close} onInsert={tool.insert} translate={translate} />
    </>
  );
}
