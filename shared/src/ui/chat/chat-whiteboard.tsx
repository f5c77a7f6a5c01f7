import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { SessionView } from '../../contracts/sessions.js';
import { Whiteboard, type WhiteboardStore, type WhiteboardTranslate } from '../whiteboard/whiteboard.js';
import type { ChatTranslate } from './chat-text.js';
import './chat-whiteboard.css';

interface WhiteboardToggleProps {
  open: boolean;
  /** The board's id, once it is open. */
  controls: string;
  onToggle(): void;
  translate: ChatTranslate;
  icon?: ReactNode;
  className: string;
}

/** The chat header's "Whiteboard" toggle: it opens the shared board below the conversation. */
export function WhiteboardToggle({
  open,
  controls,
  onToggle,
  translate,
  icon,
  className,
}: WhiteboardToggleProps) {
  return (
    <button
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
}

/**
 * The session's shared board below the conversation (it loads its recording when it opens);
 * read-only once the session is not in chat.
 */
export const WhiteboardPane = observer(function WhiteboardPane({
  session,
  id,
  store,
  translate,
}: WhiteboardPaneProps) {
  return (
    <div id={id} className="lt-chat-board">
      <Whiteboard
        sessionId={session.id}
        store={store}
        translate={translate}
        readOnly={session.status !== 'matched'}
      />
    </div>
  );
});
