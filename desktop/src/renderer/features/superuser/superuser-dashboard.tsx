import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../app/console-panel.js';
import { ConsoleTable } from '../../app/console-table.js';
import { HomeStatus } from '../../app/home-status.js';
import { PageHeader } from '../../app/page-header.js';
import { StatTile } from '../../app/stat-tile.js';
import { useStores } from '../../app/stores-context.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import './superuser-dashboard.css';

/** The superuser's home: the size of the platform, and its people by role. */
export const SuperuserDashboard = observer(function SuperuserDashboard() {
  const { home } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  usePageTitle(t('superuser.dashboard.title'));
  const data = home.superuserHome;
  const total = home.totalUsers;
  return (
    <div className="console-page">
      <PageHeader title={t('superuser.dashboard.title')} />
      {data ? (
        <>
          <dl className="console-stats" aria-label={t('superuser.dashboard.statsLabel')}>
            <StatTile label={t('superuser.dashboard.districts')} value={format.number(data.districts)} />
            <StatTile label={t('superuser.dashboard.schools')} value={format.number(data.schools)} />
            <StatTile label={t('superuser.dashboard.users')} value={format.number(total)} />
          </dl>
          <ConsolePanel id="users-by-role-title" title={t('superuser.dashboard.usersByRole')}>
            {home.roleCounts.length === 0 ? (
              <EmptyState title={t('superuser.dashboard.noUsers')} />
            ) : (
              <ConsoleTable
                caption={t('superuser.dashboard.usersByRole')}
                className="role-counts"
                rows={home.roleCounts}
                rowKey={(entry) => entry.role}
                keyColumn={{
                  id: 'role',
                  header: t('superuser.dashboard.columns.role'),
                  cell: (entry) => t(`roles.${entry.role}`, { defaultValue: entry.role }),
                }}
                columns={[
                  {
                    id: 'count',
                    header: t('superuser.dashboard.columns.count'),
                    numeric: true,
                    cell: (entry) => format.number(entry.count),
                  },
                  {
                    id: 'share',
                    header: t('superuser.dashboard.columns.share'),
                    cell: (entry) => {
                      const share = total > 0 ? entry.count / total : 0;
                      return (
                        <span className="role-counts__share">
                          <span className="role-counts__bar" aria-hidden="true">
                            <span style={{ width: `${Math.round(share * 100)}%` }} />
                          </span>
                          {format.percent(share)}
                        </span>
                      );
                    },
                  },
                ]}
              />
            )}
          </ConsolePanel>
        </>
      ) : (
        <HomeStatus />
      )}
    </div>
  );
});
