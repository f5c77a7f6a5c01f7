import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { SchoolEditorStore } from '../../../stores/customers-store.js';
import { SectionsStore } from '../../../stores/sections-store.js';
import { CustomersNav } from './customers-nav.js';
import { LicencesPanel } from './licences-panel.js';
import { SchoolSettingsForm } from './school-settings-form.js';
import { SectionsPanel } from './sections-panel.js';
import './customers.css';

/** `superuser/customers/schools/:id`: a school's settings, its licences and its sections. */
export const SchoolPage = observer(function SchoolPage() {
  const { api } = useStores();
  const id = Number(useParams().id);
  const store = useMemo(() => new SchoolEditorStore(api, id), [api, id]);
  const sections = useMemo(() => new SectionsStore(api, id), [api, id]);
  const { t } = useTranslation('console');
  useEffect(() => void store.load(), [store]);
  const school = store.school;
  usePageTitle(school?.name ?? t('superuser.admin.schools.title'));
  return (
    <div className="console-page">
      <PageHeader
        eyebrow={school?.district?.name ?? t('superuser.admin.school.eyebrow')}
        title={school?.name ?? '…'}
      >
        <Link className="lt-button lt-button--secondary" to="/superuser/customers/schools">
          {t('superuser.admin.school.back')}
        </Link>
      </PageHeader>
      <CustomersNav />
      {!school ? (
        <PendingState failed={store.state === 'error'} onRetry={() => void store.load()} />
      ) : (
        <>
          <ConsolePanel id="school-settings-title" title={t('superuser.admin.school.settings')}>
            <SchoolSettingsForm key={school.id} store={store} school={school} />
          </ConsolePanel>
          <LicencesPanel store={store.licences} />
          <SectionsPanel store={sections} />
        </>
      )}
    </div>
  );
});
