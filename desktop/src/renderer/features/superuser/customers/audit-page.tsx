import type { AuditEntry } from '@lantern/shared/contracts/customers';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { CustomerAuditStore } from '../../../stores/people-store.js';
import { Pager } from '../../tutor-manager/session-reports/pager.js';
import { CustomersNav } from './customers-nav.js';
import './customers.css';

const ACTIONS = [
  'customers.district',
  'customers.school',
  'customers.licence',
  'customers.user',
  'rostering',
];

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** What changed, one line a field: `field: before → after`. */
function changes(entry: AuditEntry): string[] {
  const before = (entry.details.before ?? {}) as Record<string, unknown>;
  const after = (entry.details.after ?? {}) as Record<string, unknown>;
  return Object.keys(after).map((field) => `${field}: ${shown(before[field])} → ${shown(after[field])}`);
}

/** `superuser/customers/audit`: every change to customers, who made it and when, newest first. */
export const CustomerAuditPage = observer(function CustomerAuditPage() {
  const { api } = useStores();
  const store = useMemo(() => new CustomerAuditStore(api), [api]);
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  usePageTitle(t('superuser.admin.audit.title'));
  const [action, setAction] = useState('');
  useEffect(() => store.entries.open(), [store]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.filter(action);
  };
  const result = store.entries.result;
  return (
    <div className="console-page">
      <PageHeader title={t('superuser.admin.audit.title')} />
      <CustomersNav />
      <ConsolePanel id="audit-title" title={t('superuser.admin.audit.list')}>
        <form className="customers-toolbar" role="search" onSubmit={submit}>
          <label className="lt-field">
            <span className="lt-label">{t('superuser.admin.audit.kind')}</span>
            <select
              className="lt-input console-input"
              value={action}
              onChange={(event) => setAction(event.target.value)}
            >
              <option value="">{t('superuser.admin.audit.everything')}</option>
              {ACTIONS.map((prefix) => (
                <option key={prefix} value={prefix}>
                  {t(`superuser.admin.audit.kinds.${prefix.replace('.', '_')}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="lt-button lt-button--secondary">
            {t('superuser.admin.filter')}
          </button>
        </form>
        {!result ? (
          <PendingState failed={store.entries.state === 'error'} onRetry={() => void store.entries.load(1)} />
        ) : result.data.length === 0 ? (
          <EmptyState title={t('superuser.admin.audit.none')} />
        ) : (
          <>
            <ConsoleTable
              caption={t('superuser.admin.audit.caption')}
              rows={result.data}
              rowKey={(entry) => String(entry.id)}
              keyColumn={{
                id: 'at',
                header: t('superuser.admin.audit.when'),
                cell: (entry: AuditEntry) => format.dateTime(entry.at),
              }}
              columns={[
                {
                  id: 'action',
                  header: t('superuser.admin.audit.action'),
                  cell: (entry) => <code>{entry.action}</code>,
                },
                {
                  id: 'actor',
                  header: t('superuser.admin.audit.who'),
                  cell: (entry) => entry.actor?.name ?? t('superuser.admin.audit.system'),
                },
                {
                  id: 'changes',
                  header: t('superuser.admin.audit.changes'),
                  cell: (entry) => (
                    <ul className="customers-changes">
                      {changes(entry).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
            <Pager pagination={result.meta.pagination} onPage={(page) => void store.entries.load(page)} />
          </>
        )}
      </ConsolePanel>
    </div>
  );
});
