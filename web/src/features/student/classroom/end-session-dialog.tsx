import { useTranslation } from 'react-i18next';
import { LiveHelpDialog } from './live-help-dialog.js';

interface EndSessionDialogProps {
  isOpen: boolean;
  ending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "End this session?": a decision, so a stray click outside does not make it. */
export function EndSessionDialog({ isOpen, ending, onConfirm, onCancel }: EndSessionDialogProps) {
  const { t } = useTranslation('classroom');
  return (
    <LiveHelpDialog
      title={t('end.heading')}
      isOpen={isOpen}
      onClose={onCancel}
      busy={ending}
      role="alertdialog"
    >
      <p>{t('end.text')}</p>
      <div className="live-help-dialog__actions">
        <button
          type="button"
          className="lt-button lt-button--secondary"
          onClick={onCancel}
          disabled={ending}
          autoFocus
        >
          {t('end.cancel')}
        </button>
        <button type="button" className="lt-button end-confirm" onClick={onConfirm} disabled={ending}>
          {ending ? <span className="lt-spinner" aria-hidden="true" /> : null}
          {t('end.confirm')}
        </button>
      </div>
    </LiveHelpDialog>
  );
}
