import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import type { SaveRefusal } from '../../../stores/customer-forms.js';
import { RefusalMessage } from './refusal-message.js';

/**
 * A customers form in a dialog: its fields, what the server refused across the whole form, then
 * Cancel and the primary action. Closing it is the caller's, once the save answers.
 */
export function FormDialog({
  title,
  isOpen = true,
  onClose,
  onSubmit,
  refusal,
  saving,
  submitLabel,
  children,
}: {
  title: string;
  isOpen?: boolean;
  onClose(): void;
  onSubmit(): Promise<unknown>;
  refusal: SaveRefusal | null;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <ConsoleDialog title={title} isOpen={isOpen} onClose={onClose}>
      <form className="customers-form" onSubmit={submit}>
        {children}
        <RefusalMessage refusal={refusal} />
        <div className="console-dialog__actions customers-form__wide">
          <button type="button" className="lt-button lt-button--secondary" onClick={onClose}>
            {t('superuser.admin.cancel')}
          </button>
          <button type="submit" className="lt-button lt-button--primary" disabled={saving}>
            {submitLabel}
          </button>
        </div>
      </form>
    </ConsoleDialog>
  );
}
