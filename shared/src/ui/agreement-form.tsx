import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './agreement-form.css';

interface AgreementFormProps {
  pending: boolean;
  /** Shown when accepting failed on the server side. */
  failed: boolean;
  onAccept(): void;
  onLogout(): void;
}

const RULES = ['respect', 'honesty', 'privacy', 'safety'] as const;

/** The code-of-conduct screen every account accepts once before using Lantern. */
export function AgreementForm({ pending, failed, onAccept, onLogout }: AgreementFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [unchecked, setUnchecked] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked) {
      setUnchecked(true);
      return;
    }
    setUnchecked(false);
    onAccept();
  };

  return (
    <form className="lt-agreement" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('agreement.title')}</h1>
      <p className="lt-agreement__intro">{t('agreement.intro')}</p>
      <ul className="lt-agreement__rules">
        {RULES.map((rule) => (
          <li key={rule}>
            <strong>{t(`agreement.rules.${rule}.title`)}</strong>
            <span>{t(`agreement.rules.${rule}.text`)}</span>
          </li>
        ))}
      </ul>
      <label className="lt-checkbox">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            if (event.target.checked) setUnchecked(false);
          }}
          aria-describedby={unchecked ? `${id}-error` : undefined}
        />
        <span>{t('agreement.checkbox')}</span>
      </label>
      {unchecked ? (
        <p id={`${id}-error`} className="lt-alert lt-alert--error" role="alert">
          {t('agreement.unchecked')}
        </p>
      ) : null}
      {failed ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('agreement.failed')}
        </p>
      ) : null}
      <div className="lt-agreement__actions">
        <button
          type="button"
          className="lt-button lt-button--secondary"
          onClick={onLogout}
          disabled={pending}
        >
          {t('agreement.logout')}
        </button>
        <button type="submit" className="lt-button lt-button--primary" disabled={pending}>
          {t('agreement.accept')}
        </button>
      </div>
    </form>
  );
}
