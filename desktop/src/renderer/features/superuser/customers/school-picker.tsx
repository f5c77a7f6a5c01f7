import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../app/form-field.js';
import type { SchoolChoices } from '../../../stores/people-store.js';

/**
 * A school found by words of its name, then chosen from those found; 0 is no school. The search
 * runs while the picker is `active` (its dialog open, its page shown).
 */
export const SchoolPicker = observer(function SchoolPicker({
  choices,
  active,
  value,
  onChange,
  label,
  error,
}: {
  choices: SchoolChoices;
  active: boolean;
  value: number;
  onChange(schoolId: number): void;
  label?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('console');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (active) void choices.find(search);
  }, [active, search, choices]);
  return (
    <>
      <TextField
        type="search"
        label={t('superuser.admin.people.findSchool')}
        value={search}
        onChange={setSearch}
      />
      <SelectField<number>
        label={label ?? t('superuser.admin.fields.school')}
        value={value}
        onChange={onChange}
        error={error}
        options={[
          { id: 0, label: t('superuser.admin.none') },
          ...choices.schools.map((school) => ({ id: school.id, label: school.name })),
        ]}
      />
    </>
  );
});
