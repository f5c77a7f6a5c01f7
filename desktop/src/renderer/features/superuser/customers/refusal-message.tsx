import { useTranslation } from 'react-i18next';
import type { SaveRefusal } from '../../../stores/customer-forms.js';

/** A refusal that named no field (a lost connection, a 403), said across the whole form. */
export function RefusalMessage({ refusal }: { refusal: SaveRefusal | null }) {
  const { t } = useTranslation('console');
  if (!refusal || refusal.message === null) return null;
  return (
    <p className="customers-error customers-form__wide" role="alert">
      {refusal.message || t('superuser.admin.saveFailed')}
    </p>
  );
}
