import type { StudentAnalyticsRow, StudentAnalyticsSort } from '@lantern/shared/contracts/student-analytics';
import {
  type StudentAnalyticsView,
  analyticsViewToSearch,
  sortedView,
} from '@lantern/shared/domain/analytics/student-analytics-view';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { gradeLabelOfName } from '../../app/grade-label.js';
import { PageHeader } from '../../app/home-page-frame.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import type { LeaderStudentsStore } from '../../stores/leader-students-store.js';
import { useStores } from '../../stores/stores-context.js';
import { Pager, studentName } from '../teacher/teacher-students-page.js';
import { nowSeconds } from './dashboard-widget-frame.js';
import { LeaderStudentsTabs } from './leader-students-tabs.js';
import { AnalyticsFiltersForm } from './student-analytics-filters.js';
import '../teacher/teacher-area.css';
import './dashboard-widgets.css';
import './student-analytics.css';

const COLUMNS: readonly { id: StudentAnalyticsSort; key: string; numeric?: boolean }[] = [
  { id: 'name', key: 'name' },
  { id: 'school', key: 'school' },
  { id: 'grade', key: 'grade' },
  { id: 'sessions', key: 'sessions', numeric: true },
  { id: 'essays', key: 'essays', numeric: true },
  { id: 'last_activity', key: 'lastActivity' },
];

/**
 * `/{administrator,district-manager}/students/analytics`: each student the caller reaches with
 * their sessions and essays in a range, filtered, sorted by any column, 25 a page, and exported as
 * CSV; the whole view lives in the address so it can be shared.
 */
function StudentAnalyticsPage() {
  const { leaderStudents: store } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('leaderStudents.analytics.title'));
  if (!store?.view) return null;
  const view = store.view;
  const result = store.analytics.value;

  return (
    <div className="page teacher-area">
      <PageHeader
        eyebrow={store.reach.value?.district?.name ?? t('leaderStudents.eyebrow')}
        heading={t('leaderStudents.analytics.heading')}
        lead={t('leaderStudents.analytics.lead')}
      />
      <LeaderStudentsTabs />
      <AnalyticsFiltersForm key={JSON.stringify(view)} view={view} choices={store.reach.value} />
      {store.analytics.status === 'error' || !result ? (
        <PendingState
          failed={store.analytics.status === 'error'}
          onRetry={store.analytics.retry}
          loadingLabel={t('leaderStudents.analytics.loading')}
          errorTitle={t('leaderStudents.analytics.loadFailed')}
        />
      ) : result.data.length === 0 ? (
        <EmptyState
          title={t('leaderStudents.analytics.emptyTitle')}
          description={t('leaderStudents.analytics.emptyText')}
        />
      ) : (
        <AnalyticsTable store={store} view={view} rows={result.data} />
      )}
    </div>
  );
}

const AnalyticsTable = observer(function AnalyticsTable({
  store,
  view,
  rows,
}: {
  store: LeaderStudentsStore;
  view: StudentAnalyticsView;
  rows: readonly StudentAnalyticsRow[];
}) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat();
  const [, setSearch] = useSearchParams();
  const base = `/${useLocation().pathname.split('/')[1]}/students`;
  const pagination = store.analytics.value!.meta.pagination;
  const show = (next: StudentAnalyticsView) => setSearch(analyticsViewToSearch(next, nowSeconds()));
  const caption = t('leaderStudents.analytics.caption', {
    start: view.start_date,
    end: view.end_date,
  });
  return (
    <>
      <div className="student-analytics__bar">
        <p className="teacher-area__count" role="status">
          {t('leaderStudents.count', { count: pagination.total })}
        </p>
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={store.exporting === 'exporting'}
          onClick={() => void store.exportCsv()}
        >
          {store.exporting === 'exporting'
            ? t('leaderStudents.analytics.exporting')
            : t('leaderStudents.analytics.export')}
        </button>
      </div>
      {store.exporting === 'failed' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('leaderStudents.analytics.exportFailed')}
        </p>
      ) : null}
      <section className="table-wrap student-analytics__wrap" aria-label={caption} tabIndex={0}>
        <Table
          className="data-table student-analytics__table"
          aria-label={caption}
          sortDescriptor={{
            column: view.order_by,
            direction: view.order_by_dir === 'asc' ? 'ascending' : 'descending',
          }}
          onSortChange={(descriptor) => show(sortedView(view, descriptor.column as StudentAnalyticsSort))}
        >
          <TableHeader>
            {COLUMNS.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.id === 'name'}
                allowsSorting
                className={column.numeric ? 'numeric' : undefined}
              >
                {({ sortDirection }) => (
                  <span className="student-analytics__sort">
                    {t(`leaderStudents.analytics.columns.${column.key}`)}
                    <span aria-hidden="true">
                      {sortDirection === 'ascending' ? ' ▲' : sortDirection === 'descending' ? ' ▼' : ''}
                    </span>
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody items={rows}>
            {(row) => (
              <Row id={row.id}>
                <Cell>
                  <Link to={`${base}/${row.id}`}>{studentName(row)}</Link>
                </Cell>
                <Cell>{row.school_name}</Cell>
                <Cell>{gradeLabelOfName(t, row.grade) ?? t('adminDashboard.filters.uncategorized')}</Cell>
                <Cell className="numeric">{format.number(row.sessions)}</Cell>
                <Cell className="numeric">{format.number(row.essays)}</Cell>
                <Cell>
                  {row.last_activity === null
                    ? t('leaderStudents.analytics.none')
                    : format.dateTime(row.last_activity)}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </section>
      <Pager pagination={pagination} onPage={(page) => show({ ...view, page })} />
    </>
  );
});

export default observer(StudentAnalyticsPage);
