import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context.js';
import { SchoolCounts } from './school-counts-table.js';
import '../../app/pages.css';

/** `/administrator/dashboard`: the administrator's schools with their counts. */
function AdministratorDashboardPage() {
  const { home, user } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('administrator.title'));
  const data = home.of('administrator');

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

  return (
    <div className="page">
      <header className="page-header">
        <p className="page-header__eyebrow">{t('roles.administrator', { ns: 'common' })}</p>
        <h1>{t('administrator.heading', { name: user.current?.first_name ?? '' })}</h1>
        <p className="page-header__lead">{t('administrator.lead')}</p>
      </header>
      <SchoolCounts schools={data.schools} caption={t('administrator.tableCaption')} />
    </div>
  );
}

export default observer(AdministratorDashboardPage);
