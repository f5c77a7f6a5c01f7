import { ADMINISTERED_ROLES, type CreateUserInput } from '@lantern/shared/contracts/customer-users';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../app/form-field.js';
import type { PeopleStore } from '../../../stores/people-store.js';
import { FormDialog } from './form-dialog.js';
import { SchoolPicker } from './school-picker.js';

type Role = (typeof ADMINISTERED_ROLES)[number];
const EMPTY = { username: '', email: '', first_name: '', last_name: '' };

/** A new person of any role in a school, sent a link to choose their own password. */
export const NewPersonDialog = observer(function NewPersonDialog({
  store,
  isOpen,
  onClose,
}: {
  store: PeopleStore;
  isOpen: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(EMPTY);
  const [role, setRole] = useState<Role>('teacher');
  const [schoolId, setSchoolId] = useState(0);
  const [sendLink, setSendLink] = useState(true);
  const close = () => {
    store.clearRefusal();
    onClose();
  };
  const submit = async () => {
    const input: CreateUserInput = {
      ...draft,
      email: draft.email.trim() || null,
      roles: [role],
      school_id: schoolId || null,
      send_password_link: sendLink,
    };
    if (await store.create(input)) {
      setDraft(EMPTY);
      close();
    }
  };
  const fields = store.refusal?.fields ?? {};
  const text = (key: keyof typeof EMPTY, type: 'text' | 'email' = 'text') => (
    <TextField
      label={t(`superuser.admin.fields.${key}`)}
      type={type}
      required={key !== 'email'}
      value={draft[key]}
      error={fields[key]}
      onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
    />
  );
  return (
    <FormDialog
      title={t('superuser.admin.people.new')}
      isOpen={isOpen}
      onClose={close}
      onSubmit={submit}
      refusal={store.refusal}
      saving={store.saving}
      submitLabel={t('superuser.admin.create')}
    >
      {text('first_name')}
      {text('last_name')}
      {text('username')}
      {text('email', 'email')}
      <SelectField
        label={t('superuser.admin.fields.role')}
        value={role}
        onChange={setRole}
        error={fields.roles}
        options={ADMINISTERED_ROLES.map((name) => ({ id: name, label: t(`superuser.admin.roles.${name}`) }))}
      />
      <SchoolPicker
        choices={store.schoolChoices}
        active={isOpen}
        value={schoolId}
        onChange={setSchoolId}
        error={fields.school_id}
      />
      <label className="lt-checkbox customers-form__wide">
        <input type="checkbox" checked={sendLink} onChange={(event) => setSendLink(event.target.checked)} />{' '}
        {t('superuser.admin.people.sendLinkOnCreate')}
      </label>
    </FormDialog>
  );
});
