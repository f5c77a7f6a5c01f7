import type { SafetyContactInput, School, UpdateSchoolInput } from '@lantern/shared/contracts/customers';
import { SSO_PROVIDERS, type SsoProvider } from '@lantern/shared/domain/auth/sso-providers';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../app/form-field.js';
import { HourOfDayInput } from '../../../app/date-time-fields.js';
import type { SchoolEditorStore } from '../../../stores/customers-store.js';
import { RefusalMessage } from './refusal-message.js';
import { SafetyContactsEditor } from './safety-contacts-editor.js';

const FEATURES = ['features_live_help', 'features_essay_review', 'features_shared_sessions'] as const;
const PROVIDER_NAMES: Record<SsoProvider, string> = {
  google: 'Google',
  clever: 'Clever',
  classlink: 'ClassLink',
  auth0: 'Auth0',
};

type Draft = Required<Omit<UpdateSchoolInput, 'safety_contacts'>> & { safety_contacts: SafetyContactInput[] };

function draftOf(school: School): Draft {
  const { id: _id, district: _district, student_count: _count, created_at: _created, ...fields } = school;
  return fields;
}

/** Every setting of a school in one form; the server names the field of any rule it breaks. */
export const SchoolSettingsForm = observer(function SchoolSettingsForm({
  store,
  school,
}: {
  store: SchoolEditorStore;
  school: School;
}) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState<Draft>(() => draftOf(school));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const fields = store.refusal?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.update(draft);
  };
  const text = (key: 'name' | 'country_code' | 'timezone') => (
    <TextField
      label={t(`superuser.admin.fields.${key}`)}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      error={fields[key]}
    />
  );
  const hour = (key: 'operating_hours_start' | 'operating_hours_end') => (
    <HourOfDayInput
      label={t(`superuser.admin.fields.${key}`)}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      error={fields[key]}
    />
  );
  return (
    <form className="customers-form" onSubmit={submit} aria-label={t('superuser.admin.school.settings')}>
      {text('name')}
      {text('country_code')}
      {text('timezone')}
      {hour('operating_hours_start')}
      {hour('operating_hours_end')}
      <fieldset className="customers-checks customers-form__wide">
        <legend>{t('superuser.admin.fields.features')}</legend>
        {FEATURES.map((feature) => (
          <label key={feature} className="lt-checkbox">
            <input
              type="checkbox"
              checked={draft[feature]}
              onChange={(event) => set(feature, event.target.checked)}
            />{' '}
            {t(`superuser.admin.features.${feature}`)}
          </label>
        ))}
        <label className="lt-checkbox">
          <input
            type="checkbox"
            checked={draft.licensing_enabled}
            onChange={(event) => set('licensing_enabled', event.target.checked)}
          />{' '}
          {t('superuser.admin.fields.licensing_enabled')}
        </label>
      </fieldset>
      <fieldset className="customers-checks customers-form__wide">
        <legend>{t('superuser.admin.fields.sso_providers')}</legend>
        {SSO_PROVIDERS.map((provider) => (
          <label key={provider} className="lt-checkbox">
            <input
              type="checkbox"
              checked={draft.sso_providers.includes(provider)}
              onChange={(event) =>
                set(
                  'sso_providers',
                  event.target.checked
                    ? [...draft.sso_providers, provider]
                    : draft.sso_providers.filter((held) => held !== provider),
                )
              }
            />{' '}
            {PROVIDER_NAMES[provider]}
          </label>
        ))}
        <p className="lt-hint">{t('superuser.admin.school.passwordAlways')}</p>
      </fieldset>
      <SafetyContactsEditor
        contacts={draft.safety_contacts}
        onChange={(contacts) => set('safety_contacts', contacts)}
        error={fields.safety_contacts}
      />
      <RefusalMessage refusal={store.refusal} />
      <div className="customers-actions customers-form__wide">
        <button type="submit" className="lt-button lt-button--primary" disabled={store.saving}>
          {t('superuser.admin.save')}
        </button>
        <span role="status">{store.saved ? t('superuser.admin.saved') : ''}</span>
      </div>
    </form>
  );
});
