import type { School } from '@lantern/shared/contracts/customers';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { CustomersStore } from '../../../stores/customers-store.js';
import { Pager } from '../../tutor-manager/session-reports/pager.js';
import { CustomersNav } from './customers-nav.js';
import { NewDistrictDialog, NewSchoolDialog } from './new-customer-dialogs.js';
import './customers.css';

/**
 * `superuser/customers/schools`: every school, found by name or district, a page at a time; new
 * districts and schools. A school's settings and licences are on its own page.
 */
export const SchoolsPage = observer(function SchoolsPage() {
  const { api } = useStores();
  const store = useMemo(() => new CustomersStore(api), [api]);
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  usePageTitle(t('superuser.admin.schools.title'));
  const [search, setSearch] = useState('');
  const [district, setDistrict] = useState('');
  const [dialog, setDialog] = useState<'district' | 'school' | null>(null);
  useEffect(() => store.open(), [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.filter(search, district ? Number(district) : null);
  };
  const districts = store.districts.result?.data ?? [];
  const result = store.schools.result;
  return (
    <div className="console-page">
      <PageHeader title={t('superuser.admin.schools.title')}>
        <div className="customers-actions">
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => setDialog('district')}
          >
            {t('superuser.admin.schools.newDistrict')}
          </button>
          <button type="button" className="lt-button" onClick={() => setDialog('school')}>
            {t('superuser.admin.schools.newSchool')}
          </button>
        </div>
      </PageHeader>
      <CustomersNav />
      <ConsolePanel id="schools-title" title={t('superuser.admin.schools.list')}>
        <form className="customers-toolbar" role="search" onSubmit={submit}>
          <label className="lt-field">
            <span className="lt-label">{t('superuser.admin.schools.search')}</span>
            <input
              className="lt-input console-input"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="lt-field">
            <span className="lt-label">{t('superuser.admin.fields.district')}</span>
            <select
              className="lt-input console-input"
              value={district}
              onChange={(event) => setDistrict(event.target.value)}
            >
              <option value="">{t('superuser.admin.schools.allDistricts')}</option>
              {districts.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="lt-button lt-button--secondary">
            {t('superuser.admin.filter')}
          </button>
        </form>
        {!result ? (
          <PendingState failed={store.schools.state === 'error'} onRetry={() => void store.schools.load(1)} />
        ) : result.data.length === 0 ? (
          <EmptyState title={t('superuser.admin.schools.none')} />
        ) : (
          <>
            <ConsoleTable
              caption={t('superuser.admin.schools.caption', { count: result.meta.pagination.total })}
              rows={result.data}
              rowKey={(school) => String(school.id)}
              keyColumn={{
                id: 'name',
                header: t('superuser.admin.fields.name'),
                cell: (school: School) => <Link to={`${school.id}`}>{school.name}</Link>,
              }}
              columns={[
                {
                  id: 'district',
                  header: t('superuser.admin.fields.district'),
                  cell: (school) => school.district?.name ?? t('superuser.admin.none'),
                },
                {
                  id: 'timezone',
                  header: t('superuser.admin.fields.timezone'),
                  cell: (school) => school.timezone,
                },
                {
                  id: 'hours',
                  header: t('superuser.admin.fields.hours'),
                  cell: (school) => `${school.operating_hours_start}–${school.operating_hours_end}`,
                },
                {
                  id: 'students',
                  header: t('superuser.admin.fields.students'),
                  cell: (school) => String(school.student_count),
                },
              ]}
            />
            <Pager pagination={result.meta.pagination} onPage={(page) => void store.schools.load(page)} />
          </>
        )}
      </ConsolePanel>
      <NewDistrictDialog store={store} isOpen={dialog === 'district'} onClose={() => setDialog(null)} />
      <NewSchoolDialog
        store={store}
        isOpen={dialog === 'school'}
        onClose={() => setDialog(null)}
        onCreated={(school) => void navigate(`${school.id}`)}
      />
    </div>
  );
});
