import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HomePageFrame, PageHeader } from '../../app/home-page-frame.js';
import { DashboardWidgets } from '../administrator/dashboard-widgets.js';
import { LeaderSections } from '../administrator/leader-sections-table.js';
import { SchoolCounts } from '../administrator/school-counts-table.js';

/** `/district-manager/dashboard`: the widgets over the manager's district, then each school's counts. */
function DistrictManagerDashboardPage() {
  const { t } = useTranslation('web');
  usePageTitle(t('districtManager.title'));

  return (
    <HomePageFrame kind="district-manager">
      {(data) => {
        const districtName = data.district?.name ?? t('districtManager.noDistrict');
        return (
          <>
            <PageHeader
              eyebrow={t('roles.district-manager', { ns: 'common' })}
              heading={districtName}
              lead={t('districtManager.lead')}
            />
            <DashboardWidgets />
            <SchoolCounts
              schools={data.schools}
              caption={t('districtManager.tableCaption', { district: districtName })}
            />
            <LeaderSections role="district-manager" sections={data.sections} />
          </>
        );
      }}
    </HomePageFrame>
  );
}

export default observer(DistrictManagerDashboardPage);
