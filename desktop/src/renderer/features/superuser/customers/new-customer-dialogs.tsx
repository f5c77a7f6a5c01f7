import type { SafetyContactInput, School } from '@lantern/shared/contracts/customers';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { FormField } from '../../../app/form-field.js';
import type { CustomersStore } from '../../../stores/customers-store.js';
import { SafetyContactsEditor } from './safety-contacts-editor.js';

interface DialogProps {
  store: CustomersStore;
  isOpen: boolean;
  onClose(): void;
}

function RefusalMessage({ store }: { store: CustomersStore }) {
  const { t } = useTranslation('console');
  if (store.refusal?.message === null || !store.refusal) return null;
  return (
    <p className="customers-error" role="alert">
      {store.refusal.message || t('superuser.admin.saveFailed')}
    </p>
  );
}

/** A new district: its name, country and designated safety contacts. */
export const NewDistrictDialog = observer(function NewDistrictDialog({
  store,
  isOpen,
  onClose,
}: DialogProps) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  const [country, setCountry] = useState('US');
  const [contacts, setContacts] = useState<SafetyContactInput[]>([]);
  const close = () => {
    store.clearRefusal();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.createDistrict({ name, country_code: country, safety_contacts: contacts })) {
      setName('');
      setContacts([]);
      close();
    }
  };
  const fields = store.refusal?.fields ?? {};
  return (
    <ConsoleDialog title={t('superuser.admin.schools.newDistrict')} isOpen={isOpen} onClose={close}>
      <form className="customers-form" onSubmit={(event) => void submit(event)}>
        <FormField label={t('superuser.admin.fields.name')} error={fields.name}>
          {(control) => (
            <input
              {...control}
              className="lt-input console-input"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('superuser.admin.fields.country')} error={fields.country_code}>
          {(control) => (
            <input
              {...control}
              className="lt-input console-input"
              maxLength={2}
              value={country}
              onChange={(e) => setCountry(e.target.value)}
            />
          )}
        </FormField>
        <SafetyContactsEditor contacts={contacts} onChange={setContacts} error={fields.safety_contacts} />
        <RefusalMessage store={store} />
        <div className="console-dialog__actions customers-form__wide">
          <button type="button" className="lt-button lt-button--secondary" onClick={close}>
            {t('superuser.admin.cancel')}
          </button>
          <button type="submit" className="lt-button" disabled={store.saving}>
            {t('superuser.admin.create')}
          </button>
        </div>
      </form>
    </ConsoleDialog>
  );
});

/** A new school: name, district, country and time zone; the rest is set on its page. */
export const NewSchoolDialog = observer(function NewSchoolDialog({
  store,
  isOpen,
  onClose,
  onCreated,
}: DialogProps & { onCreated(school: School): void }) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  const [district, setDistrict] = useState('');
  const [country, setCountry] = useState('US');
  const [timezone, setTimezone] = useState('America/New_York');
  const close = () => {
    store.clearRefusal();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const school = await store.createSchool({
      name,
      district_id: district ? Number(district) : null,
      country_code: country,
      timezone,
    });
    if (school) {
      setName('');
      close();
      onCreated(school);
    }
  };
  const fields = store.refusal?.fields ?? {};
  return (
    <ConsoleDialog title={t('superuser.admin.schools.newSchool')} isOpen={isOpen} onClose={close}>
      <form className="customers-form" onSubmit={(event) => void submit(event)}>
        <FormField label={t('superuser.admin.fields.name')} error={fields.name}>
          {(control) => (
            <input
              {...control}
              className="lt-input console-input"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('superuser.admin.fields.district')} error={fields.district_id}>
          {(control) => (
            <select
              {...control}
              className="lt-input console-input"
              value={district}
              onChange={(e) => setDistrict(e.target.value)}
            >
              <option value="">{t('superuser.admin.none')}</option>
              {(store.districts.result?.data ?? []).map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('superuser.admin.fields.country')} error={fields.country_code}>
          {(control) => (
            <input
              {...control}
              className="lt-input console-input"
              maxLength={2}
              value={country}
              onChange={(e) => setCountry(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('superuser.admin.fields.timezone')} error={fields.timezone}>
          {(control) => (
            <input
              {...control}
              className="lt-input console-input"
              value={timezone}
              onChange={(e) => setTimezone(e.target.value)}
            />
          )}
        </FormField>
        <RefusalMessage store={store} />
        <div className="console-dialog__actions customers-form__wide">
          <button type="button" className="lt-button lt-button--secondary" onClick={close}>
            {t('superuser.admin.cancel')}
          </button>
          <button type="submit" className="lt-button" disabled={store.saving}>
            {t('superuser.admin.create')}
          </button>
        </div>
      </form>
    </ConsoleDialog>
  );
});
