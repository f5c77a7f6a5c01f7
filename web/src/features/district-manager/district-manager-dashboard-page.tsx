import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context.js';
import { SchoolCounts } from '../administrator/school-counts-table.js';
import '../../app/pages.css';

/** `/district-manager/dashboard`: every school of the manager's district with its counts. */
function DistrictManagerDashboardPage() {
  const { home } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('districtManager.title'));
  const data = home.of('district-manager');

  if (home.status === 'error')
    return (
      <div className="page">
        <ErrorState onRetry={() => void home.load(true)} />
      </div>
    );
  if (!data)
    return (
      <div className="page">
        <LoadingState />
      </div>
    );

  const districtName = data.district?.name ?? t('districtManager.noDistrict');
  return (
    <div className="page">
      <header className="page-header">
        <p className="page-header__eyebrow">{t('roles.district-manager', { ns: 'common' })}</p>
        <h1>{districtName}</h1>
        <p className="page-header__lead">{t('districtManager.lead')}</p>
      </header>
      <SchoolCounts
        schools={data.schools}
        caption={t('districtManager.tableCaption', { district: districtName })}
      />
    </div>
  );
}

export default observer(DistrictManagerDashboardPage);
