import type { LicenceRow } from '@lantern/shared/contracts/customers';
import { LICENCES, type Licence } from '@lantern/shared/domain/licensing/licences';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { SelectField } from '../../../app/form-field.js';
import type { LicencesStore } from '../../../stores/licences-store.js';
import { LicenceEditDialog, type LicenceTerms, LicenceTermsFields } from './licence-edit-dialog.js';
import { RefusalMessage } from './refusal-message.js';

/**
 * A school's licences (its own and its district's) or a district's, with the seats left on each;
 * each one's dates and seats can be changed, and a new one added. An expired or exhausted licence
 * is marked: it no longer opens its pages.
 */
export const LicencesPanel = observer(function LicencesPanel({ store }: { store: LicencesStore }) {
  const { t } = useTranslation('console');
  const [kind, setKind] = useState<Licence>('LIVE_HELP');
  const [terms, setTerms] = useState<LicenceTerms>({ starts_on: '', ends_on: '', seats: '100' });
  const [editing, setEditing] = useState<LicenceRow | null>(null);
  const fields = store.refusal?.fields ?? {};
  const kindName = (licence: LicenceRow) => t(`superuser.admin.licences.kinds.${licence.kind}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await store.add({ kind, ...terms, seats: Number(terms.seats) });
  };
  return (
    <ConsolePanel id="licences-title" title={t('superuser.admin.licences.title')}>
      {store.state !== 'loaded' && store.rows.length === 0 ? (
        <PendingState failed={store.state === 'error'} onRetry={() => void store.load()} />
      ) : store.rows.length === 0 ? (
        <EmptyState
          title={t(
            store.holdsSchool ? 'superuser.admin.licences.none' : 'superuser.admin.licences.districtNone',
          )}
          headingLevel={3}
        />
      ) : (
        <ConsoleTable
          caption={t(
            store.holdsSchool
              ? 'superuser.admin.licences.caption'
              : 'superuser.admin.licences.districtCaption',
          )}
          rows={store.rows}
          rowKey={(licence) => String(licence.id)}
          keyColumn={{ id: 'kind', header: t('superuser.admin.licences.kind'), cell: kindName }}
          columns={[
            ...(store.holdsSchool
              ? [
                  {
                    id: 'holder',
                    header: t('superuser.admin.licences.holder'),
                    cell: (licence: LicenceRow) =>
                      t(
                        licence.district_id
                          ? 'superuser.admin.licences.district'
                          : 'superuser.admin.licences.school',
                      ),
                  },
                ]
              : []),
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
            {
              id: 'edit',
              header: t('superuser.admin.people.actions'),
              cell: (licence) => (
                <button
                  type="button"
                  className="lt-button lt-button--secondary"
                  aria-label={t('superuser.admin.licences.editLabel', { kind: kindName(licence) })}
                  onClick={() => setEditing(licence)}
                >
                  {t('superuser.admin.licences.edit')}
                </button>
              ),
            },
          ]}
        />
      )}
      <h3 className="customers-subtitle">{t('superuser.admin.licences.add')}</h3>
      <form className="customers-form" onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t('superuser.admin.licences.kind')}
          value={kind}
          onChange={setKind}
          error={fields.kind}
          options={LICENCES.map((option) => ({
            id: option,
            label: t(`superuser.admin.licences.kinds.${option}`),
          }))}
        />
        <LicenceTermsFields value={terms} onChange={setTerms} fields={fields} />
        <RefusalMessage refusal={store.refusal} />
        <div className="customers-actions customers-form__wide">
          <button type="submit" className="lt-button lt-button--primary" disabled={store.saving}>
            {t('superuser.admin.licences.addButton')}
          </button>
        </div>
      </form>
      {editing ? (
        <LicenceEditDialog
          key={editing.id}
          store={store}
          licence={editing}
          title={t('superuser.admin.licences.editTitle', { kind: kindName(editing) })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ConsolePanel>
  );
});
