import type { SessionView } from '@lantern/shared/contracts/sessions';
import { Whiteboard } from '@lantern/shared/ui/whiteboard/whiteboard';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

/** The chat toolbar's "Whiteboard" toggle; the board opens below the conversation. */
export function WhiteboardToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle(): void;
}) {
  const { t } = useTranslation('console');
  return (
    <button
      type="button"
      className="lt-button lt-button--ghost chat__action"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {open ? t('tutor.classroom.chat.hideWhiteboard') : t('tutor.classroom.chat.whiteboard')}
    </button>
  );
}

/** The session's shared board (it loads its recording when it opens); read-only once the session is not in chat. */
export const ChatWhiteboard = observer(function ChatWhiteboard({
  session,
  id,
}: {
  session: SessionView;
  id: string;
}) {
  const { classroom } = useStores();
  const { t } = useTranslation('console');
  return (
    <div id={id} className="chat__board">
      <Whiteboard
        sessionId={session.id}
        store={classroom}
        translate={(key, values) => t(`whiteboard.${key}`, values)}
        readOnly={session.status !== 'matched'}
      />
    </div>
  );
});
