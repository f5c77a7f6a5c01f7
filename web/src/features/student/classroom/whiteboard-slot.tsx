import type { SessionView } from '@lantern/shared/contracts/sessions';
import { Whiteboard } from '@lantern/shared/ui/whiteboard/whiteboard';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { WhiteboardIcon } from './media-icons.js';
import { useLiveHelp } from './use-live-help.js';

/**
 * The chat header's "Whiteboard" toggle: it opens the shared board below the conversation.
 * The board's words are in the lazily loaded `classroom` namespace, never in `web` (the sign-in
 * page's budget carries `web`).
 */
export function WhiteboardToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle(): void;
}) {
  const { t } = useTranslation('classroom');
  return (
    <button
      type="button"
      className="lt-button lt-button--ghost chat-panel__board-toggle"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      <WhiteboardIcon size={18} />
      {open ? t('chat.hideWhiteboard') : t('chat.whiteboard')}
    </button>
  );
}

/** The shared board of the session (it loads its recording when it opens); read-only once the session is not in chat. */
export const WhiteboardPane = observer(function WhiteboardPane({
  session,
  id,
}: {
  session: SessionView;
  id: string;
}) {
  const { classroom } = useLiveHelp();
  const { t } = useTranslation('classroom');
  return (
    <div id={id} className="chat-panel__board">
      <Whiteboard
        sessionId={session.id}
        store={classroom}
        translate={(key, values) => t(`whiteboard.${key}`, values)}
        readOnly={session.status !== 'matched'}
      />
    </div>
  );
});
