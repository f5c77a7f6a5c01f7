import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { DistrictEditorStore } from '../../../stores/customers-store.js';
import { CustomersNav } from './customers-nav.js';
import { LicencesPanel } from './licences-panel.js';
import { RefusalMessage } from './refusal-message.js';
import './customers.css';

/** `superuser/customers/districts/:id`: a district and the licences it holds for all its schools. */
export const DistrictPage = observer(function DistrictPage() {
  const { api } = useStores();
  const id = Number(useParams().id);
  const store = useMemo(() => new DistrictEditorStore(api, id), [api, id]);
  const { t } = useTranslation('console');
  useEffect(() => void store.load(), [store]);
  const district = store.district;
  usePageTitle(district?.name ?? t('superuser.admin.district.eyebrow'));
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('superuser.admin.district.eyebrow')} title={district?.name ?? '…'}>
        <Link className="lt-button lt-button--secondary" to="/superuser/customers/schools">
          {t('superuser.admin.school.back')}
        </Link>
      </PageHeader>
      <CustomersNav />
      {!district ? (
        <PendingState failed={store.state === 'error'} onRetry={() => void store.load()} />
      ) : (
        <>
          <p className="console-muted">
            {t('superuser.admin.district.summary', {
              count: district.school_count,
              country: district.country_code,
            })}
          </p>
          <label className="lt-checkbox">
            <input
              type="checkbox"
              checked={district.demographics_enabled}
              disabled={store.saving}
              onChange={(event) => void store.setDemographics(event.target.checked)}
            />{' '}
            {t('superuser.admin.district.demographics')}
          </label>
          <p className="console-muted">{t('superuser.admin.district.demographicsHelp')}</p>
          {store.refusal ? <RefusalMessage refusal={store.refusal} /> : null}
          <LicencesPanel store={store.licences} />
        </>
      )}
    </div>
  );
});
