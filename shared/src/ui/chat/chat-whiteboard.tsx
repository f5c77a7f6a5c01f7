import { observer } from 'mobx-react-lite';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { SessionView } from '../../contracts/sessions.js';
import { Whiteboard, type WhiteboardStore, type WhiteboardTranslate } from '../whiteboard/whiteboard.js';
import type { ChatTranslate } from './chat-text.js';
import './chat-whiteboard.css';

/**
 * From this window width the board opens as a pane of its own beside the chat; on a narrower
 * screen (a phone, a tablet held upright) it opens as a sheet over the whole screen.
 */
const BOARD_BESIDE_MIN_WIDTH = 1024;

/** Whether the window is wide enough for the board beside the chat, following resizes. */
function useBoardBeside(): boolean {
  const query = `(min-width: ${BOARD_BESIDE_MIN_WIDTH}px)`;
  const [beside, setBeside] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => setBeside(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return beside;
}

interface WhiteboardToggleProps {
  open: boolean;
  /** The board's id, once it is open. */
  controls: string;
  onToggle(): void;
  translate: ChatTranslate;
  icon?: ReactNode;
  className: string;
  /** Where the focus comes back to when the board closes from its own pane. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** The chat header's "Whiteboard" toggle: it opens the shared board beside the chat, or hides it. */
export function WhiteboardToggle({
  open,
  controls,
  onToggle,
  translate,
  icon,
  className,
  buttonRef,
}: WhiteboardToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`lt-button lt-button--ghost ${className}`}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {icon}
      {open ? translate('chat.hideWhiteboard') : translate('chat.whiteboard')}
    </button>
  );
}

interface WhiteboardPaneProps {
  session: SessionView;
  id: string;
  store: WhiteboardStore;
  translate: WhiteboardTranslate;
  chatTranslate: ChatTranslate;
  /** Hides the board; the host's toggle says so again. */
  onClose(): void;
  /** The toggle that opened it: the focus goes back there when the board closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The session's shared board (it loads its recording when it opens); read-only once the session
 * is not in chat. On a wide screen it is a pane of its own beside the chat, as tall as the chat, so
 * its tools never scroll away with the conversation: the focus moves to its title when it opens,
 * Tab goes on from the chat into it and Shift+Tab back, and its button or Escape hides it, the focus
 * back on the toggle. On a narrower screen it is a sheet over the whole screen, a dialog: the focus
 * stays in it until its button or Escape hides it.
 */
export const WhiteboardPane = observer(function WhiteboardPane({
  session,
  id,
  store,
  translate,
  chatTranslate,
  onClose,
  toggleRef,
}: WhiteboardPaneProps) {
  const beside = useBoardBeside();
  const titleId = useId();
  const title = chatTranslate('chat.whiteboard');
  const hideLabel = chatTranslate('chat.hideWhiteboard');
  const board = (
    <Whiteboard
      sessionId={session.id}
      store={store}
      translate={translate}
      readOnly={session.status !== 'matched'}
    />
  );

  if (beside)
    return (
      <BesidePane id={id} titleId={titleId} title={title} hideLabel={hideLabel} {...{ onClose, toggleRef }}>
        {board}
      </BesidePane>
    );
  // The dialog gives the focus back to the toggle that opened it.
  return (
    <ModalOverlay
      className="lt-board-sheet"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="lt-board-sheet__modal">
        <Dialog id={id} className="lt-board-pane lt-board-pane--sheet" aria-labelledby={titleId}>
          <div className="lt-board-pane__header">
            <Heading slot="title" id={titleId} className="lt-board-pane__title">
              {title}
            </Heading>
            <HideButton label={hideLabel} onPress={onClose} />
          </div>
          {board}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});

/**
 * Hides the board. Beside the chat it is a ✕ (the chat's toggle, which says "Hide whiteboard"
 * too, is in view); on the sheet, which covers the toggle, it says so in words.
 */
function HideButton({ label, onPress, icon = false }: { label: string; onPress(): void; icon?: boolean }) {
  if (icon)
    return (
      <button
        type="button"
        className="lt-icon-button lt-board-pane__hide"
        aria-label={label}
        onClick={onPress}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    );
  return (
    <button type="button" className="lt-button lt-button--secondary lt-board-pane__hide" onClick={onPress}>
      {label}
    </button>
  );
}

interface BesidePaneProps {
  id: string;
  titleId: string;
  title: string;
  hideLabel: string;
  onClose(): void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

function BesidePane({ id, titleId, title, hideLabel, onClose, toggleRef, children }: BesidePaneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by the toggle: the focus follows it here, and a screen reader says where it is.
  useEffect(() => heading.current?.focus(), []);
  // The pane goes with the focused control in it: the focus goes back to the toggle, not the page.
  const close = () => {
    onClose();
    toggleRef.current?.focus();
  };
  const escape = (event: KeyboardEvent) => {
    // A dialog open over the board (Clear's question) handles its own Escape first.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
  return (
    <section
      id={id}
      className="lt-board-pane lt-board-pane--beside"
      aria-labelledby={titleId}
      onKeyDown={escape}
    >
      <div className="lt-board-pane__header">
        <h2 ref={heading} id={titleId} className="lt-board-pane__title" tabIndex={-1}>
          {title}
        </h2>
        <HideButton label={hideLabel} onPress={close} icon />
      </div>
      {children}
    </section>
  );
}
