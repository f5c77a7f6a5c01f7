import type { SafetyContactInput, School } from '@lantern/shared/contracts/customers';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../app/form-field.js';
import type { CustomersStore } from '../../../stores/customers-store.js';
import { FormDialog } from './form-dialog.js';
import { SafetyContactsEditor } from './safety-contacts-editor.js';

interface DialogProps {
  store: CustomersStore;
  isOpen: boolean;
  onClose(): void;
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
  const submit = async () => {
    if (await store.createDistrict({ name, country_code: country, safety_contacts: contacts })) {
      setName('');
      setContacts([]);
      close();
    }
  };
  const fields = store.refusal?.fields ?? {};
  return (
    <FormDialog
      title={t('superuser.admin.schools.newDistrict')}
      isOpen={isOpen}
      onClose={close}
      onSubmit={submit}
      refusal={store.refusal}
      saving={store.saving}
      submitLabel={t('superuser.admin.create')}
    >
      <TextField
        label={t('superuser.admin.fields.name')}
        required
        value={name}
        onChange={setName}
        error={fields.name}
      />
      <TextField
        label={t('superuser.admin.fields.country')}
        maxLength={2}
        value={country}
        onChange={setCountry}
        error={fields.country_code}
      />
      <SafetyContactsEditor contacts={contacts} onChange={setContacts} error={fields.safety_contacts} />
    </FormDialog>
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
  // 0 stands for no district.
  const [district, setDistrict] = useState(0);
  const [country, setCountry] = useState('US');
  const [timezone, setTimezone] = useState('America/New_York');
  const close = () => {
    store.clearRefusal();
    onClose();
  };
  const submit = async () => {
    const school = await store.createSchool({
      name,
      district_id: district || null,
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
    <FormDialog
      title={t('superuser.admin.schools.newSchool')}
      isOpen={isOpen}
      onClose={close}
      onSubmit={submit}
      refusal={store.refusal}
      saving={store.saving}
      submitLabel={t('superuser.admin.create')}
    >
      <TextField
        label={t('superuser.admin.fields.name')}
        required
        value={name}
        onChange={setName}
        error={fields.name}
      />
      <SelectField<number>
        label={t('superuser.admin.fields.district')}
        value={district}
        onChange={setDistrict}
        error={fields.district_id}
        options={[
          { id: 0, label: t('superuser.admin.none') },
          ...(store.districts.result?.data ?? []).map((row) => ({ id: row.id, label: row.name })),
        ]}
      />
      <TextField
        label={t('superuser.admin.fields.country')}
        maxLength={2}
        value={country}
        onChange={setCountry}
        error={fields.country_code}
      />
      <TextField
        label={t('superuser.admin.fields.timezone')}
        value={timezone}
        onChange={setTimezone}
        error={fields.timezone}
      />
    </FormDialog>
  );
});
