import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { TextField } from '../../../app/form-field.js';
import { FlagField } from './tutor-fields.js';
import { useTutorFormWords } from './tutor-form-words.js';

/**
 * How the tutor signs in. Creating: the username, and either a password the manager chooses or a
 * link e-mailed to the tutor to choose their own. Editing: the username, and a new set-password
 * link on request (the manager never learns the tutor's password).
 */
export const SignInFields = observer(function SignInFields() {
  const { tutorForm: form } = useStores();
  const { t, fieldName, fieldProps } = useTutorFormWords();
  const { draft, tutorId } = form;
  if (tutorId === null)
    return (
      <>
        <TextField
          id="tutor-username"
          {...fieldProps('username')}
          hint={t('manager.tutorForm.hints.username')}
        />
        <div className="tutors-form__credentials">
          <FlagField
            label={t('manager.tutorForm.passwordLink.choose')}
            hint={t('manager.tutorForm.passwordLink.hint')}
            value={draft.password_link}
            onChange={(value) => form.set('password_link', value)}
          />
          {draft.password_link ? null : (
            <TextField
              id="tutor-password"
              type="password"
              autoComplete="new-password"
              {...fieldProps('password')}
              hint={t('manager.tutorForm.hints.password')}
            />
          )}
        </div>
      </>
    );
  return (
    <div className="tutors-form__readonly">
      <span className="lt-label">{fieldName('username')}</span>
      <span>{draft.username}</span>
      {form.readOnly ? null : <SendLinkButton tutorId={tutorId} />}
    </div>
  );
});

/** Sends the tutor a fresh link to choose a new password, and says where it went. */
const SendLinkButton = observer(function SendLinkButton({ tutorId }: { tutorId: number }) {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  const [state, setState] = useState<'idle' | 'sending' | { sentTo: string } | 'failed'>('idle');
  const send = async () => {
    setState('sending');
    try {
      setState({ sentTo: await tutors.sendPasswordLink(tutorId) });
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="tutors-form__link">
      <button
        type="button"
        className="lt-button lt-button--secondary"
        disabled={state === 'sending'}
        onClick={() => void send()}
      >
        {t('manager.tutorForm.passwordLink.send')}
      </button>
      {typeof state === 'object' ? (
        <p className="lt-alert lt-alert--success" role="status">
          {t('manager.tutorForm.passwordLink.sent', { email: state.sentTo })}
        </p>
      ) : state === 'failed' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('manager.tutorForm.passwordLink.failed')}
        </p>
      ) : null}
    </div>
  );
});
