import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EssayDialog } from './essay-dialog.js';
import { useEssays } from './use-essays.js';

interface CancelDialogProps {
  essayId: number | null;
  onClose(): void;
}

/**
 * "Cancel this submission?": a decision, so only its buttons make it. When a tutor picked the
 * essay up meanwhile, the spec's "already picked up" stays in the dialog until it is closed.
 */
function CancelDialog({ essayId, onClose }: CancelDialogProps) {
  const { t } = useTranslation('essays');
  const essays = useEssays();
  const essay = essayId === null ? null : essays.essay(essayId);
  const busy = essays.cancelling !== null;
  const close = () => {
    essays.clearCancelProblem();
    onClose();
  };
  return (
    <EssayDialog
      title={t('cancel.heading')}
      isOpen={essayId !== null}
      onClose={close}
      busy={busy}
      role="alertdialog"
    >
      <p>{t('cancel.text', { title: essay?.title ?? '' })}</p>
      {essays.cancelProblem ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t(`cancel.problems.${essays.cancelProblem}`)}
        </p>
      ) : null}
      <div className="essay-dialog__actions">
        <button
          type="button"
          className="lt-button lt-button--secondary"
          onClick={close}
          disabled={busy}
          autoFocus
        >
          {essays.cancelProblem === 'already_picked_up' ? t('cancel.close') : t('cancel.keep')}
        </button>
        {essays.cancelProblem === 'already_picked_up' ? null : (
          <button
            type="button"
            className="lt-button essay-danger"
            disabled={busy}
            onClick={async () => {
              if (essayId !== null && (await essays.cancel(essayId))) onClose();
            }}
          >
            {busy ? <span className="lt-spinner" aria-hidden="true" /> : null}
            {t('cancel.confirm')}
          </button>
        )}
      </div>
    </EssayDialog>
  );
}

export default observer(CancelDialog);
