import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './console-dialog.css';

interface ConsoleDialogProps {
  title: string;
  isOpen: boolean;
  /** Escape, a click outside (plain dialogs only) or a button that closes the dialog. */
  onClose(): void;
  /**
   * `alertdialog` for a question that needs an answer: Escape still gives the safe answer through
   * `onClose`, a stray click outside does nothing.
   */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what is at stake, read out with the title. */
  describedBy?: string;
  children: ReactNode;
}

/**
 * The console's modal dialog (React Aria): focus moves in when it opens and stays inside, Escape
 * closes it, and focus goes back to what had it before, usually the button that opened it.
 */
export function ConsoleDialog({ title, isOpen, onClose, role, describedBy, children }: ConsoleDialogProps) {
  return (
    <ModalOverlay
      className="console-dialog-overlay"
      isOpen={isOpen}
      isDismissable={role !== 'alertdialog'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="console-dialog-modal">
        <Dialog
          className="console-dialog"
          {...(role ? { role } : {})}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        >
          <Heading slot="title" className="console-dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
