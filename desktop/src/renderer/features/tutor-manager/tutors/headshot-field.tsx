import { ApiError } from '@lantern/shared/client/api-error';
import type { TutorDetail } from '@lantern/shared/contracts/tutors-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../app/form-field.js';
import { useStores } from '../../../app/stores-context.js';

/** The tutor's headshot, and a file input that replaces it at once (PNG, JPEG or WebP up to 2 MB). */
export function HeadshotField(props: {
  tutorId: number;
  picture: string | null;
  onSaved(tutor: TutorDetail): void;
}) {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="tutors-headshot">
      {props.picture ? (
        <img
          className="tutors-headshot__picture"
          src={props.picture}
          alt={t('manager.tutorForm.headshot.alt')}
        />
      ) : (
        <span className="tutors-headshot__picture tutors-headshot__picture--none" aria-hidden="true" />
      )}
      <FormField
        className="tutors-field"
        label={t('manager.tutorForm.fields.profile_image')}
        hint={sending ? t('manager.tutorForm.headshot.sending') : t('manager.tutorForm.headshot.hint')}
        error={refusal ? t(`manager.tutorForm.headshot.refusals.${refusal}`) : undefined}
        alert
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={sending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setSending(true);
              setRefusal(null);
              tutors
                .uploadHeadshot(props.tutorId, file)
                .then(props.onSaved, (error: unknown) =>
                  setRefusal(String(error instanceof ApiError ? error.code : 'refused')),
                )
                .finally(() => setSending(false));
            }}
          />
        )}
      </FormField>
    </div>
  );
}
