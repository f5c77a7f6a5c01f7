import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RETENTION_KINDS, RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from '../../domain/privacy/retention.js';
import { useLocaleFormat } from '../../i18n/format/use-locale-format.js';
import type { PrivacyStore } from '../../state/privacy-store.js';
import { PendingState } from '../states.js';
import './privacy.css';

/** A district's retention periods, one field per kind of data; an empty field keeps that kind for good. */
export const RetentionForm = observer(function RetentionForm({ store }: { store: PrivacyStore }) {
  const { t } = useTranslation('common');
  const format = useLocaleFormat();
  if (!store.retention)
    return <PendingState failed={store.retentionState === 'error'} onRetry={store.retryDistrict} />;
  const errors = store.draftErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.saveRetention();
  };
  return (
    <form className="lt-privacy-retention" onSubmit={submit} noValidate>
      <p className="lt-hint">{t('privacy.retention.lead', { min: RETENTION_MIN_DAYS })}</p>
      <div className="lt-privacy-retention__fields">
        {RETENTION_KINDS.map((kind) => {
          const error = errors[kind];
          const field = t(`privacy.retention.kinds.${kind}`);
          return (
            <label key={kind} className="lt-field">
              <span className="lt-label">{field}</span>
              <span className="lt-privacy-retention__days">
                <input
                  className="lt-input"
                  name={kind}
                  inputMode="numeric"
                  value={store.draft[kind]}
                  placeholder={t('privacy.retention.keptForGood')}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `retention-${kind}-error` : undefined}
                  onChange={(event) => store.setDraft(kind, event.target.value)}
                />
                <span aria-hidden="true">{t('privacy.retention.days')}</span>
              </span>
              {error ? (
                <span id={`retention-${kind}-error`} className="lt-field-error">
                  {t(`privacy.retention.errors.${error}`, {
                    field,
                    min: RETENTION_MIN_DAYS,
                    max: RETENTION_MAX_DAYS,
                  })}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <div className="lt-privacy-actions">
        <button
          type="submit"
          className="lt-button lt-button--primary"
          disabled={store.savingRetention || Object.keys(errors).length > 0}
        >
          {t('privacy.retention.save')}
        </button>
        <button type="button" className="lt-button lt-button--secondary" onClick={store.resetDraft}>
          {t('privacy.retention.reset')}
        </button>
        <span className="lt-hint" role="status">
          {store.retentionSaved
            ? t('privacy.retention.saved')
            : store.retention.updated_at
              ? t('privacy.retention.updated', { when: format.dateTime(store.retention.updated_at) })
              : t('privacy.retention.never')}
        </span>
      </div>
      {store.retentionFailure !== null ? (
        <p className="lt-field-error" role="alert">
          {t('privacy.retention.failed', { reason: store.retentionFailure })}
        </p>
      ) : null}
    </form>
  );
});
