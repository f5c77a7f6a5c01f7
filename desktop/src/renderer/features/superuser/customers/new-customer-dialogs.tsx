import type { SafetyContactInput, School } from '@lantern/shared/contracts/customers';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useState } from 'react';
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

interface Basics {
  name: string;
  country_code: string;
}

/**
 * A new customer's dialog: its name and country first, then what else `children` asks. Once
 * `onCreate` answers that it was created, the dialog empties its name and closes.
 */
const NewCustomerDialog = observer(function NewCustomerDialog({
  store,
  title,
  isOpen,
  onClose,
  onCreate,
  children,
}: DialogProps & { title: string; onCreate(basics: Basics): Promise<boolean>; children: ReactNode }) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  const [country, setCountry] = useState('US');
  const fields = store.refusal?.fields ?? {};
  const close = () => {
    store.clearRefusal();
    onClose();
  };
  const submit = async () => {
    if (!(await onCreate({ name, country_code: country }))) return;
    setName('');
    close();
  };
  return (
    <FormDialog
      title={title}
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
      {children}
    </FormDialog>
  );
});

/** A new district: its name, country and designated safety contacts. */
export const NewDistrictDialog = observer(function NewDistrictDialog(props: DialogProps) {
  const { t } = useTranslation('console');
  const [contacts, setContacts] = useState<SafetyContactInput[]>([]);
  const create = async (basics: Basics) => {
    const created = await props.store.createDistrict({ ...basics, safety_contacts: contacts });
    if (created) setContacts([]);
    return created;
  };
  return (
    <NewCustomerDialog {...props} title={t('superuser.admin.schools.newDistrict')} onCreate={create}>
      <SafetyContactsEditor
        contacts={contacts}
        onChange={setContacts}
        error={props.store.refusal?.fields.safety_contacts}
      />
    </NewCustomerDialog>
  );
});

/** A new school: name, country, district and time zone; the rest is set on its page. */
export const NewSchoolDialog = observer(function NewSchoolDialog({
  onCreated,
  ...props
}: DialogProps & { onCreated(school: School): void }) {
  const { t } = useTranslation('console');
  // 0 stands for no district.
  const [district, setDistrict] = useState(0);
  const [timezone, setTimezone] = useState('America/New_York');
  const fields = props.store.refusal?.fields ?? {};
  const create = async (basics: Basics) => {
    const school = await props.store.createSchool({ ...basics, district_id: district || null, timezone });
    if (school) onCreated(school);
    return school !== null;
  };
  return (
    <NewCustomerDialog {...props} title={t('superuser.admin.schools.newSchool')} onCreate={create}>
      <SelectField<number>
        label={t('superuser.admin.fields.district')}
        value={district}
        onChange={setDistrict}
        error={fields.district_id}
        options={[
          { id: 0, label: t('superuser.admin.none') },
          ...(props.store.districts.result?.data ?? []).map((row) => ({ id: row.id, label: row.name })),
        ]}
      />
      <TextField
        label={t('superuser.admin.fields.timezone')}
        value={timezone}
        onChange={setTimezone}
        error={fields.timezone}
      />
    </NewCustomerDialog>
  );
});
