import { DEFAULT_MAX_DEACTIVATION_SHARE } from '@lantern/shared/domain/rostering/deactivation-stop';
import {
  type CreateRosterSync,
  ROSTER_SYNC_KINDS,
  type RosterSync,
  type RosterSyncKind,
} from '@lantern/shared/contracts/roster-syncs';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../app/form-field.js';
import type { SyncFailure } from '../../../stores/roster-syncs-store.js';

/** Schedules offered: only when asked, or every hour, day or week (minutes). */
export const SCHEDULES = [null, 60, 24 * 60, 7 * 24 * 60] as const;
// A select's choices need keys of their own: 0 stands for "only when asked".
const ASKED = 0;

/**
 * A roster API's settings: its kind decides which credentials it asks for. New, every field is
 * empty and the secret is required; changing one (`sync`), its secret is never shown, and a new
 * one typed replaces it.
 */
export const RosterSyncForm = observer(function RosterSyncForm({
  sync,
  saving,
  failure,
  title,
  submitLabel,
  onSubmit,
}: {
  sync?: RosterSync;
  saving: boolean;
  failure: SyncFailure | null;
  title: string;
  submitLabel: string;
  /** The secret is left out when a change leaves it empty. True when it was taken. */
  onSubmit(body: Omit<CreateRosterSync, 'secret'> & { secret?: string }): Promise<boolean>;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [kind, setKind] = useState<RosterSyncKind>(sync?.kind ?? 'oneroster_rest');
  const [name, setName] = useState(sync?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(sync?.base_url ?? '');
  const [tokenUrl, setTokenUrl] = useState(sync?.token_url ?? '');
  const [clientId, setClientId] = useState(sync?.client_id ?? '');
  const [secret, setSecret] = useState('');
  const [schedule, setSchedule] = useState<number>(sync ? (sync.interval_minutes ?? ASKED) : 24 * 60);
  const [share, setShare] = useState(
    String(Math.round((sync?.max_deactivation_share ?? DEFAULT_MAX_DEACTIVATION_SHARE) * 100)),
  );
  const [enabled, setEnabled] = useState(sync?.enabled ?? true);
  const oneRoster = kind === 'oneroster_rest';
  const refused = failure?.fields ?? {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const taken = await onSubmit({
      name,
      kind,
      base_url: baseUrl,
      token_url: oneRoster ? tokenUrl : null,
      client_id: oneRoster ? clientId : null,
      ...(secret || !sync ? { secret } : {}),
      interval_minutes: schedule === ASKED ? null : schedule,
      max_deactivation_share: Math.min(100, Math.max(0, Number(share) || 0)) / 100,
      enabled,
    });
    if (!taken) return;
    setSecret('');
    if (sync) return;
    setName('');
    setBaseUrl('');
    setTokenUrl('');
    setClientId('');
  };

  const text = (
    field: string,
    value: string,
    set: (value: string) => void,
    type: 'text' | 'url' | 'password' = 'text',
    hint?: string,
  ) => (
    <TextField
      label={t(`superuser.rostering.syncs.form.${field}`)}
      type={type}
      required
      value={value}
      onChange={set}
      hint={hint}
      error={
        refused[field] ? t('superuser.rostering.syncs.form.invalid', { rule: refused[field] }) : undefined
      }
    />
  );
  const secretField = oneRoster ? 'secret' : 'token';

  return (
    <form
      className="rostering__sync-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="rostering__subtitle">
        {title}
      </h3>
      <div className="rostering__sync-grid">
        {/* A source keeps its kind: its stored secret is one kind's (a client secret, a district token). */}
        {sync ? null : (
          <SelectField
            label={t('superuser.rostering.syncs.form.kind')}
            value={kind}
            onChange={setKind}
            options={ROSTER_SYNC_KINDS.map((option) => ({
              id: option,
              label: t(`superuser.rostering.syncs.kinds.${option}`),
            }))}
          />
        )}
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
        {sync ? (
          <TextField
            label={t(`superuser.rostering.syncs.form.${secretField}New`)}
            type="password"
            value={secret}
            onChange={setSecret}
            hint={t('superuser.rostering.syncs.form.secretKept')}
            error={
              refused.secret
                ? t('superuser.rostering.syncs.form.invalid', { rule: refused.secret })
                : undefined
            }
          />
        ) : (
          text(secretField, secret, setSecret, 'password')
        )}
        <SelectField<number>
          label={t('superuser.rostering.syncs.form.schedule')}
          value={schedule}
          onChange={setSchedule}
          options={SCHEDULES.map((minutes) => ({
            id: minutes ?? ASKED,
            label: t(`superuser.rostering.syncs.schedules.${minutes ?? 'asked'}`),
          }))}
        />
        <TextField
          label={t('superuser.rostering.syncs.form.share')}
          type="number"
          min={0}
          max={100}
          required
          value={share}
          onChange={setShare}
          hint={t('superuser.rostering.syncs.form.shareHint')}
          error={
            refused.max_deactivation_share
              ? t('superuser.rostering.syncs.form.invalid', { rule: refused.max_deactivation_share })
              : undefined
          }
        />
        {sync ? (
          <label className="lt-checkbox rostering__enabled">
            <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
            {t('superuser.rostering.syncs.form.enabled')}
          </label>
        ) : null}
      </div>
      <button type="submit" className="lt-button lt-button--primary" disabled={saving}>
        {submitLabel}
      </button>
    </form>
  );
});
