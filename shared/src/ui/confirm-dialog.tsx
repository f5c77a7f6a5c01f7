import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './modal-card.css';

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A question before an action that cannot be taken back: focus stays inside, Escape or Cancel
 * closes it and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalOverlay className="lt-modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <Modal className="lt-modal-card">
        <Dialog className="lt-modal-card__body" role="alertdialog">
          <Heading slot="title" className="lt-modal-card__title">
            {title}
          </Heading>
          <p>{text}</p>
          <div className="lt-modal-card__actions">
            <button type="button" className="lt-button lt-button--secondary" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button type="button" className="lt-button lt-button--primary" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
