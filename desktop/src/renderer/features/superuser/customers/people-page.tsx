import {
  ADMINISTERED_ROLES,
  type AdministeredUser,
  USER_STATUSES,
} from '@lantern/shared/contracts/customer-users';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { SelectField } from '../../../app/form-field.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { fullName, type PeopleFilters, PeopleStore } from '../../../stores/people-store.js';
import { CustomersNav } from './customers-nav.js';
import { FilteredList } from './filtered-list.js';
import { NewPersonDialog } from './new-person-dialog.js';
import { PersonActionButtons, PersonStatus, usePersonNotices } from './person-actions.js';
import './customers.css';

/**
 * `superuser/customers/people`: people of any role found by name, role and status, a page at a
 * time; a new person, deactivating (signed out at once, data kept) and set-password links. Each
 * person's name opens their own page.
 */
export const PeoplePage = observer(function PeoplePage() {
  const { api } = useStores();
  const store = useMemo(() => new PeopleStore(api), [api]);
  const { t } = useTranslation('console');
  usePageTitle(t('superuser.admin.people.title'));
  const [search, setSearch] = useState('');
  // 'any' stands for no narrowing: a select's choices need keys of their own.
  const [role, setRole] = useState<'any' | NonNullable<PeopleFilters['role']>>('any');
  const [status, setStatus] = useState<'any' | NonNullable<PeopleFilters['status']>>('any');
  const [creating, setCreating] = useState(false);
  useEffect(() => store.people.open(), [store]);
  usePersonNotices(store.actions);
  const filter = () =>
    void store.filter({
      search,
      role: role === 'any' ? undefined : role,
      status: status === 'any' ? undefined : status,
    });
  return (
    <div className="console-page">
      <PageHeader title={t('superuser.admin.people.title')}>
        <button type="button" className="lt-button lt-button--primary" onClick={() => setCreating(true)}>
          {t('superuser.admin.people.new')}
        </button>
      </PageHeader>
      <CustomersNav />
      <ConsolePanel id="people-title" title={t('superuser.admin.people.list')}>
        <FilteredList
          read={store.people}
          search={{ label: t('superuser.admin.people.search'), value: search, onChange: setSearch }}
          onFilter={filter}
          empty={t('superuser.admin.people.none')}
          filters={
            <>
              <SelectField
                label={t('superuser.admin.fields.role')}
                value={role}
                onChange={setRole}
                options={[
                  { id: 'any', label: t('superuser.admin.people.anyRole') },
                  ...ADMINISTERED_ROLES.map((name) => ({
                    id: name,
                    label: t(`superuser.admin.roles.${name}`),
                  })),
                ]}
              />
              <SelectField
                label={t('superuser.admin.fields.status')}
                value={status}
                onChange={setStatus}
                options={[
                  { id: 'any', label: t('superuser.admin.people.anyStatus') },
                  ...USER_STATUSES.map((name) => ({
                    id: name,
                    label: t(`superuser.admin.people.statuses.${name}`),
                  })),
                ]}
              />
            </>
          }
        >
          {(result) => (
            <ConsoleTable
              caption={t('superuser.admin.people.caption', { count: result.meta.pagination.total })}
              rows={result.data}
              rowKey={(person) => String(person.id)}
              keyColumn={{
                id: 'name',
                header: t('superuser.admin.fields.name'),
                // An erased student has no name left: their username is the link.
                cell: (person: AdministeredUser) => (
                  <Link to={`${person.id}`}>{fullName(person).trim() || person.username}</Link>
                ),
              }}
              columns={[
                {
                  id: 'username',
                  header: t('superuser.admin.fields.username'),
                  cell: (person) => person.username,
                },
                {
                  id: 'role',
                  header: t('superuser.admin.fields.role'),
                  cell: (person) => t(`superuser.admin.roles.${person.role}`),
                },
                {
                  id: 'school',
                  header: t('superuser.admin.fields.school'),
                  cell: (person) => person.school?.name ?? t('superuser.admin.none'),
                },
                {
                  id: 'status',
                  header: t('superuser.admin.fields.status'),
                  cell: (person) => <PersonStatus person={person} />,
                },
                {
                  id: 'actions',
                  header: t('superuser.admin.people.actions'),
                  cell: (person) => <PersonActionButtons actions={store.actions} person={person} />,
                },
              ]}
            />
          )}
        </FilteredList>
      </ConsolePanel>
      <NewPersonDialog store={store} isOpen={creating} onClose={() => setCreating(false)} />
    </div>
  );
});
