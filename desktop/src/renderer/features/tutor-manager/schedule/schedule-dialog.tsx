import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface ScheduleDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/** A modal quick-edit step: Escape or a click outside closes it, and focus returns where it was. */
export function ScheduleDialog({ title, onClose, children }: ScheduleDialogProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="schedule-overlay"
    >
      <Modal className="schedule-modal">
        <Dialog className="schedule-dialog">
          <Heading slot="title" className="schedule-dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
