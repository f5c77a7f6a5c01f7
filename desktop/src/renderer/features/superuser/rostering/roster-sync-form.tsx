import { DEFAULT_MAX_DEACTIVATION_SHARE } from '@lantern/shared/domain/rostering/deactivation-stop';
import { ROSTER_SYNC_KINDS, type RosterSyncKind } from '@lantern/shared/contracts/roster-syncs';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterSyncsStore } from '../../../stores/roster-syncs-store.js';

/** Schedules offered: only when asked, or every hour, day or week (minutes). */
export const SCHEDULES = [null, 60, 24 * 60, 7 * 24 * 60] as const;

/** Adds a roster API: its kind decides which credentials it asks for. */
export const RosterSyncForm = observer(function RosterSyncForm({ store }: { store: RosterSyncsStore }) {
  const { t } = useTranslation('console');
  const id = useId();
  const [kind, setKind] = useState<RosterSyncKind>('oneroster_rest');
  const [name, setName] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [tokenUrl, setTokenUrl] = useState('');
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [schedule, setSchedule] = useState<number | null>(24 * 60);
  const [share, setShare] = useState(String(DEFAULT_MAX_DEACTIVATION_SHARE * 100));
  const oneRoster = kind === 'oneroster_rest';
  const refused = store.failure?.fields ?? {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const taken = await store.create({
      name,
      kind,
      base_url: baseUrl,
      token_url: oneRoster ? tokenUrl : null,
      client_id: oneRoster ? clientId : null,
      secret,
      interval_minutes: schedule,
      max_deactivation_share: Math.min(100, Math.max(0, Number(share) || 0)) / 100,
      enabled: true,
    });
    if (!taken) return;
    setName('');
    setBaseUrl('');
    setTokenUrl('');
    setClientId('');
    setSecret('');
  };

  const text = (field: string, value: string, set: (value: string) => void, type = 'text', hint?: string) => {
    const error = refused[field];
    return (
      <div className="lt-field">
        <label className="lt-label" htmlFor={`${id}-${field}`}>
          {t(`superuser.rostering.syncs.form.${field}`)}
        </label>
        <input
          id={`${id}-${field}`}
          className="lt-input console-input"
          type={type}
          required
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined}
          onChange={(event) => set(event.target.value)}
        />
        {hint && !error ? (
          <span id={`${id}-${field}-hint`} className="console-muted rostering__field-hint">
            {hint}
          </span>
        ) : null}
        {error ? (
          <span id={`${id}-${field}-error`} className="rostering__field-error">
            {t('superuser.rostering.syncs.form.invalid', { rule: error })}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="rostering__sync-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="rostering__subtitle">
        {t('superuser.rostering.syncs.form.title')}
      </h3>
      <div className="rostering__sync-grid">
        <div className="lt-field">
          <label className="lt-label" htmlFor={`${id}-kind`}>
            {t('superuser.rostering.syncs.form.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className="lt-input console-input"
            value={kind}
            onChange={(event) => setKind(event.target.value as RosterSyncKind)}
          >
            {ROSTER_SYNC_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`superuser.rostering.syncs.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {text('name', name, setName)}
        {text(
          'base_url',
          baseUrl,
          setBaseUrl,
          'url',
          t(`superuser.rostering.syncs.form.baseUrlHint.${kind}`),
        )}
        {oneRoster ? text('token_url', tokenUrl, setTokenUrl, 'url') : null}
        {oneRoster ? text('client_id', clientId, setClientId) : null}
        {text(oneRoster ? 'secret' : 'token', secret, setSecret, 'password')}
        <div className="lt-field">
          <label className="lt-label" htmlFor={`${id}-schedule`}>
            {t('superuser.rostering.syncs.form.schedule')}
          </label>
          <select
            id={`${id}-schedule`}
            className="lt-input console-input"
            value={schedule ?? ''}
            onChange={(event) => setSchedule(event.target.value === '' ? null : Number(event.target.value))}
          >
            {SCHEDULES.map((minutes) => (
              <option key={minutes ?? 'asked'} value={minutes ?? ''}>
                {t(`superuser.rostering.syncs.schedules.${minutes ?? 'asked'}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="lt-field">
          <label className="lt-label" htmlFor={`${id}-share`}>
            {t('superuser.rostering.syncs.form.share')}
          </label>
          <input
            id={`${id}-share`}
            className="lt-input console-input rostering__share"
            type="number"
            min={0}
            max={100}
            step={1}
            required
            value={share}
            aria-describedby={`${id}-share-hint`}
            onChange={(event) => setShare(event.target.value)}
          />
          <span id={`${id}-share-hint`} className="console-muted rostering__field-hint">
            {t('superuser.rostering.syncs.form.shareHint')}
          </span>
        </div>
      </div>
      <button type="submit" className="lt-button" disabled={store.saving}>
        {t('superuser.rostering.syncs.form.add')}
      </button>
    </form>
  );
});
