import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/home-page-frame.js';
import { DataTable } from '../../app/table-scroll.js';
import { useStores } from '../../stores/stores-context.js';
import { FeatureFlagPanel } from './feature-flag-panel.js';
import '../../app/pages.css';

/** `/superuser`: platform counts by role, and the live feature-flag switches. */
function SuperuserDashboardPage() {
  const { home, user } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('superuser.title'));
  const data = home.of('superuser');

  const failed = home.status === 'error';
  const counts =
    failed || !data ? (
      <PendingState failed={failed} onRetry={() => void home.load(true)} />
    ) : (
      <>
        <dl className="stat-grid">
          <div className="stat-card">
            <dt>{t('superuser.stats.districts')}</dt>
            <dd>{data.districts}</dd>
          </div>
          <div className="stat-card">
            <dt>{t('superuser.stats.schools')}</dt>
            <dd>{data.schools}</dd>
          </div>
        </dl>
        <DataTable
          caption={t('superuser.byRoleCaption')}
          showCaption
          rows={data.users_by_role}
          rowKey={(row) => row.role}
          keyColumn={{
            id: 'role',
            header: t('superuser.table.role'),
            cell: (row) => t(`roles.${row.role}`, { ns: 'common', defaultValue: row.role }),
          }}
          columns={[
            { id: 'people', header: t('superuser.table.people'), numeric: true, cell: (row) => row.count },
          ]}
        />
      </>
    );

  return (
    <div className="page">
      <PageHeader
        eyebrow={t('roles.superuser', { ns: 'common' })}
        heading={t('superuser.heading', { name: user.current?.first_name ?? '' })}
        lead={t('superuser.lead')}
      />
      <section className="page-section" aria-labelledby="superuser-counts">
        <h2 id="superuser-counts">{t('superuser.countsHeading')}</h2>
        {counts}
      </section>
      <section className="page-section" aria-labelledby="superuser-flags">
        <div className="page-section__header">
          <h2 id="superuser-flags">{t('superuser.flags.heading')}</h2>
          <p className="info-card__meta">{t('superuser.flags.lead')}</p>
        </div>
        <FeatureFlagPanel />
      </section>
    </div>
  );
}

export default observer(SuperuserDashboardPage);
