import type { LicenceRow } from '@lantern/shared/contracts/customers';
import { LICENCES, type Licence } from '@lantern/shared/domain/licensing/licences';
import { EmptyState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { FormField } from '../../../app/form-field.js';
import type { SchoolEditorStore } from '../../../stores/customers-store.js';

/**
 * A school's licences (its own and its district's) with the seats left on each, and a form to
 * add one. An expired or exhausted licence is marked: it no longer opens its pages.
 */
export const LicencesPanel = observer(function LicencesPanel({ store }: { store: SchoolEditorStore }) {
  const { t } = useTranslation('console');
  const [kind, setKind] = useState<Licence>('LIVE_HELP');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [seats, setSeats] = useState('100');
  const fields = store.licenceRefusal?.fields ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await store.addLicence({ kind, starts_on: startsOn, ends_on: endsOn, seats: Number(seats) });
  };
  return (
    <ConsolePanel id="licences-title" title={t('superuser.admin.licences.title')}>
      {store.licences.length === 0 ? (
        <EmptyState title={t('superuser.admin.licences.none')} headingLevel={3} />
      ) : (
        <ConsoleTable
          caption={t('superuser.admin.licences.caption')}
          rows={store.licences}
          rowKey={(licence) => String(licence.id)}
          keyColumn={{
            id: 'kind',
            header: t('superuser.admin.licences.kind'),
            cell: (licence: LicenceRow) => t(`superuser.admin.licences.kinds.${licence.kind}`),
          }}
          columns={[
            {
              id: 'holder',
              header: t('superuser.admin.licences.holder'),
              cell: (licence) =>
                t(
                  licence.district_id
                    ? 'superuser.admin.licences.district'
                    : 'superuser.admin.licences.school',
                ),
            },
            {
              id: 'dates',
              header: t('superuser.admin.licences.dates'),
              cell: (licence) => `${licence.starts_on} – ${licence.ends_on}`,
            },
            {
              id: 'seats',
              header: t('superuser.admin.licences.seats'),
              cell: (licence) => (
                <span className={licence.seats_remaining < 0 ? 'customers-seats--over' : undefined}>
                  {t('superuser.admin.licences.remaining', {
                    count: Math.max(0, licence.seats_remaining),
                    used: licence.seats_used,
                    seats: licence.seats,
                  })}
                </span>
              ),
            },
            {
              id: 'state',
              header: t('superuser.admin.licences.state'),
              cell: (licence) => (
                <span className={`console-pill ${licence.state === 'active' ? 'console-pill--on' : ''}`}>
                  {t(`superuser.admin.licences.states.${licence.state}`)}
                </span>
              ),
            },
          ]}
        />
      )}
      <h3>{t('superuser.admin.licences.add')}</h3>
      <form className="customers-form" onSubmit={(event) => void submit(event)}>
        <FormField label={t('superuser.admin.licences.kind')} error={fields.kind}>
          {(control) => (
            <select
              {...control}
              className="lt-input console-input"
              value={kind}
              onChange={(event) => setKind(event.target.value as Licence)}
            >
              {LICENCES.map((option) => (
                <option key={option} value={option}>
                  {t(`superuser.admin.licences.kinds.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('superuser.admin.licences.startsOn')} error={fields.starts_on}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              className="lt-input console-input"
              value={startsOn}
              onChange={(event) => setStartsOn(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('superuser.admin.licences.endsOn')} error={fields.ends_on}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              className="lt-input console-input"
              value={endsOn}
              onChange={(event) => setEndsOn(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('superuser.admin.licences.seats')} error={fields.seats}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              required
              className="lt-input console-input"
              value={seats}
              onChange={(event) => setSeats(event.target.value)}
            />
          )}
        </FormField>
        {store.licenceRefusal && store.licenceRefusal.message !== null ? (
          <p className="customers-error customers-form__wide" role="alert">
            {store.licenceRefusal.message || t('superuser.admin.saveFailed')}
          </p>
        ) : null}
        <div className="customers-actions customers-form__wide">
          <button type="submit" className="lt-button">
            {t('superuser.admin.licences.addButton')}
          </button>
        </div>
      </form>
    </ConsolePanel>
  );
});
