import { ADMINISTERED_ROLES, type CreateUserInput } from '@lantern/shared/contracts/customer-users';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { FormField } from '../../../app/form-field.js';
import type { PeopleStore } from '../../../stores/people-store.js';

type Role = (typeof ADMINISTERED_ROLES)[number];

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
  const [draft, setDraft] = useState({ username: '', email: '', first_name: '', last_name: '' });
  const [role, setRole] = useState<Role>('teacher');
  const [schoolSearch, setSchoolSearch] = useState('');
  const [schoolId, setSchoolId] = useState('');
  const [sendLink, setSendLink] = useState(true);
  useEffect(() => {
    if (isOpen) void store.findSchools(schoolSearch);
  }, [isOpen, schoolSearch, store]);
  const close = () => {
    store.clearRefusal();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: CreateUserInput = {
      ...draft,
      email: draft.email.trim() || null,
      roles: [role],
      school_id: schoolId ? Number(schoolId) : null,
      send_password_link: sendLink,
    };
    if (await store.create(input)) {
      setDraft({ username: '', email: '', first_name: '', last_name: '' });
      close();
    }
  };
  const fields = store.refusal?.fields ?? {};
  const text = (key: keyof typeof draft, type = 'text') => (
    <FormField label={t(`superuser.admin.fields.${key}`)} error={fields[key]}>
      {(control) => (
        <input
          {...control}
          type={type}
          required={key !== 'email'}
          className="lt-input console-input"
          value={draft[key]}
          onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
        />
      )}
    </FormField>
  );
  return (
    <ConsoleDialog title={t('superuser.admin.people.new')} isOpen={isOpen} onClose={close}>
      <form className="customers-form" onSubmit={(event) => void submit(event)}>
        {text('first_name')}
        {text('last_name')}
        {text('username')}
        {text('email', 'email')}
        <FormField label={t('superuser.admin.fields.role')} error={fields.roles}>
          {(control) => (
            <select
              {...control}
              className="lt-input console-input"
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
            >
              {ADMINISTERED_ROLES.map((name) => (
                <option key={name} value={name}>
                  {t(`superuser.admin.roles.${name}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('superuser.admin.people.findSchool')}>
          {(control) => (
            <input
              {...control}
              type="search"
              className="lt-input console-input"
              value={schoolSearch}
              onChange={(event) => setSchoolSearch(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('superuser.admin.fields.school')} error={fields.school_id}>
          {(control) => (
            <select
              {...control}
              className="lt-input console-input"
              value={schoolId}
              onChange={(event) => setSchoolId(event.target.value)}
            >
              <option value="">{t('superuser.admin.none')}</option>
              {store.schoolChoices.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="lt-checkbox customers-form__wide">
          <input type="checkbox" checked={sendLink} onChange={(event) => setSendLink(event.target.checked)} />{' '}
          {t('superuser.admin.people.sendLinkOnCreate')}
        </label>
        {store.refusal && store.refusal.message !== null ? (
          <p className="customers-error customers-form__wide" role="alert">
            {store.refusal.message || t('superuser.admin.saveFailed')}
          </p>
        ) : null}
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
