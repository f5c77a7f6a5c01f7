import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HomePageFrame, PageHeader } from '../../app/home-page-frame.js';
import { useStores } from '../../stores/stores-context.js';
import { DashboardWidgets } from './dashboard-widgets.js';
import { LeaderSections } from './leader-sections-table.js';
import { SchoolCounts } from './school-counts-table.js';

/** `/administrator/dashboard`: the widgets over the administrator's schools, then their counts. */
function AdministratorDashboardPage() {
  const { user } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('administrator.title'));

  return (
    <HomePageFrame kind="administrator">
      {(data) => (
        <>
          <PageHeader
            eyebrow={t('roles.administrator', { ns: 'common' })}
            heading={t('administrator.heading', { name: user.current?.first_name ?? '' })}
            lead={t('administrator.lead')}
          />
          <DashboardWidgets />
          <SchoolCounts schools={data.schools} caption={t('administrator.tableCaption')} />
          <LeaderSections role="administrator" sections={data.sections} />
        </>
      )}
    </HomePageFrame>
  );
}

export default observer(AdministratorDashboardPage);
