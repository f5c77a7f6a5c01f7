import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context.js';
import { HeadshotField } from './headshot-field.js';
import { PendingAssessments } from './pending-assessments.js';
import { SignInFields } from './sign-in-fields.js';
import { SelectField, TextField } from './tutor-fields.js';
import { useTutorFormWords } from './tutor-form-words.js';

/** Names, credentials (chosen once, on creation), email, role and status; then the headshot. */
export const ProfileFields = observer(function ProfileFields() {
  const { tutorForm: form } = useStores();
  const { t, fieldName, errorOf } = useTutorFormWords();
  const { draft } = form;
  return (
    <>
      <div className="tutors-form__grid">
        <TextField
          id="tutor-first-name"
          label={fieldName('first_name')}
          value={draft.first_name}
          onChange={(value) => form.set('first_name', value)}
          error={errorOf('first_name')}
        />
        <TextField
          id="tutor-last-name"
          label={fieldName('last_name')}
          value={draft.last_name}
          onChange={(value) => form.set('last_name', value)}
          error={errorOf('last_name')}
        />
        <SignInFields />
        <TextField
          id="tutor-email"
          type="email"
          label={fieldName('email')}
          value={draft.email}
          onChange={(value) => form.set('email', value)}
          error={errorOf('email')}
        />
        <SelectField
          label={fieldName('role')}
          value={draft.role}
          onChange={(value) => form.set('role', value)}
          options={(['tutor', 'tutor-manager'] as const).map((role) => ({
            id: role,
            label: t(`manager.tutorsAdmin.roles.${role}`),
          }))}
          error={errorOf('role')}
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
