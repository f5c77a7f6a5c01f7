import { usePageTitle } from '@lantern/shared/ui/page-title';
import { DeletionRequests } from '@lantern/shared/ui/privacy/deletion-requests';
import { RetentionForm } from '@lantern/shared/ui/privacy/retention-form';
import { StudentPrivacy } from '@lantern/shared/ui/privacy/student-privacy';
import { EmptyState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HomePageFrame, PageHeader } from '../../app/home-page-frame.js';
import { useStores } from '../../stores/stores-context.js';
import './privacy-page.css';

/**
 * `/district-manager/privacy`: the manager's district's retention periods, its deletion requests
 * with their certificates, and one student's export, erasure and access log.
 */
function DistrictPrivacyPage() {
  const { t } = useTranslation('common');
  const { privacy } = useStores();
  usePageTitle(t('privacy.title'));
  return (
    <HomePageFrame kind="district-manager">
      {(data) =>
        !data.district || !privacy ? (
          <EmptyState title={t('privacy.noDistrict')} />
        ) : (
          <>
            <PageHeader
              eyebrow={data.district.name}
              heading={t('privacy.title')}
              lead={t('privacy.lead', { district: data.district.name })}
            />
            <section className="privacy-section" aria-labelledby="privacy-retention">
              <h2 id="privacy-retention">{t('privacy.retention.title')}</h2>
              <RetentionForm store={privacy} />
            </section>
            <section className="privacy-section" aria-labelledby="privacy-deletions">
              <h2 id="privacy-deletions">{t('privacy.deletions.title')}</h2>
              <DeletionRequests store={privacy} />
            </section>
            <section className="privacy-section" aria-labelledby="privacy-student">
              <h2 id="privacy-student">{t('privacy.student.heading')}</h2>
              <StudentPrivacy store={privacy} />
            </section>
          </>
        )
      }
    </HomePageFrame>
  );
}

export default observer(DistrictPrivacyPage);
