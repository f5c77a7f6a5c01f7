import { filtersToSearch } from '@lantern/shared/domain/analytics/dashboard-filters';
import { useLocaleFormat } from '@lantern/shared/i18n/format/use-locale-format';
import { BarChart } from '@lantern/shared/ui/bar-chart';
import { ResponsiveTable } from '@lantern/shared/ui/responsive-table';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../stores/stores-context.js';
import { FiltersForm } from './dashboard-filters-form.js';
import { nowSeconds, WidgetFrame, type WidgetProps } from './dashboard-widget-frame.js';
import './dashboard-widgets.css';

/** The administrator's and district manager's widgets, for the filters in the page's address. */
export const DashboardWidgets = observer(function DashboardWidgets() {
  const { adminDashboard: store } = useStores();
  if (!store?.filters) return null;
  return (
    <div className="dash">
      {/* A new address sets the fields afresh (the last month again after a reset). */}
      <FiltersForm key={JSON.stringify(store.filters)} store={store} filters={store.filters} />
      <div className="dash__grid">
        <QuickStatsWidget store={store} filters={store.filters} />
        <TotalUsageWidget store={store} filters={store.filters} />
        <UsageBySchoolWidget store={store} filters={store.filters} />
        <SessionsAndTopicsWidget store={store} filters={store.filters} />
      </div>
    </div>
  );
});

const QuickStatsWidget = observer(function QuickStatsWidget({ store, filters }: WidgetProps) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat('UTC');
  return (
    <WidgetFrame
      title={t('adminDashboard.quickStats.title')}
      widget={store.quickStats}
      filters={filters}
      isEmpty={(stats) => stats.tutoring_sessions + stats.essay_reviews === 0}
      emptyTitle={t('adminDashboard.quickStats.empty')}
      csv={(stats) => ({
        name: 'quick-stats',
        header: [
          t('adminDashboard.quickStats.sessions'),
          t('adminDashboard.quickStats.essays'),
          t('adminDashboard.quickStats.students'),
          t('adminDashboard.quickStats.average'),
        ],
        rows: [
          [
            stats.tutoring_sessions,
            stats.essay_reviews,
            stats.active_students,
            stats.average_per_active_student,
          ],
        ],
      })}
    >
      {(stats) => (
        <dl className="dash-stats">
          {(
            [
              ['sessions', stats.tutoring_sessions],
              ['essays', stats.essay_reviews],
              ['students', stats.active_students],
              ['average', stats.average_per_active_student],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="dash-stats__item">
              <dt>{t(`adminDashboard.quickStats.${key}`)}</dt>
              <dd>{format.number(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </WidgetFrame>
  );
});

/** A bucket as a reader names it: an hour, a day, or the week starting that Monday. */
function useBucketLabel() {
  const { t } = useTranslation('web');
  const format = useLocaleFormat('UTC');
  return (bucket: string, grouping: 'hourly' | 'daily' | 'weekly') => {
    if (grouping === 'hourly') return format.wallTime(Number(bucket.slice(11, 13)), 0);
    const day = format.monthDay(Date.parse(`${bucket}T12:00:00Z`) / 1000);
    return grouping === 'weekly' ? t('adminDashboard.totalUsage.weekOf', { date: day }) : day;
  };
}

const TotalUsageWidget = observer(function TotalUsageWidget({ store, filters }: WidgetProps) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat('UTC');
  const label = useBucketLabel();
  const header = [
    t('adminDashboard.totalUsage.period'),
    t('adminDashboard.totalUsage.sessions'),
    t('adminDashboard.totalUsage.essays'),
    t('adminDashboard.totalUsage.total'),
  ];
  return (
    <WidgetFrame
      title={t('adminDashboard.totalUsage.title')}
      widget={store.totalUsage}
      filters={filters}
      isEmpty={(usage) => usage.data.every((bucket) => bucket.sessions + bucket.essays === 0)}
      emptyTitle={t('adminDashboard.totalUsage.empty')}
      csv={(usage) => ({
        name: 'total-usage',
        header,
        rows: usage.data.map((row) => [row.bucket, row.sessions, row.essays, row.sessions + row.essays]),
      })}
    >
      {(usage) => {
        const grouping = t(`adminDashboard.totalUsage.${usage.grouping}`);
        return (
          <div className="dash-widget__body">
            <p className="dash-widget__note">{grouping}</p>
            <BarChart
              labels={usage.data.map((row) => label(row.bucket, usage.grouping))}
              series={[
                {
                  label: t('adminDashboard.totalUsage.total'),
                  values: usage.data.map((row) => row.sessions + row.essays),
                },
              ]}
              valueLabel={t('adminDashboard.totalUsage.total')}
              summary={t('adminDashboard.totalUsage.summary', { grouping })}
            />
            <ResponsiveTable
              caption={t('adminDashboard.totalUsage.caption')}
              keyColumn={{
                id: 'period',
                header: header[0]!,
                cell: (row) => label(row.bucket, usage.grouping),
              }}
              columns={[
                {
                  id: 'sessions',
                  header: header[1]!,
                  numeric: true,
                  cell: (row) => format.number(row.sessions),
                },
                { id: 'essays', header: header[2]!, numeric: true, cell: (row) => format.number(row.essays) },
                {
                  id: 'total',
                  header: header[3]!,
                  numeric: true,
                  cell: (row) => format.number(row.sessions + row.essays),
                },
              ]}
              rows={usage.data}
              rowKey={(row) => row.bucket}
              wrapClassName="dash-widget__table"
            />
          </div>
        );
      }}
    </WidgetFrame>
  );
});

const UsageBySchoolWidget = observer(function UsageBySchoolWidget({ store, filters }: WidgetProps) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat('UTC');
  const header = [
    t('adminDashboard.usageBySchool.school'),
    t('adminDashboard.usageBySchool.active'),
    t('adminDashboard.usageBySchool.licensed'),
    t('adminDashboard.usageBySchool.percentage'),
  ];
  const onlyThis = (schoolId: number) =>
    `?${filtersToSearch({ ...filters, school_ids: [schoolId] }, nowSeconds()).toString()}`;
  return (
    <WidgetFrame
      title={t('adminDashboard.usageBySchool.title')}
      widget={store.usageBySchool}
      filters={filters}
      isEmpty={(usage) => usage.data.length === 0}
      emptyTitle={t('adminDashboard.usageBySchool.empty')}
      csv={(usage) => ({
        name: 'usage-by-school',
        header,
        rows: usage.data.map((row) => [
          row.school_name,
          row.num_active_students,
          row.num_licensed_students,
          row.percentage,
        ]),
      })}
    >
      {(usage) => (
        <div className="dash-widget__body">
          <BarChart
            labels={usage.data.map((row) => row.school_name)}
            series={[{ label: header[3]!, values: usage.data.map((row) => row.percentage ?? 0) }]}
            valueLabel={header[3]!}
            summary={t('adminDashboard.usageBySchool.summary')}
          />
          <ResponsiveTable
            caption={t('adminDashboard.usageBySchool.caption')}
            keyColumn={{
              id: 'school',
              header: header[0]!,
              cell: (row) =>
                filters.school_ids.length === 1 ? (
                  row.school_name
                ) : (
                  <Link to={onlyThis(row.school_id)}>
                    {row.school_name}
                    <span className="lt-visually-hidden">{t('adminDashboard.usageBySchool.onlyThis')}</span>
                  </Link>
                ),
            }}
            columns={[
              {
                id: 'active',
                header: header[1]!,
                numeric: true,
                cell: (row) => format.number(row.num_active_students),
              },
              {
                id: 'licensed',
                header: header[2]!,
                numeric: true,
                cell: (row) => format.number(row.num_licensed_students),
              },
              {
                id: 'percentage',
                header: header[3]!,
                numeric: true,
                cell: (row) =>
                  row.percentage === null
                    ? t('adminDashboard.usageBySchool.notLicensed')
                    : format.percent(row.percentage / 100),
              },
            ]}
            rows={usage.data}
            rowKey={(row) => String(row.school_id)}
            wrapClassName="dash-widget__table"
          />
        </div>
      )}
    </WidgetFrame>
  );
});

const SessionsAndTopicsWidget = observer(function SessionsAndTopicsWidget({ store, filters }: WidgetProps) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat('UTC');
  const header = [
    t('adminDashboard.sessionsAndTopics.subject'),
    t('adminDashboard.sessionsAndTopics.topic'),
    t('adminDashboard.sessionsAndTopics.sessions'),
    t('adminDashboard.sessionsAndTopics.share'),
  ];
  const subjectName = useSubjectName();
  const topic = (name: string | null) => name ?? t('adminDashboard.sessionsAndTopics.noTopic');
  const subject = (name: string) => subjectName({ name });
  return (
    <WidgetFrame
      title={t('adminDashboard.sessionsAndTopics.title')}
      widget={store.sessionsAndTopics}
      filters={filters}
      isEmpty={(topics) => topics.data.length === 0}
      emptyTitle={t('adminDashboard.sessionsAndTopics.empty')}
      csv={(topics) => ({
        name: 'sessions-and-topics',
        header,
        rows: topics.data.map((row) => [
          subject(row.subject),
          topic(row.topic),
          row.sessions,
          row.percentage,
        ]),
      })}
    >
      {(topics) => (
        <div className="dash-widget__body">
          <BarChart
            labels={topics.data.map((row) =>
              row.topic ? `${subject(row.subject)}: ${row.topic}` : subject(row.subject),
            )}
            series={[{ label: header[2]!, values: topics.data.map((row) => row.sessions) }]}
            valueLabel={header[2]!}
            summary={t('adminDashboard.sessionsAndTopics.summary')}
          />
          <ResponsiveTable
            caption={t('adminDashboard.sessionsAndTopics.caption')}
            keyColumn={{ id: 'subject', header: header[0]!, cell: (row) => subject(row.subject) }}
            columns={[
              { id: 'topic', header: header[1]!, cell: (row) => topic(row.topic) },
              {
                id: 'sessions',
                header: header[2]!,
                numeric: true,
                cell: (row) => format.number(row.sessions),
              },
              {
                id: 'share',
                header: header[3]!,
                numeric: true,
                cell: (row) => format.percent(row.percentage / 100),
              },
            ]}
            rows={topics.data}
            rowKey={(row) => `${row.subject}|${row.topic ?? ''}`}
            wrapClassName="dash-widget__table"
          />
        </div>
      )}
    </WidgetFrame>
  );
});
