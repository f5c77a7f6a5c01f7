import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleTable } from '../../../app/console-table.js';
import { PageHeader } from '../../../app/page-header.js';
import { GrowNav } from './grow-nav.js';
import { Pager } from './pager.js';
import { fullName, useSessionReports } from './use-session-reports.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import './session-reports.css';

/** `grow/session-reports`: the feedback managers wrote on tutors' sessions, newest first. */
export const SessionReportsPage = observer(function SessionReportsPage() {
  const store = useSessionReports();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  usePageTitle(t('manager.grow.reports.title'));
  useEffect(() => void store.loadReports(), [store]);
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.grow.eyebrow')} title={t('manager.grow.reports.title')}>
        <Link className="lt-button lt-button--primary" to="../create-session-feedback" relative="path">
          {t('manager.grow.nav.create')}
        </Link>
      </PageHeader>
      <GrowNav />
      {store.reportsState !== 'loaded' || !store.reportsPagination ? (
        <PendingState failed={store.reportsState === 'error'} onRetry={() => void store.loadReports()} />
      ) : store.reports.length === 0 ? (
        <EmptyState
          title={t('manager.grow.reports.empty')}
          description={t('manager.grow.reports.emptyHint')}
        />
      ) : (
        <>
          <ConsoleTable
            caption={t('manager.grow.reports.caption', { count: store.reportsPagination.total })}
            className="session-reports"
            rows={store.reports}
            rowKey={(report) => String(report.id)}
            keyColumn={{
              id: 'tutor',
              header: t('manager.grow.columns.tutor'),
              cell: (report) => (
                <Link to={String(report.id)} relative="path">
                  {fullName(report.tutor)}
                </Link>
              ),
            }}
            columns={[
              {
                id: 'session',
                header: t('manager.grow.columns.session'),
                cell: (report) =>
                  t('manager.grow.sessionOn', {
                    subject: subjectName({ name: report.subject_name }),
                    date: format.date(report.session_at),
                  }),
              },
              {
                id: 'rating',
                header: t('manager.grow.columns.rating'),
                cell: (report) => t('manager.grow.rating', { rating: report.rating }),
              },
              {
                id: 'author',
                header: t('manager.grow.columns.author'),
                cell: (report) => fullName(report.author),
              },
              {
                id: 'written',
                header: t('manager.grow.columns.written'),
                cell: (report) => format.date(report.created_at),
              },
            ]}
          />
          <Pager pagination={store.reportsPagination} onPage={(page) => void store.loadReports(page)} />
        </>
      )}
    </div>
  );
});
