import type { AdministeredUser } from '@lantern/shared/contracts/customer-users';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonStore } from '../../../stores/people-store.js';
import { SchoolPicker } from './school-picker.js';

/**
 * Moves a person to another main school; the other schools they belong to (a teacher in two)
 * stay unless the superuser says otherwise.
 */
export const MoveSchoolsForm = observer(function MoveSchoolsForm({
  store,
  person,
}: {
  store: PersonStore;
  person: AdministeredUser;
}) {
  const { t } = useTranslation('console');
  const [schoolId, setSchoolId] = useState(0);
  const [keepOthers, setKeepOthers] = useState(true);
  const others = person.school_ids.filter((id) => id !== person.school_id && id !== schoolId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.actions.moveSchools(person, schoolId || null, keepOthers ? others : []);
  };
  return (
    <form className="customers-form" aria-label={t('superuser.admin.person.move')} onSubmit={submit}>
      <SchoolPicker
        choices={store.schoolChoices}
        active
        value={schoolId}
        onChange={setSchoolId}
        label={t('superuser.admin.person.newMainSchool')}
      />
      {others.length > 0 ? (
        <label className="lt-checkbox customers-form__wide">
          <input
            type="checkbox"
            checked={keepOthers}
            onChange={(event) => setKeepOthers(event.target.checked)}
          />{' '}
          {t('superuser.admin.person.keepOthers', { count: others.length })}
        </label>
      ) : null}
      <div className="customers-actions customers-form__wide">
        <button
          type="submit"
          className="lt-button lt-button--primary"
          disabled={store.actions.acting !== null || schoolId === 0 || schoolId === person.school_id}
        >
          {t('superuser.admin.person.move')}
        </button>
      </div>
    </form>
  );
});
