import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface EssayDialogProps {
  title: string;
  isOpen: boolean;
  onClose(): void;
  /** While a request runs, Escape and a click outside leave the dialog open. */
  busy?: boolean;
  /** A decision (cancelling an essay): a stray click outside does not make it. */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
  children: ReactNode;
}

/** The review center's modal: focus kept inside, Escape closes it, focus goes back where it was. */
export function EssayDialog({
  title,
  isOpen,
  onClose,
  busy = false,
  role,
  wide,
  children,
}: EssayDialogProps) {
  return (
    <ModalOverlay
      className="essay-overlay"
      isOpen={isOpen}
      isDismissable={!busy && role !== 'alertdialog'}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={`essay-modal${wide ? ' essay-modal--wide' : ''}`}>
        <Dialog className="essay-dialog" {...(role ? { role } : {})}>
          <Heading slot="title" className="essay-dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
