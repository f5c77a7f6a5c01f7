import { REPORTING_ROLE, REPORTING_SCHEMA, REPORTING_VIEWS } from '@lantern/shared/contracts/reporting';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { ResponsiveTable } from '@lantern/shared/ui/responsive-table';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomePageFrame, PageHeader } from '../../app/home-page-frame.js';
import './reporting-page.css';

/**
 * `/administrator/metabase`: where the spec embeds an outside BI tool, Lantern describes the
 * read-only reporting schema any BI tool can connect to, view by view from the same contract the
 * migration's views are tested against, and points at each widget's CSV export.
 */
function ReportingPage() {
  const { t } = useTranslation('web');
  usePageTitle(t('reporting.title'));
  return (
    <HomePageFrame kind="administrator">
      {() => (
        <>
          <PageHeader
            eyebrow={t('roles.administrator', { ns: 'common' })}
            heading={t('reporting.title')}
            lead={t('reporting.lead')}
          />
          <section className="reporting-section" aria-labelledby="reporting-connect">
            <h2 id="reporting-connect">{t('reporting.connect.title')}</h2>
            <ol className="reporting-steps">
              <li>{t('reporting.connect.ask')}</li>
              <li>{t('reporting.connect.login', { role: REPORTING_ROLE })}</li>
              <li>{t('reporting.connect.tool', { schema: REPORTING_SCHEMA })}</li>
            </ol>
            <p>{t('reporting.connect.privacy')}</p>
          </section>
          <section className="reporting-section" aria-labelledby="reporting-csv">
            <h2 id="reporting-csv">{t('reporting.csv.title')}</h2>
            <p>
              {t('reporting.csv.body')} <Link to="/administrator/dashboard">{t('reporting.csv.link')}</Link>
            </p>
          </section>
          <section className="reporting-section" aria-labelledby="reporting-views">
            <h2 id="reporting-views">{t('reporting.views.title')}</h2>
            {REPORTING_VIEWS.map((view) => (
              <article
                key={view.name}
                className="reporting-view"
                aria-labelledby={`reporting-view-${view.name}`}
              >
                <h3 id={`reporting-view-${view.name}`}>
                  <code>
                    {REPORTING_SCHEMA}.{view.name}
                  </code>
                </h3>
                <p>{t(`reporting.views.${view.name}.about`)}</p>
                <ResponsiveTable
                  caption={t('reporting.views.caption', { view: `${REPORTING_SCHEMA}.${view.name}` })}
                  keyColumn={{
                    id: 'column',
                    header: t('reporting.views.column'),
                    cell: (column) => <code>{column.name}</code>,
                  }}
                  columns={[
                    {
                      id: 'type',
                      header: t('reporting.views.type'),
                      cell: (column) => <code>{column.type}</code>,
                    },
                    {
                      id: 'meaning',
                      header: t('reporting.views.meaning'),
                      cell: (column) => t(`reporting.views.${view.name}.columns.${column.name}`),
                    },
                  ]}
                  rows={view.columns}
                  rowKey={(column) => column.name}
                />
              </article>
            ))}
          </section>
        </>
      )}
    </HomePageFrame>
  );
}

export default observer(ReportingPage);
