import type { ContentLibraryItem } from '@lantern/shared/contracts/essay-review';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { useStores } from '../../../app/stores-context.js';

interface DeleteLibraryItemDialogProps {
  /** The comment asked about; null when the question is closed. */
  item: ContentLibraryItem | null;
  onClose(): void;
  onDeleted(): void;
}

/** Asks before a library comment goes: it cannot come back. Escape keeps it. */
export const DeleteLibraryItemDialog = observer(function DeleteLibraryItemDialog({
  item,
  onClose,
  onDeleted,
}: DeleteLibraryItemDialogProps) {
  const { contentLibrary: library } = useStores();
  const { t } = useTranslation('console');
  const stakesId = useId();
  const remove = async () => {
    if (item && (await library.remove(item.id))) onDeleted();
  };
  return (
    <ConsoleDialog
      title={t('tutor.contentLibrary.remove.title')}
      isOpen={item !== null}
      onClose={onClose}
      role="alertdialog"
      describedBy={stakesId}
    >
      <div id={stakesId} className="content-library__stakes">
        <blockquote className="content-library__quote">{item?.text}</blockquote>
        <p>{t('tutor.contentLibrary.remove.text')}</p>
      </div>
      {library.problem === 'delete' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('tutor.contentLibrary.remove.failed')}
        </p>
      ) : null}
      <div className="console-dialog__actions">
        <button type="button" className="lt-button lt-button--secondary" onClick={onClose}>
          {t('tutor.contentLibrary.remove.cancel')}
        </button>
        <button
          type="button"
          className="lt-button content-library__danger"
          disabled={library.busy !== null}
          onClick={() => void remove()}
        >
          {t('tutor.contentLibrary.remove.confirm')}
        </button>
      </div>
    </ConsoleDialog>
  );
});
