import { observer } from 'mobx-react-lite';
import { SelectField, TextField } from '../../../app/form-field.js';
import { useStores } from '../../../app/stores-context.js';
import { HeadshotField } from './headshot-field.js';
import { PendingAssessments } from './pending-assessments.js';
import { SignInFields } from './sign-in-fields.js';
import { useTutorFormWords } from './tutor-form-words.js';

/** Names, credentials (chosen once, on creation), email, role and status; then the headshot. */
export const ProfileFields = observer(function ProfileFields() {
  const { tutorForm: form } = useStores();
  const { t, fieldName, fieldProps } = useTutorFormWords();
  const { draft } = form;
  return (
    <>
      <div className="tutors-form__grid">
        <TextField id="tutor-first-name" {...fieldProps('first_name')} />
        <TextField id="tutor-last-name" {...fieldProps('last_name')} />
        <SignInFields />
        <TextField id="tutor-email" type="email" {...fieldProps('email')} />
        <SelectField
          {...fieldProps('role')}
          options={(['tutor', 'tutor-manager'] as const).map((role) => ({
            id: role,
            label: t(`manager.tutorsAdmin.roles.${role}`),
          }))}
        />
        <SelectField<0 | 1>
          label={fieldName('status')}
          value={draft.status}
          onChange={(value) => form.set('status', value)}
          options={[
            { id: 1, label: t('manager.tutorsAdmin.status.active') },
            { id: 0, label: t('manager.tutorsAdmin.status.inactive') },
          ]}
        />
      </div>
      {form.tutorId !== null ? <PendingAssessments tutorId={form.tutorId} /> : null}
      {form.tutorId !== null ? <HeadshotField /> : null}
    </>
  );
});
