import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LiveHelpDialog } from './live-help-dialog.js';
import { useLiveHelp } from './use-live-help.js';

/**
 * The spec's chat-disabled reload modal: the live chat has been without its connection for five
 * seconds. Reloading gives the page a new connection; waiting is fine too, and the modal goes by
 * itself when the connection is back. Either way, what the student typed is sent once connected.
 */
export const ChatDisabledDialog = observer(function ChatDisabledDialog() {
  const liveHelp = useLiveHelp();
  const { t } = useTranslation('classroom');
  return (
    <LiveHelpDialog
      title={t('disconnected.heading')}
      isOpen={liveHelp.connectionLost}
      onClose={liveHelp.dismissConnectionLost}
      role="alertdialog"
    >
      <p>{t('disconnected.text')}</p>
      <div className="live-help-dialog__actions">
        <button
          type="button"
          className="lt-button lt-button--secondary"
          onClick={liveHelp.dismissConnectionLost}
        >
          {t('disconnected.wait')}
        </button>
        <button type="button" className="lt-button lt-button--primary" onClick={liveHelp.reload} autoFocus>
          {t('disconnected.reload')}
        </button>
      </div>
    </LiveHelpDialog>
  );
});
