import type { SafetyContactInput } from '@lantern/shared/contracts/customers';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../app/form-field.js';

/** Designated safety contacts as rows of name, e-mail and phone; rows are added and removed. */
export function SafetyContactsEditor({
  contacts,
  onChange,
  error,
}: {
  contacts: SafetyContactInput[];
  onChange(contacts: SafetyContactInput[]): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('console');
  const set = (index: number, field: keyof SafetyContactInput, value: string) =>
    onChange(contacts.map((contact, at) => (at === index ? { ...contact, [field]: value } : contact)));
  return (
    <fieldset
      className="customers-checks customers-form__wide"
      aria-describedby={error ? 'contacts-error' : undefined}
    >
      <legend>{t('superuser.admin.fields.safetyContacts')}</legend>
      <div style={{ width: '100%' }}>
        {contacts.length === 0 ? <p className="lt-hint">{t('superuser.admin.contacts.none')}</p> : null}
        {contacts.map((contact, index) => (
          <div key={index} className="customers-contact">
            <TextField
              label={t('superuser.admin.contacts.name', { number: index + 1 })}
              value={contact.name}
              onChange={(value) => set(index, 'name', value)}
            />
            <TextField
              label={t('superuser.admin.contacts.email', { number: index + 1 })}
              type="email"
              value={contact.email}
              onChange={(value) => set(index, 'email', value)}
            />
            <TextField
              label={t('superuser.admin.contacts.phone', { number: index + 1 })}
              type="tel"
              value={contact.phone ?? ''}
              onChange={(value) => set(index, 'phone', value)}
            />
            <button
              type="button"
              className="lt-button lt-button--secondary"
              onClick={() => onChange(contacts.filter((_, at) => at !== index))}
            >
              {t('superuser.admin.contacts.remove', { number: index + 1 })}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="lt-button lt-button--secondary"
          onClick={() => onChange([...contacts, { name: '', email: '', phone: '' }])}
        >
          {t('superuser.admin.contacts.add')}
        </button>
        {error ? (
          <p id="contacts-error" className="customers-error">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
