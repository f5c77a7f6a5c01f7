import { useEffect, useId } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConsoleDialog } from '../../../app/console-dialog.js';

/**
 * Asks before the tutor leaves with unsaved edits: a dialog for a move inside the console, the
 * browser's own prompt for a reload or a closed window. Escape and "Stay" keep the edits.
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation('console');
  const textId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  return (
    <ConsoleDialog
      title={t('tutor.availability.leaveTitle')}
      isOpen={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      role="alertdialog"
      describedBy={textId}
    >
      <p id={textId}>{t('tutor.availability.leaveText')}</p>
      <div className="console-dialog__actions">
        <Button className="lt-button lt-button--primary" autoFocus onPress={() => blocker.reset?.()}>
          {t('tutor.availability.stay')}
        </Button>
        <Button className="lt-button lt-button--ghost" onPress={() => blocker.proceed?.()}>
          {t('tutor.availability.leave')}
        </Button>
      </div>
    </ConsoleDialog>
  );
}
