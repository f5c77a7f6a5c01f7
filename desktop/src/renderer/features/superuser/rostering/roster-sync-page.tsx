import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { RosterSyncEditorStore } from '../../../stores/roster-syncs-store.js';
import { RosterSyncForm } from './roster-sync-form.js';
import './rostering.css';

/**
 * `superuser/customers/rostering/syncs/:id`: a roster API's settings changed. Its secret is never
 * shown; a new one typed replaces it, and the change is kept in the audit trail without it.
 */
export const RosterSyncPage = observer(function RosterSyncPage() {
  const { api } = useStores();
  const id = Number(useParams().id);
  const store = useMemo(() => new RosterSyncEditorStore(api, id), [api, id]);
  const { t } = useTranslation('console');
  useEffect(() => void store.load(), [store]);
  const sync = store.sync;
  usePageTitle(sync?.name ?? t('superuser.rostering.syncs.title'));
  return (
    <div className="console-page rostering">
      <PageHeader
        eyebrow={
          sync ? t(`superuser.rostering.syncs.kinds.${sync.kind}`) : t('superuser.rostering.syncs.title')
        }
        title={sync?.name ?? '…'}
      >
        <Link className="lt-button lt-button--secondary" to="/superuser/customers/rostering">
          {t('superuser.rostering.syncs.back')}
        </Link>
      </PageHeader>
      {store.state === 'loaded' && !sync ? (
        <EmptyState title={t('superuser.rostering.syncs.missing')} />
      ) : !sync ? (
        <PendingState failed={store.state === 'error'} onRetry={() => void store.load()} />
      ) : (
        <ConsolePanel
          id="roster-sync-title"
          title={t('superuser.rostering.syncs.settings')}
          className="rostering__sync-panel"
        >
          <RosterSyncForm
            key={sync.id}
            sync={sync}
            saving={store.saving}
            failure={store.failure}
            title={t('superuser.rostering.syncs.form.editTitle')}
            submitLabel={t('superuser.admin.save')}
            onSubmit={store.update}
          />
          {store.failure && Object.keys(store.failure.fields).length === 0 ? (
            <p className="rostering__error" role="alert">
              {t('superuser.rostering.failures.generic')}
            </p>
          ) : null}
          <p role="status" className="rostering__done">
            {store.saved ? t('superuser.admin.saved') : ''}
          </p>
        </ConsolePanel>
      )}
    </div>
  );
});
