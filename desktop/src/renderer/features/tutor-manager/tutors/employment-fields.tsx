import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context.js';
import { FlagField, TextField } from './tutor-fields.js';
import { useTutorFormWords } from './tutor-form-words.js';

/** Payroll and where the tutor is employed, and their background check. */
export const EmploymentFields = observer(function EmploymentFields() {
  const { tutorForm: form } = useStores();
  const { t, fieldName, errorOf } = useTutorFormWords();
  const { draft } = form;
  return (
    <>
      <div className="tutors-form__grid">
        <TextField
          id="tutor-adp"
          label={fieldName('adp_number')}
          value={draft.adp_number}
          onChange={(value) => form.set('adp_number', value)}
          error={errorOf('adp_number')}
        />
        <TextField
          id="tutor-country"
          label={fieldName('employment_country_code')}
          value={draft.employment_country_code}
          onChange={(value) => form.set('employment_country_code', value)}
          hint={t('manager.tutorForm.hints.country')}
          error={errorOf('employment_country_code')}
        />
        <TextField
          id="tutor-region"
          label={fieldName('employment_region_code')}
          value={draft.employment_region_code}
          onChange={(value) => form.set('employment_region_code', value)}
          hint={t('manager.tutorForm.hints.region')}
          error={errorOf('employment_region_code')}
        />
      </div>
      <FlagField
        label={fieldName('is_us_ca_fingerprinted')}
        hint={t('manager.tutorForm.hints.fingerprinted')}
        value={draft.is_us_ca_fingerprinted}
        onChange={(value) => form.set('is_us_ca_fingerprinted', value)}
      />
    </>
  );
});
