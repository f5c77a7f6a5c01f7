import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context.js';
import { TextField } from '../../../app/form-field.js';
import { FlagField } from './tutor-fields.js';
import { useTutorFormWords } from './tutor-form-words.js';

/** Payroll and where the tutor is employed, and their background check. */
export const EmploymentFields = observer(function EmploymentFields() {
  const { tutorForm: form } = useStores();
  const { t, fieldName, fieldProps } = useTutorFormWords();
  const { draft } = form;
  return (
    <>
      <div className="tutors-form__grid">
        <TextField id="tutor-adp" {...fieldProps('adp_number')} />
        <TextField
          id="tutor-country"
          {...fieldProps('employment_country_code')}
          hint={t('manager.tutorForm.hints.country')}
        />
        <TextField
          id="tutor-region"
          {...fieldProps('employment_region_code')}
          hint={t('manager.tutorForm.hints.region')}
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
