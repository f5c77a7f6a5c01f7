import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

interface EndSessionDialogProps {
  isOpen: boolean;
  studentName: string;
  onClose(): void;
  onConfirm(): void;
}

/**
 * "End the session with Ava?" An alert dialog: focus starts on the safe answer, Escape keeps the
 * session, a stray click outside does nothing, and focus goes back to End session.
 */
export function EndSessionDialog({ isOpen, studentName, onClose, onConfirm }: EndSessionDialogProps) {
  const { t } = useTranslation('console');
  return (
    <ModalOverlay
      className="classroom-dialog-overlay"
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Modal className="classroom-dialog-modal">
        <Dialog role="alertdialog" className="classroom-dialog" aria-describedby="end-session-hint">
          <Heading slot="title" className="classroom-dialog__title">
            {t('tutor.classroom.end.title', { name: studentName })}
          </Heading>
          <p id="end-session-hint" className="classroom-dialog__text">
            {t('tutor.classroom.end.hint', { name: studentName })}
          </p>
          <div className="classroom-dialog__actions">
            <Button className="lt-button lt-button--secondary" autoFocus onPress={onClose}>
              {t('tutor.classroom.end.keep')}
            </Button>
            <Button className="lt-button classroom-dialog__end" onPress={onConfirm}>
              {t('tutor.classroom.end.confirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
