import { ADMINISTERED_ROLES, type AdministeredUser } from '@lantern/shared/contracts/customer-users';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { showToast } from '../../../app/console-toasts.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { fullName, type PeopleFilters, PeopleStore } from '../../../stores/people-store.js';
import { Pager } from '../../tutor-manager/session-reports/pager.js';
import { CustomersNav } from './customers-nav.js';
import { NewPersonDialog } from './new-person-dialog.js';
import '../superuser-moderation.css';
import './customers.css';

/**
 * `superuser/customers/people`: people of any role found by name, role and status, a page at a
 * time; a new person, deactivating (signed out at once, data kept) and set-password links.
 */
export const PeoplePage = observer(function PeoplePage() {
  const { api } = useStores();
  const store = useMemo(() => new PeopleStore(api), [api]);
  const { t } = useTranslation('console');
  usePageTitle(t('superuser.admin.people.title'));
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [creating, setCreating] = useState(false);
  useEffect(() => store.people.open(), [store]);
  useEffect(() => {
    if (!store.notice) return;
    showToast({
      title: t(`superuser.admin.people.notices.${store.notice.kind}`, { name: store.notice.name }),
      tone: store.notice.kind === 'failed' ? 'error' : 'success',
    });
  }, [store.notice, t]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.filter({
      search,
      role: (role || undefined) as PeopleFilters['role'],
      status: (status || undefined) as PeopleFilters['status'],
    });
  };
  const result = store.people.result;
  return (
    <div className="console-page">
      <PageHeader title={t('superuser.admin.people.title')}>
        <button type="button" className="lt-button" onClick={() => setCreating(true)}>
          {t('superuser.admin.people.new')}
        </button>
      </PageHeader>
      <CustomersNav />
      <ConsolePanel id="people-title" title={t('superuser.admin.people.list')}>
        <form className="customers-toolbar" role="search" onSubmit={submit}>
          <label className="lt-field">
            <span className="lt-label">{t('superuser.admin.people.search')}</span>
            <input
              className="lt-input console-input"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="lt-field">
            <span className="lt-label">{t('superuser.admin.fields.role')}</span>
            <select
              className="lt-input console-input"
              value={role}
              onChange={(event) => setRole(event.target.value)}
            >
              <option value="">{t('superuser.admin.people.anyRole')}</option>
              {ADMINISTERED_ROLES.map((name) => (
                <option key={name} value={name}>
                  {t(`superuser.admin.roles.${name}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="lt-field">
            <span className="lt-label">{t('superuser.admin.fields.status')}</span>
            <select
              className="lt-input console-input"
              value={status}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="">{t('superuser.admin.people.anyStatus')}</option>
              <option value="active">{t('superuser.admin.people.statuses.active')}</option>
              <option value="deactivated">{t('superuser.admin.people.statuses.deactivated')}</option>
            </select>
          </label>
          <button type="submit" className="lt-button lt-button--secondary">
            {t('superuser.admin.filter')}
          </button>
        </form>
        {!result ? (
          <PendingState failed={store.people.state === 'error'} onRetry={() => void store.people.load(1)} />
        ) : result.data.length === 0 ? (
          <EmptyState title={t('superuser.admin.people.none')} />
        ) : (
          <>
            <ConsoleTable
              caption={t('superuser.admin.people.caption', { count: result.meta.pagination.total })}
              rows={result.data}
              rowKey={(person) => String(person.id)}
              keyColumn={{
                id: 'name',
                header: t('superuser.admin.fields.name'),
                cell: (person: AdministeredUser) => fullName(person),
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
                  cell: (person) => (
                    <span className={`console-pill ${person.status === 'active' ? 'console-pill--on' : ''}`}>
                      {t(`superuser.admin.people.statuses.${person.status}`)}
                    </span>
                  ),
                },
                {
                  id: 'actions',
                  header: t('superuser.admin.people.actions'),
                  cell: (person) => <PersonActions store={store} person={person} />,
                },
              ]}
            />
            <Pager pagination={result.meta.pagination} onPage={(page) => void store.people.load(page)} />
          </>
        )}
      </ConsolePanel>
      <NewPersonDialog store={store} isOpen={creating} onClose={() => setCreating(false)} />
    </div>
  );
});

const PersonActions = observer(function PersonActions({
  store,
  person,
}: {
  store: PeopleStore;
  person: AdministeredUser;
}) {
  const { t } = useTranslation('console');
  const name = fullName(person);
  const busy = store.acting !== null;
  return (
    <div className="customers-actions">
      {person.email ? (
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={busy}
          aria-label={t('superuser.admin.people.sendLinkLabel', { name })}
          onClick={() => void store.sendPasswordLink(person)}
        >
          {t('superuser.admin.people.sendLink')}
        </button>
      ) : null}
      <button
        type="button"
        className={
          person.status === 'active'
            ? 'lt-button moderation__danger-button'
            : 'lt-button lt-button--secondary'
        }
        disabled={busy}
        aria-label={t(
          person.status === 'active'
            ? 'superuser.admin.people.deactivateLabel'
            : 'superuser.admin.people.reactivateLabel',
          { name },
        )}
        onClick={() => void store.setActive(person, person.status !== 'active')}
      >
        {t(
          person.status === 'active'
            ? 'superuser.admin.people.deactivate'
            : 'superuser.admin.people.reactivate',
        )}
      </button>
    </div>
  );
});
