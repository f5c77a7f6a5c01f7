import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './transfers.css';

interface TransferDialogProps {
  title: string;
  /** The body; a function receives the dialog's close. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled from a store; left out when a DialogTrigger opens it. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** While a request runs, Escape and a click outside leave the dialog open. */
  busy?: boolean;
}

/** The modal every transfer question uses: focus kept inside, Escape closes, focus goes back. */
export function TransferDialog({ title, children, isOpen, onOpenChange, busy = false }: TransferDialogProps) {
  return (
    <ModalOverlay
      className="transfer-overlay"
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal className="transfer-modal">
        <Dialog className="transfer-dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="transfer-dialog__title">
                {title}
              </Heading>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
