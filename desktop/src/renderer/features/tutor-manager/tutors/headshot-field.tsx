import { ApiError } from '@lantern/shared/client/api-error';
import type { TutorDetail } from '@lantern/shared/contracts/tutors-admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

/** The tutor's headshot, and a file input that replaces it at once (PNG, JPEG or WebP up to 2 MB). */
export function HeadshotField(props: {
  tutorId: number;
  picture: string | null;
  onSaved(tutor: TutorDetail): void;
}) {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  const id = useId();
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
      <div className="tutors-field">
        <label className="lt-label" htmlFor={id}>
          {t('manager.tutorForm.fields.profile_image')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={sending}
          aria-describedby={`${id}-hint${refusal ? ` ${id}-error` : ''}`}
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
        <p id={`${id}-hint`} className="lt-hint">
          {sending ? t('manager.tutorForm.headshot.sending') : t('manager.tutorForm.headshot.hint')}
        </p>
        {refusal ? (
          <p id={`${id}-error`} className="tutors-field__error" role="alert">
            {t(`manager.tutorForm.headshot.refusals.${refusal}`)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
