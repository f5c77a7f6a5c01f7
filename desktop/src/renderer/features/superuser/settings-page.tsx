import {
  CONTENT_HOLD_STATES,
  CONTENT_KINDS,
  type ContentHoldState,
  type ContentKind,
} from '@lantern/shared/contracts/superuser';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../app/console-panel.js';
import { ConsoleTable } from '../../app/console-table.js';
import { FormField } from '../../app/form-field.js';
import { PageHeader } from '../../app/page-header.js';
import { useStores } from '../../app/stores-context.js';
import { PersonalSettings, useAccountStrings } from '../settings/personal-settings.js';
import type { SuperuserStore } from '../../stores/superuser-store.js';
import { useSuperuser } from './use-superuser.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import './superuser-moderation.css';

/**
 * `superuser/settings`: the feature flags, switched live for every connected app, the sessions
 * and essays a superuser has hidden or quarantined, then the superuser's own profile and account.
 */
export const SettingsPage = observer(function SettingsPage() {
  const store = useSuperuser();
  const { t } = useTranslation('console');
  usePageTitle(t('superuser.settings.title'));
  useEffect(() => void store.loadHolds(), [store]);
  const accountStrings = useAccountStrings();
  return (
    <div className="console-page">
      <PageHeader title={t('superuser.settings.title')} />
      <FlagsPanel />
      <HoldsPanel store={store} />
      {accountStrings ? <PersonalSettings /> : null}
    </div>
  );
});

const FlagsPanel = observer(function FlagsPanel() {
  const { flags } = useStores();
  const { t } = useTranslation('console');
  useEffect(() => void flags.load(true), [flags]);
  return (
    <ConsolePanel id="flags-title" title={t('superuser.settings.flags')}>
      <p className="lt-hint">{t('superuser.settings.flagsHint')}</p>
      {flags.status !== 'loaded' ? (
        <PendingState failed={flags.status === 'error'} onRetry={() => void flags.load(true)} />
      ) : flags.ordered.length === 0 ? (
        <EmptyState title={t('superuser.settings.noFlags')} />
      ) : (
        <ul className="moderation__flags">
          {flags.ordered.map((flag) => (
            <li key={flag.key} className="moderation__flag">
              <Switch
                className="lt-switch"
                isSelected={flag.enabled}
                isDisabled={flags.saving.has(flag.key)}
                onChange={(on) => void flags.setEnabled(flag.key, on)}
              >
                <span className="lt-switch__track" aria-hidden="true">
                  <span className="lt-switch__thumb" />
                </span>
                {t(`featureFlags.names.${flag.key}`, { ns: 'common', defaultValue: flag.key })}
              </Switch>
              {/* The key is what engineers search for; the description is their note, in English. */}
              <code className="lt-hint">{flag.key}</code>
              {flag.description ? (
                <span className="lt-hint" lang="en">
                  {flag.description}
                </span>
              ) : null}
              {flags.failedKey === flag.key ? (
                <span className="moderation__error" role="alert">
                  {t('superuser.settings.flagFailed')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ConsolePanel>
  );
});

const HoldsPanel = observer(function HoldsPanel({ store }: { store: SuperuserStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const [kind, setKind] = useState<ContentKind>('session');
  const [targetId, setTargetId] = useState('');
  const [state, setState] = useState<ContentHoldState>('hidden');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const badId = !/^\d+$/.test(targetId.trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (badId) return;
    if (await store.hold(kind, Number(targetId), state, reason)) {
      setTargetId('');
      setReason('');
      setTried(false);
    }
  };
  return (
    <ConsolePanel id="holds-title" title={t('superuser.settings.holds')}>
      <p className="lt-hint">{t('superuser.settings.holdsHint')}</p>
      <form className="moderation__hold-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('superuser.settings.kind')}>
          {(control) => (
            <select
              {...control}
              className="lt-input console-input"
              value={kind}
              onChange={(event) => setKind(event.target.value as ContentKind)}
            >
              {CONTENT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`superuser.settings.kinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('superuser.settings.id')} invalid={tried && badId}>
          {(control) => (
            <input
              {...control}
              className="lt-input console-input"
              inputMode="numeric"
              value={targetId}
              onChange={(event) => setTargetId(event.target.value)}
            />
          )}
        </FormField>
        <fieldset className="console-segmented moderation__state">
          <legend className="lt-visually-hidden">{t('superuser.settings.state')}</legend>
          {CONTENT_HOLD_STATES.map((value) => (
            <label key={value} className="console-segmented__option">
              <input
                type="radio"
                name="hold-state"
                checked={state === value}
                onChange={() => setState(value)}
              />
              <span>{t(`superuser.settings.states.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <FormField label={t('superuser.settings.reason')}>
          {(control) => (
            <input
              {...control}
              className="lt-input console-input"
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="lt-button lt-button--primary" disabled={store.holding}>
          {t('superuser.settings.hold')}
        </button>
      </form>
      {tried && badId ? (
        <p className="moderation__error" role="alert">
          {t('superuser.settings.badId')}
        </p>
      ) : null}
      {store.failure !== null ? (
        <p className="moderation__error" role="alert">
          {store.failure || t('superuser.settings.holdFailed')}
        </p>
      ) : null}
      {store.holdsState !== 'loaded' ? (
        <PendingState failed={store.holdsState === 'error'} onRetry={() => void store.loadHolds()} />
      ) : store.holds.length === 0 ? (
        <EmptyState title={t('superuser.settings.noHolds')} />
      ) : (
        <ConsoleTable
          caption={t('superuser.settings.holdsCaption')}
          className="moderation-holds"
          rows={store.holds}
          rowKey={(hold) => `${hold.kind}-${hold.target_id}`}
          keyColumn={{
            id: 'content',
            header: t('superuser.settings.content'),
            cell: (hold) =>
              `${t(`superuser.settings.kinds.${hold.kind}`)} #${hold.target_id} · ${hold.title}`,
          }}
          columns={[
            {
              id: 'state',
              header: t('superuser.settings.state'),
              cell: (hold) => (
                <span className={`console-pill moderation__hold--${hold.state}`}>
                  {t(`superuser.settings.held.${hold.state}`)}
                </span>
              ),
            },
            { id: 'reason', header: t('superuser.settings.reason'), cell: (hold) => hold.reason || '—' },
            {
              id: 'by',
              header: t('superuser.settings.heldBy'),
              cell: (hold) =>
                t('superuser.settings.heldByOn', {
                  name: `${hold.held_by.first_name} ${hold.held_by.last_name}`,
                  date: format.date(hold.held_at),
                }),
            },
            {
              id: 'release',
              header: t('superuser.settings.action'),
              cell: (hold) => (
                <button
                  type="button"
                  className="lt-button lt-button--secondary"
                  aria-label={t('superuser.settings.releaseLabel', {
                    kind: t(`superuser.settings.kinds.${hold.kind}`),
                    id: hold.target_id,
                  })}
                  onClick={() => void store.release(hold)}
                >
                  {t('superuser.settings.release')}
                </button>
              ),
            },
          ]}
        />
      )}
    </ConsolePanel>
  );
});
