import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { SelectField } from '../../../app/form-field.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { CustomerAuditStore } from '../../../stores/people-store.js';
import { AuditTable } from './audit-table.js';
import { CustomersNav } from './customers-nav.js';
import { FilteredList } from './filtered-list.js';
import './customers.css';

const ACTIONS = [
  'customers.district',
  'customers.school',
  'customers.licence',
  'customers.user',
  'rostering',
];

/** `superuser/customers/audit`: every change to customers, who made it and when, newest first. */
export const CustomerAuditPage = observer(function CustomerAuditPage() {
  const { api } = useStores();
  const store = useMemo(() => new CustomerAuditStore(api), [api]);
  const { t } = useTranslation('console');
  usePageTitle(t('superuser.admin.audit.title'));
  // 'all' stands for no narrowing: a select's choices need keys of their own.
  const [action, setAction] = useState('all');
  useEffect(() => store.entries.open(), [store]);
  return (
    <div className="console-page">
      <PageHeader title={t('superuser.admin.audit.title')} />
      <CustomersNav />
      <ConsolePanel id="audit-title" title={t('superuser.admin.audit.list')}>
        <FilteredList
          read={store.entries}
          onFilter={() => void store.filter(action === 'all' ? '' : action)}
          empty={t('superuser.admin.audit.none')}
          filters={
            <SelectField
              label={t('superuser.admin.audit.kind')}
              value={action}
              onChange={setAction}
              options={[
                { id: 'all', label: t('superuser.admin.audit.everything') },
                ...ACTIONS.map((prefix) => ({
                  id: prefix,
                  label: t(`superuser.admin.audit.kinds.${prefix.replace('.', '_')}`),
                })),
              ]}
            />
          }
        >
          {(result) => <AuditTable entries={result.data} caption={t('superuser.admin.audit.caption')} />}
        </FilteredList>
      </ConsolePanel>
    </div>
  );
});
