import type { School } from '@lantern/shared/contracts/customers';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { SelectField } from '../../../app/form-field.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { CustomersStore } from '../../../stores/customers-store.js';
import { CustomersNav } from './customers-nav.js';
import { FilteredList } from './filtered-list.js';
import { NewDistrictDialog, NewSchoolDialog } from './new-customer-dialogs.js';
import './customers.css';

/**
 * `superuser/customers/schools`: every school, found by name or district, a page at a time; new
 * districts and schools. A school's settings and licences are on its own page, a district's
 * licences on the district's.
 */
export const SchoolsPage = observer(function SchoolsPage() {
  const { api } = useStores();
  const store = useMemo(() => new CustomersStore(api), [api]);
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  usePageTitle(t('superuser.admin.schools.title'));
  const [search, setSearch] = useState('');
  // 0 stands for every district.
  const [district, setDistrict] = useState(0);
  const [dialog, setDialog] = useState<'district' | 'school' | null>(null);
  useEffect(() => store.open(), [store]);
  const districts = store.districts.result?.data ?? [];
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
          <button type="button" className="lt-button lt-button--primary" onClick={() => setDialog('school')}>
            {t('superuser.admin.schools.newSchool')}
          </button>
        </div>
      </PageHeader>
      <CustomersNav />
      <ConsolePanel id="schools-title" title={t('superuser.admin.schools.list')}>
        <FilteredList
          read={store.schools}
          search={{ label: t('superuser.admin.schools.search'), value: search, onChange: setSearch }}
          onFilter={() => void store.filter(search, district === 0 ? null : district)}
          empty={t('superuser.admin.schools.none')}
          filters={
            <SelectField<number>
              label={t('superuser.admin.fields.district')}
              value={district}
              onChange={setDistrict}
              options={[
                { id: 0, label: t('superuser.admin.schools.allDistricts') },
                ...districts.map((row) => ({ id: row.id, label: row.name })),
              ]}
            />
          }
        >
          {(result) => (
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
                  cell: (school) =>
                    school.district ? (
                      <Link to={`/superuser/customers/districts/${school.district.id}`}>
                        {school.district.name}
                      </Link>
                    ) : (
                      t('superuser.admin.none')
                    ),
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
          )}
        </FilteredList>
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
