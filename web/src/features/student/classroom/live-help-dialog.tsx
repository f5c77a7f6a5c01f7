import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface LiveHelpDialogProps {
  title: string;
  isOpen: boolean;
  /** Escape, a click outside or a button that closes the dialog. */
  onClose(): void;
  /** While a request runs, Escape and a click outside leave the dialog open. */
  busy?: boolean;
  /** A dialog that asks for a decision: Escape still closes it, a stray click outside does not. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Once the dialog has left the page. Focus moved before then is pulled back inside by the
   * dialog's focus scope (it stays mounted while it leaves), so focus that must go somewhere new
   * when it closes goes from here.
   */
  onClosed?: () => void;
  children: ReactNode;
}

/** Calls `run` when it unmounts, with the `run` of its last render. */
function OnUnmount({ run }: { run: () => void }) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => () => latest.current(), []);
  return null;
}

/** The classroom's modal: focus kept inside, Escape closes it, focus goes back where it was. */
export function LiveHelpDialog({
  title,
  isOpen,
  onClose,
  busy = false,
  role,
  onClosed,
  children,
}: LiveHelpDialogProps) {
  return (
    <ModalOverlay
      className="live-help-overlay"
      isOpen={isOpen}
      isDismissable={!busy && role !== 'alertdialog'}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="live-help-modal">
        <Dialog className="live-help-dialog" {...(role ? { role } : {})}>
          <Heading slot="title" className="live-help-dialog__title">
            {title}
          </Heading>
          {children}
          {onClosed ? <OnUnmount run={onClosed} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
