import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HomePageFrame, PageHeader } from '../../app/home-page-frame.js';
import { useStores } from '../../stores/stores-context.js';

/**
 * `/administrator/grow-analytics` and `/district-manager/grow-analytics`, open with the HIT licence
 * only (the guard's licence rules, spec §6). Lantern keeps no high-impact tutoring programme yet:
 * no programme, pod or HIT-flagged session exists to count (tutors carry a high-impact flag, their
 * sessions do not). Rather than charts of zeros, the page says what it will show once programmes
 * arrive.
 */
function GrowAnalyticsPage() {
  const { t } = useTranslation('web');
  const { user } = useStores();
  // The area's guard made the area's role the current one.
  const kind = user.current?.role === 'district-manager' ? 'district-manager' : 'administrator';
  usePageTitle(t('growAnalytics.title'));
  return (
    <HomePageFrame kind={kind}>
      {() => (
        <>
          <PageHeader
            eyebrow={t(`roles.${kind}`, { ns: 'common' })}
            heading={t('growAnalytics.title')}
            lead={t('growAnalytics.lead')}
          />
          <EmptyState title={t('growAnalytics.emptyTitle')} description={t('growAnalytics.emptyBody')} />
        </>
      )}
    </HomePageFrame>
  );
}

export default observer(GrowAnalyticsPage);
