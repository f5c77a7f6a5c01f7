import type * as MathLiveModule from 'mathlive';
import type { MathfieldElement } from 'mathlive';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '../../contracts/sessions.js';
import { wrapFormula } from '../../domain/live-help/math-text.js';
import type { ChatMediaTranslate } from '../chat-media/text.js';
import { loadTypesetter } from './math-text.js';
import '../modal-card.css';
import '../chat-media/chat-media.css';
import './formula-dialog.css';

type MathLive = typeof MathLiveModule;

let editor: Promise<MathLive> | null = null;

/**
 * MathLive, loaded the first time someone opens the editor (it is as large as the rest of the
 * classroom). It draws with KaTeX's fonts, which the typesetter's stylesheet declares, so it loads
 * no fonts of its own, and it makes no sound.
 */
function loadEditor(): Promise<MathLive> {
  editor ??= Promise.all([import('mathlive'), loadTypesetter()]).then(
    ([mathlive]) => {
      mathlive.MathfieldElement.fontsDirectory = null;
      mathlive.MathfieldElement.soundsDirectory = null;
      return mathlive;
    },
    (error: unknown) => {
      editor = null;
      throw error;
    },
  );
  return editor;
}

type Problem = 'empty' | 'unfilled' | 'tooLong';

interface FormulaDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** Puts the formula's LaTeX in the message; false when the message would then be too long. */
  onInsert(latex: string): boolean;
  translate: ChatMediaTranslate;
}

/**
 * The formula editor: a MathLive field in a dialog. Typing works as on a calculator (`/` makes a
 * fraction, `^` a power), `\` starts a LaTeX command, the field's keyboard button has the symbols;
 * Enter or Insert puts the formula in the message between dollar signs, Esc closes.
 */
export function FormulaDialog({ isOpen, onClose, onInsert, translate }: FormulaDialogProps) {
  // MathLive's on-screen keyboard (a phone's, or the field's keyboard button) rises from the bottom
  // of the page, over everything: the dialog moves up above it.
  const [keyboard, setKeyboard] = useState(0);
  return (
    <ModalOverlay
      className="lt-modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      style={keyboard ? { paddingBlockEnd: `calc(${keyboard}px + var(--lt-space-2))` } : undefined}
    >
      <Modal
        className="lt-modal-card lt-formula"
        style={
          keyboard ? { maxBlockSize: `calc(100dvh - ${keyboard}px - 2 * var(--lt-space-2))` } : undefined
        }
      >
        <Dialog className="lt-modal-card__body">
          <FormulaEditor
            onClose={onClose}
            onInsert={onInsert}
            translate={translate}
            onKeyboard={setKeyboard}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface FormulaEditorProps extends Omit<FormulaDialogProps, 'isOpen'> {
  /** The on-screen keyboard's height, 0 when it is down. */
  onKeyboard(height: number): void;
}

function FormulaEditor({ onClose, onInsert, translate, onKeyboard }: FormulaEditorProps) {
  const { i18n } = useTranslation();
  const fieldId = useId();
  const slot = useRef<HTMLDivElement>(null);
  const keyboardSlot = useRef<HTMLDivElement>(null);
  const field = useRef<MathfieldElement | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [latex, setLatex] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  // The field's listeners are set once; they reach the latest insert through this.
  const insertRef = useRef<() => void>(() => undefined);

  const insert = () => {
    const value = field.current?.getValue('latex-expanded').trim() ?? '';
    if (!value) return setProblem('empty');
    if (value.includes('\\placeholder')) return setProblem('unfilled');
    if (!onInsert(value)) setProblem('tooLong');
  };
  useEffect(() => {
    insertRef.current = insert;
  });

  useEffect(() => {
    let live = true;
    let created: MathfieldElement | null = null;
    const measureKeyboard = () => onKeyboard(window.mathVirtualKeyboard.boundingRect.height);
    setStatus('loading');
    loadEditor().then(
      ({ MathfieldElement }) => {
        if (!live || !slot.current || !keyboardSlot.current) return;
        MathfieldElement.locale = i18n.language;
        const mathfield = new MathfieldElement();
        created = mathfield;
        mathfield.id = fieldId;
        mathfield.className = 'lt-formula__field';
        mathfield.addEventListener('input', () => {
          setLatex(mathfield.getValue('latex-expanded'));
          setProblem(null);
        });
        // Enter puts the formula in the message instead of starting a new row.
        mathfield.addEventListener('beforeinput', (event) => {
          if (event.inputType !== 'insertLineBreak') return;
          event.preventDefault();
          insertRef.current();
        });
        slot.current.append(mathfield);
        // Esc closes the dialog, as in every other one (MathLive would switch to typing LaTeX,
        // which `\` still does); Esc inside a LaTeX command still finishes it. (A field's
        // keybindings exist once it is in the page.)
        mathfield.keybindings = mathfield.keybindings.filter(
          (binding) => binding.key !== '[Escape]' || binding.ifMode === 'latex',
        );
        field.current = mathfield;
        // The on-screen keyboard lives in the dialog: outside it, the modal makes the page inert,
        // and its keys would not take a tap.
        window.mathVirtualKeyboard.container = keyboardSlot.current;
        window.mathVirtualKeyboard.addEventListener('geometrychange', measureKeyboard);
        setStatus('ready');
        mathfield.focus();
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      created?.remove();
      field.current = null;
      if (created) {
        window.mathVirtualKeyboard.removeEventListener('geometrychange', measureKeyboard);
        window.mathVirtualKeyboard.hide();
        window.mathVirtualKeyboard.container = document.body;
        onKeyboard(0);
      }
    };
  }, [attempt, fieldId, i18n.language, onKeyboard]);

  const preview = wrapFormula(latex);
  return (
    <>
      <Heading slot="title" className="lt-modal-card__title">
        {translate('formula.title')}
      </Heading>
      <p className="lt-media-dialog__hint" id={`${fieldId}-hint`}>
        {translate('formula.hint')}
      </p>
      <label className="lt-formula__label" htmlFor={fieldId}>
        {translate('formula.field')}
      </label>
      <div ref={slot} className="lt-formula__slot" data-status={status}>
        {status === 'loading' ? <p className="lt-formula__loading">{translate('formula.loading')}</p> : null}
      </div>
      {status === 'failed' ? (
        <div className="lt-formula__failed" role="alert">
          <p>{translate('formula.failed')}</p>
          <Button className="lt-button lt-button--secondary" onPress={() => setAttempt((count) => count + 1)}>
            {translate('formula.retry')}
          </Button>
        </div>
      ) : null}
      <p className="lt-formula__preview">
        {translate('formula.preview')} <code>{preview || '—'}</code>
      </p>
      {problem ? (
        <p className="lt-media-dialog__error" role="alert">
          {translate(`formula.${problem}`, { max: MESSAGE_MAX_LENGTH })}
        </p>
      ) : null}
      <div ref={keyboardSlot} className="lt-formula__keyboard" />
      <div className="lt-modal-card__actions">
        <Button className="lt-button lt-button--secondary" onPress={onClose}>
          {translate('formula.cancel')}
        </Button>
        <Button className="lt-button lt-button--primary" isDisabled={status !== 'ready'} onPress={insert}>
          {translate('formula.insert')}
        </Button>
      </div>
    </>
  );
}
