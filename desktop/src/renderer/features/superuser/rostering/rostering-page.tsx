import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../app/page-header.js';
import type { RosteringFailure } from '../../../stores/rostering-store.js';
import { RecentImports } from './recent-imports.js';
import { RosterImportPanel } from './roster-import-panel.js';
import { RosterSyncsPanel } from './roster-syncs-panel.js';
import { RosterUpload } from './roster-upload.js';
import { useRostering } from './use-rostering.js';
import './rostering.css';

const KNOWN_FAILURES = [
  'upload_archive_refused',
  'upload_type_refused',
  'upload_document_unreadable',
  'upload_request_too_large',
  'work_too_heavy',
  'roster_import_refused',
  'roster_import_superseded',
  'conflict',
];

/**
 * `superuser/customers/rostering`: upload a district's OneRoster export, read its preview and the
 * rows it refused, apply it, and follow it until it is applied; set up a district's roster API,
 * sync it now, and decide on a sync the safety rule stopped.
 */
export const RosteringPage = observer(function RosteringPage() {
  const { store, syncs } = useRostering();
  const { t } = useTranslation('console');
  usePageTitle(t('superuser.rostering.title'));
  return (
    <div className="console-page rostering">
      <PageHeader eyebrow={t('superuser.rostering.eyebrow')} title={t('superuser.rostering.title')}>
        <Link className="lt-button lt-button--secondary" to=".." relative="path">
          {t('superuser.customers.title')}
        </Link>
      </PageHeader>
      <RosterUpload store={store} />
      {store.failure ? <FailureAlert failure={store.failure} /> : null}
      <RosterImportPanel store={store} />
      <RosterSyncsPanel store={syncs} />
      <RecentImports store={store} />
    </div>
  );
});

function FailureAlert({ failure }: { failure: RosteringFailure }) {
  const { t } = useTranslation('console');
  // A file over the size limit is refused by the upload's bounds or by the file's own limit alike.
  const code = failure.code === 'payload_too_large' ? 'upload_request_too_large' : failure.code;
  return (
    <p className="rostering__error" role="alert">
      {KNOWN_FAILURES.includes(code)
        ? t(`superuser.rostering.failures.${code}`)
        : t('superuser.rostering.failures.generic')}
    </p>
  );
}
