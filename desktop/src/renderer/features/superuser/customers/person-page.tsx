import type { AdministeredUser } from '@lantern/shared/contracts/customer-users';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { fullName, PersonStore } from '../../../stores/people-store.js';
import { AuditTable } from './audit-table.js';
import { CustomersNav } from './customers-nav.js';
import { FilteredList } from './filtered-list.js';
import { MoveSchoolsForm } from './move-schools-form.js';
import { PersonActionButtons, PersonStatus, usePersonNotices } from './person-actions.js';
import './customers.css';

/**
 * `superuser/customers/people/:id`: one person, their roles, schools and sections, what can be
 * done to them (a set-password link, deactivating, moving schools) and the changes made to them.
 */
export const PersonPage = observer(function PersonPage() {
  const { api } = useStores();
  const id = Number(useParams().id);
  const store = useMemo(() => new PersonStore(api, id), [api, id]);
  const { t } = useTranslation('console');
  useEffect(() => store.open(), [store]);
  usePersonNotices(store.actions);
  const person = store.person;
  usePageTitle(person ? fullName(person) : t('superuser.admin.people.title'));
  return (
    <div className="console-page">
      <PageHeader
        eyebrow={person ? t(`superuser.admin.roles.${person.role}`) : t('superuser.admin.person.eyebrow')}
        title={person ? fullName(person) : '…'}
      >
        <div className="customers-actions">
          {person ? <PersonActionButtons actions={store.actions} person={person} /> : null}
          {person ? <PrivacyLink person={person} /> : null}
          <Link className="lt-button lt-button--secondary" to="/superuser/customers/people">
            {t('superuser.admin.person.back')}
          </Link>
        </div>
      </PageHeader>
      <CustomersNav />
      {!person ? (
        <PendingState failed={store.state === 'error'} onRetry={() => store.open()} />
      ) : (
        <>
          <ConsolePanel id="person-about-title" title={t('superuser.admin.person.about')}>
            <PersonFacts person={person} />
          </ConsolePanel>
          <ConsolePanel id="person-schools-title" title={t('superuser.admin.person.schools')}>
            {person.schools && person.schools.length > 0 ? (
              <ul className="customers-list">
                {person.schools.map((school) => (
                  <li key={school.id}>
                    <Link to={`/superuser/customers/schools/${school.id}`}>{school.name}</Link>
                    {school.district ? ` (${school.district.name})` : ''}
                    {school.id === person.school_id ? ` — ${t('superuser.admin.person.mainSchool')}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="console-muted">{t('superuser.admin.person.noSchool')}</p>
            )}
            <MoveSchoolsForm key={person.school_ids.join()} store={store} person={person} />
          </ConsolePanel>
          <ConsolePanel id="person-history-title" title={t('superuser.admin.person.history')}>
            <FilteredList read={store.history} empty={t('superuser.admin.person.noHistory')}>
              {(result) => (
                <AuditTable
                  entries={result.data}
                  caption={t('superuser.admin.person.historyCaption', { name: fullName(person) })}
                />
              )}
            </FilteredList>
          </ConsolePanel>
        </>
      )}
    </div>
  );
});

/** Who the person is, as a list of terms and what they hold. */
function PersonFacts({ person }: { person: AdministeredUser }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const facts: [string, React.ReactNode][] = [
    [
      t('superuser.admin.fields.status'),
      <>
        <PersonStatus person={person} />
        {person.deactivated_at
          ? ` ${t('superuser.admin.person.since', { date: format.dateTime(person.deactivated_at) })}`
          : ''}
      </>,
    ],
    [t('superuser.admin.fields.username'), person.username],
    [t('superuser.admin.fields.email'), person.email ?? t('superuser.admin.none')],
    [
      t('superuser.admin.person.roles'),
      (person.roles ?? [person.role]).map((role) => t(`superuser.admin.roles.${role}`)).join(', '),
    ],
    [
      t('superuser.admin.person.sections'),
      person.sections && person.sections.length > 0
        ? person.sections.map((section) => section.name).join(', ')
        : t('superuser.admin.none'),
    ],
    [
      t('superuser.admin.person.password'),
      t(
        person.password_changed
          ? 'superuser.admin.person.passwordChosen'
          : 'superuser.admin.person.passwordNot',
      ),
    ],
    [t('superuser.admin.person.created'), format.dateTime(person.created_at)],
    [
      t('superuser.admin.person.lastSignIn'),
      person.last_sign_in_at === null
        ? t('superuser.admin.person.neverSignedIn')
        : format.dateTime(person.last_sign_in_at),
    ],
  ];
  return (
    <dl className="customers-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="customers-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A student's export, erasure and access log live on their district's privacy page, opened on
 * them; someone in no district has no privacy page to go to.
 */
function PrivacyLink({ person }: { person: AdministeredUser }) {
  const { t } = useTranslation('console');
  if (!(person.roles ?? [person.role]).includes('student')) return null;
  const districtId =
    person.district_id ?? person.schools?.find((school) => school.id === person.school_id)?.district?.id;
  if (!districtId) return null;
  return (
    <Link
      className="lt-button lt-button--secondary"
      to={`/superuser/customers/privacy/${districtId}?student=${person.id}`}
      aria-label={t('superuser.customers.privacyFor', { name: fullName(person) })}
    >
      {t('superuser.customers.privacy')}
    </Link>
  );
}
