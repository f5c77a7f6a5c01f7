import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../app/form-field.js';
import { useStores } from '../../../app/stores-context.js';

/** The tutor's headshot, and a file input that replaces it at once (PNG, JPEG or WebP up to 2 MB). */
export const HeadshotField = observer(function HeadshotField() {
  const { tutorForm: form } = useStores();
  const { t } = useTranslation('console');
  const picture = form.saved?.profile_image ?? null;
  return (
    <div className="tutors-headshot">
      {picture ? (
        <img className="tutors-headshot__picture" src={picture} alt={t('manager.tutorForm.headshot.alt')} />
      ) : (
        <span className="tutors-headshot__picture tutors-headshot__picture--none" aria-hidden="true" />
      )}
      <FormField
        className="console-field"
        label={t('manager.tutorForm.fields.profile_image')}
        hint={
          form.headshotSending
            ? t('manager.tutorForm.headshot.sending')
            : t('manager.tutorForm.headshot.hint')
        }
        error={
          form.headshotRefusal ? t(`manager.tutorForm.headshot.refusals.${form.headshotRefusal}`) : undefined
        }
        alert
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={form.headshotSending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void form.uploadHeadshot(file);
            }}
          />
        )}
      </FormField>
    </div>
  );
});
