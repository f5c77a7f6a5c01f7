import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import '../modal-card.css';

const REMOVED = ['chat', 'essays', 'notes', 'account', 'profile'] as const;

/**
 * The question before an erasure, saying what goes (and that it cannot come back): the generic
 * confirm dialog holds one paragraph, this one a list.
 */
export function ErasureConfirm({
  isOpen,
  title,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('common');
  return (
    <ModalOverlay className="lt-modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <Modal className="lt-modal-card">
        <Dialog className="lt-modal-card__body" role="alertdialog">
          <Heading slot="title" className="lt-modal-card__title">
            {title}
          </Heading>
          <p>{t('privacy.confirm.lead')}</p>
          <ul className="lt-privacy-removed">
            {REMOVED.map((what) => (
              <li key={what}>{t(`privacy.confirm.removed.${what}`)}</li>
            ))}
          </ul>
          <p>
            <strong>{t('privacy.confirm.final')}</strong> {t('privacy.confirm.certificate')}
          </p>
          <div className="lt-modal-card__actions">
            <button type="button" className="lt-button lt-button--secondary" onClick={onCancel}>
              {t('privacy.confirm.cancel')}
            </button>
            <button type="button" className="lt-button lt-button--danger" onClick={onConfirm}>
              {t('privacy.confirm.erase')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
