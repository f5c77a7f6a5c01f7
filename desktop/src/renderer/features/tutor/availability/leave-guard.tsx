import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before the tutor leaves with unsaved edits: a dialog for a move inside the console, the
 * browser's own prompt for a reload or a closed window.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation('console');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const open = blocker.state === 'blocked';
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="leave-dialog"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-text"
      onCancel={() => blocker.reset?.()}
    >
      <h2 id="leave-dialog-title" className="leave-dialog__title">
        {t('tutor.availability.leaveTitle')}
      </h2>
      <p id="leave-dialog-text">{t('tutor.availability.leaveText')}</p>
      <div className="leave-dialog__actions">
        <button type="button" className="lt-button lt-button--primary" onClick={() => blocker.reset?.()}>
          {t('tutor.availability.stay')}
        </button>
        <button type="button" className="lt-button lt-button--ghost" onClick={() => blocker.proceed?.()}>
          {t('tutor.availability.leave')}
        </button>
      </div>
    </dialog>
  );
}
