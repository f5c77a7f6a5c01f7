import type { ModeratedStudent } from '@lantern/shared/contracts/superuser';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleDialog } from '../../app/console-dialog.js';
import { ConsolePanel } from '../../app/console-panel.js';
import { ConsoleTable } from '../../app/console-table.js';
import { PageHeader } from '../../app/page-header.js';
import { CustomersNav } from './customers/customers-nav.js';
import { useSuperuser } from './use-superuser.js';
import './superuser-moderation.css';
import './customers/customers.css';

const fullName = (student: ModeratedStudent) => `${student.first_name} ${student.last_name}`;

/**
 * `superuser/customers`: find a student and ban them (every sign-in ends at once and signing in is
 * refused) or lift the ban. A ban is asked for twice: it signs a child out mid-session.
 */
export const CustomersPage = observer(function CustomersPage() {
  const store = useSuperuser();
  const { t } = useTranslation('console');
  usePageTitle(t('superuser.customers.title'));
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState<ModeratedStudent | null>(null);
  const [resetting, setResetting] = useState<ModeratedStudent | null>(null);
  const searchId = useId();
  const resetStakesId = useId();
  const stakesId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.findStudents(query);
  };
  const ban = async () => {
    if (!confirming) return;
    await store.setBanned(confirming, true);
    setConfirming(null);
  };
  return (
    <div className="console-page">
      <PageHeader title={t('superuser.customers.title')} />
      <CustomersNav />
      <ConsolePanel id="students-title" title={t('superuser.customers.students')}>
        <form className="moderation__search" role="search" onSubmit={submit}>
          <label className="lt-field" htmlFor={searchId}>
            <span className="lt-label">{t('superuser.customers.search')}</span>
            <input
              id={searchId}
              className="lt-input console-input"
              type="search"
              value={query}
              minLength={2}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <button type="submit" className="lt-button lt-button--secondary" disabled={query.trim().length < 2}>
            {t('superuser.customers.find')}
          </button>
        </form>
        {store.failure !== null ? (
          <p className="moderation__error" role="alert">
            {store.failure || t('superuser.customers.banFailed')}
          </p>
        ) : null}
        {store.resetOutcome ? (
          <p
            className={store.resetOutcome.ok ? 'lt-alert lt-alert--success' : 'moderation__error'}
            role={store.resetOutcome.ok ? 'status' : 'alert'}
          >
            {t(store.resetOutcome.ok ? 'superuser.customers.resetDone' : 'superuser.customers.resetFailed', {
              name: fullName(store.resetOutcome.student),
            })}
          </p>
        ) : null}
        {store.studentsState === 'idle' ? (
          <p className="lt-hint">{t('superuser.customers.searchHint')}</p>
        ) : store.studentsState !== 'loaded' ? (
          <PendingState
            failed={store.studentsState === 'error'}
            onRetry={() => void store.findStudents(store.search)}
          />
        ) : store.students.length === 0 ? (
          <EmptyState title={t('superuser.customers.none', { search: store.search })} />
        ) : (
          <ConsoleTable
            caption={t('superuser.customers.caption', { search: store.search })}
            className="moderation-students"
            rows={store.students}
            rowKey={(student) => String(student.id)}
            keyColumn={{ id: 'name', header: t('superuser.customers.columns.name'), cell: fullName }}
            columns={[
              {
                id: 'username',
                header: t('superuser.customers.columns.username'),
                cell: (student) => student.username,
              },
              {
                id: 'school',
                header: t('superuser.customers.columns.school'),
                cell: (student) => student.school_name ?? '—',
              },
              {
                id: 'status',
                header: t('superuser.customers.columns.status'),
                cell: (student) => (
                  <span
                    className={`console-pill ${student.is_banned ? 'moderation__banned' : 'console-pill--on'}`}
                  >
                    {t(student.is_banned ? 'superuser.customers.banned' : 'superuser.customers.active')}
                  </span>
                ),
              },
              {
                id: 'action',
                header: t('superuser.customers.columns.action'),
                cell: (student) => (
                  <div className="moderation__actions">
                    {student.is_banned ? (
                      <button
                        type="button"
                        className="lt-button lt-button--secondary"
                        disabled={store.banning !== null}
                        aria-label={t('superuser.customers.unbanLabel', { name: fullName(student) })}
                        onClick={() => void store.setBanned(student, false)}
                      >
                        {t('superuser.customers.unban')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="lt-button moderation__danger-button"
                        disabled={store.banning !== null}
                        aria-label={t('superuser.customers.banLabel', { name: fullName(student) })}
                        onClick={() => setConfirming(student)}
                      >
                        {t('superuser.customers.ban')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="lt-button lt-button--secondary"
                      disabled={store.resetting !== null}
                      aria-label={t('superuser.customers.resetOnboardingFor', { name: fullName(student) })}
                      onClick={() => setResetting(student)}
                    >
                      {t('superuser.customers.resetOnboarding')}
                    </button>
                    {student.district_id !== null ? (
                      <Link
                        className="lt-button lt-button--secondary"
                        to={`/superuser/customers/privacy/${student.district_id}?student=${student.id}`}
                        aria-label={t('superuser.customers.privacyFor', { name: fullName(student) })}
                      >
                        {t('superuser.customers.privacy')}
                      </Link>
                    ) : null}
                  </div>
                ),
              },
            ]}
          />
        )}
      </ConsolePanel>
      <ConsoleDialog
        title={t('superuser.customers.confirmTitle', { name: confirming ? fullName(confirming) : '' })}
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
        describedBy={stakesId}
      >
        <p id={stakesId}>{t('superuser.customers.confirmText')}</p>
        <div className="console-dialog__actions">
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => setConfirming(null)}
          >
            {t('superuser.customers.cancel')}
          </button>
          <button
            type="button"
            className="lt-button moderation__danger-button"
            disabled={store.banning !== null}
            onClick={() => void ban()}
          >
            {t('superuser.customers.confirmBan')}
          </button>
        </div>
      </ConsoleDialog>
      <ConsoleDialog
        title={t('superuser.customers.resetTitle', { name: resetting ? fullName(resetting) : '' })}
        isOpen={resetting !== null}
        onClose={() => setResetting(null)}
        role="alertdialog"
        describedBy={resetStakesId}
      >
        <p id={resetStakesId}>{t('superuser.customers.resetText')}</p>
        <div className="console-dialog__actions">
          <button type="button" className="lt-button lt-button--secondary" onClick={() => setResetting(null)}>
            {t('superuser.customers.cancel')}
          </button>
          <button
            type="button"
            className="lt-button lt-button--primary"
            disabled={store.resetting !== null}
            onClick={() => {
              const student = resetting;
              setResetting(null);
              if (student) void store.resetOnboarding(student);
            }}
          >
            {t('superuser.customers.resetOnboarding')}
          </button>
        </div>
      </ConsoleDialog>
    </div>
  );
});
