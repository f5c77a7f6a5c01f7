import { usePageTitle } from '@lantern/shared/ui/page-title';
import { DeletionRequests } from '@lantern/shared/ui/privacy/deletion-requests';
import { RetentionForm } from '@lantern/shared/ui/privacy/retention-form';
import { StudentPrivacy } from '@lantern/shared/ui/privacy/student-privacy';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { CustomersNav } from './customers-nav.js';
import './customers.css';
import './privacy-page.css';

/**
 * `superuser/customers/privacy/:districtId?`: a district's privacy operations: its retention
 * periods, its deletion requests with their certificates (a whole school's at the end of its
 * contract), and one student's export, erasure and access log (`?student=<id>` opens on them, as
 * a person's page and the student search link here).
 */
export const PrivacyPage = observer(function PrivacyPage() {
  const { privacy } = useStores();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const districtId = Number(useParams().districtId) || null;
  const [search] = useSearchParams();
  const linkedStudent = Number(search.get('student')) || null;
  usePageTitle(t('privacy.title'));
  useEffect(() => privacy.loadDistricts(), [privacy]);
  useEffect(() => {
    if (districtId === null) return;
    privacy.openDistrict(districtId);
    privacy.loadSchools();
  }, [privacy, districtId]);
  useEffect(() => {
    if (districtId !== null && linkedStudent !== null) privacy.openStudent(linkedStudent);
  }, [privacy, districtId, linkedStudent]);
  const district = privacy.districts.find((row) => row.id === districtId);
  return (
    <div className="console-page">
      <PageHeader title={t('privacy.title')} />
      <CustomersNav />
      {privacy.districtsState !== 'loaded' ? (
        <PendingState
          failed={privacy.districtsState === 'error'}
          onRetry={() => privacy.loadDistricts(true)}
        />
      ) : privacy.districts.length === 0 ? (
        <EmptyState title={t('privacy.noDistricts')} />
      ) : (
        <label className="lt-field privacy-district">
          <span className="lt-label">{t('privacy.district')}</span>
          <select
            className="lt-input console-input"
            value={districtId ?? ''}
            onChange={(event) => void navigate(`/superuser/customers/privacy/${event.target.value}`)}
          >
            <option value="" disabled>
              {t('privacy.chooseDistrict')}
            </option>
            {privacy.districts.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {districtId !== null ? (
        <>
          {district ? (
            <p className="lt-hint privacy-lead">{t('privacy.lead', { district: district.name })}</p>
          ) : null}
          <ConsolePanel id="privacy-retention" title={t('privacy.retention.title')}>
            <RetentionForm store={privacy} />
          </ConsolePanel>
          <ConsolePanel id="privacy-deletions" title={t('privacy.deletions.title')}>
            <DeletionRequests store={privacy} schoolErasure />
          </ConsolePanel>
          <ConsolePanel id="privacy-student" title={t('privacy.student.heading')}>
            <StudentPrivacy store={privacy} />
          </ConsolePanel>
        </>
      ) : null}
    </div>
  );
});
