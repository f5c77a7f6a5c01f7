import type { DashboardFilterData } from '@lantern/shared/contracts/admin-dashboard';
import { dashboardCsv } from '@lantern/shared/domain/analytics/dashboard-csv';
import { type DashboardFilters, filtersToSearch } from '@lantern/shared/domain/analytics/dashboard-filters';
import { DASHBOARD_MAX_RANGE_DAYS, daysBetween } from '@lantern/shared/domain/analytics/dashboard-range';
import { useLocaleFormat } from '@lantern/shared/i18n/format/use-locale-format';
import { BarChart } from '@lantern/shared/ui/bar-chart';
import { ResponsiveTable } from '@lantern/shared/ui/responsive-table';
import { EmptyState, ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { saveInBrowser } from '@lantern/shared/ui/save-file';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { AdminDashboardStore, DashboardWidget } from '../../stores/admin-dashboard-store.js';
import { useStores } from '../../stores/stores-context.js';
import './dashboard-widgets.css';

const nowSeconds = () => Math.floor(Date.now() / 1000);
type Cell = string | number | null;

/** Saves a widget's numbers as a CSV file named after the widget and the range. */
function exportCsv(name: string, filters: DashboardFilters, header: string[], rows: Cell[][]) {
  const blob = new Blob([dashboardCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  saveInBrowser(blob, `lantern-${name}-${filters.start_date}-${filters.end_date}.csv`);
}

interface WidgetFrameProps<T> {
  title: string;
  widget: DashboardWidget<T>;
  isEmpty(value: T): boolean;
  emptyTitle: string;
  /** The widget's numbers as CSV rows, offered once they are there. */
  csv?(value: T): { name: string; header: string[]; rows: Cell[][] };
  filters: DashboardFilters;
  children(value: T): ReactNode;
}

/** One widget: its heading and export, then its own loading, error (with a retry), empty or filled state. */
const WidgetFrame = observer(function WidgetFrame<T>({
  title,
  widget,
  isEmpty,
  emptyTitle,
  csv,
  filters,
  children,
}: WidgetFrameProps<T>) {
  const { t } = useTranslation('web');
  const headingId = useId();
  const value = widget.value;
  const ready = widget.status === 'loaded' && value !== null;
  let body: ReactNode;
  if (widget.status === 'error')
    body = <ErrorState headingLevel={3} title={t('adminDashboard.widgetError')} onRetry={widget.retry} />;
  else if (!ready) body = <LoadingState />;
  else if (isEmpty(value)) body = <EmptyState headingLevel={3} title={emptyTitle} />;
  else body = children(value);
  return (
    <section
      className="dash-widget"
      aria-labelledby={headingId}
      aria-busy={!ready && widget.status !== 'error'}
    >
      <header className="dash-widget__header">
        <h2 id={headingId}>{title}</h2>
        {csv && ready && !isEmpty(value) ? (
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => {
              const { name, header, rows } = csv(value);
              exportCsv(name, filters, header, rows);
            }}
            aria-label={t('adminDashboard.exportNamed', { widget: title })}
          >
            {t('adminDashboard.export')}
          </button>
        ) : null}
      </header>
      {body}
    </section>
  );
});

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

interface WidgetProps {
  store: AdminDashboardStore;
  filters: DashboardFilters;
}

const FiltersForm = observer(function FiltersForm({ store, filters }: WidgetProps) {
  const { t } = useTranslation('web');
  const [, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const choices: DashboardFilterData | null = store.filterData.value;
  const [start, setStart] = useState(filters.start_date);
  const [end, setEnd] = useState(filters.end_date);
  const [school, setSchool] = useState(filters.school_ids.length === 1 ? String(filters.school_ids[0]) : '');
  const [grade, setGrade] = useState(filters.grade_ids.length === 1 ? String(filters.grade_ids[0]) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = start && end ? daysBetween(start, end) : Number.NaN;
    if (Number.isNaN(days) || days < 0) return setProblem(t('adminDashboard.filters.rangeBackwards'));
    if (days >= DASHBOARD_MAX_RANGE_DAYS) return setProblem(t('adminDashboard.filters.rangeTooLong'));
    setProblem(null);
    const next: DashboardFilters = {
      start_date: start,
      end_date: end,
      school_ids: school ? [Number(school)] : [],
      grade_ids: grade ? [Number(grade)] : [],
    };
    setSearch(filtersToSearch(next, nowSeconds()));
  };

  return (
    <form className="dash-filters" onSubmit={submit} aria-label={t('adminDashboard.filters.label')}>
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.start')}</span>
        <input
          type="date"
          className="lt-input"
          value={start}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setStart(event.target.value)}
        />
      </label>
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.end')}</span>
        <input
          type="date"
          className="lt-input"
          value={end}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setEnd(event.target.value)}
        />
      </label>
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.school')}</span>
        <select className="lt-input" value={school} onChange={(event) => setSchool(event.target.value)}>
          <option value="">{t('adminDashboard.filters.allSchools')}</option>
          {(choices?.schools ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <label className="dash-filters__field">
        <span>{t('adminDashboard.filters.grade')}</span>
        <select className="lt-input" value={grade} onChange={(event) => setGrade(event.target.value)}>
          <option value="">{t('adminDashboard.filters.allGrades')}</option>
          {(choices?.grade_levels ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.uncategorized ? t('adminDashboard.filters.uncategorized') : option.name}
            </option>
          ))}
        </select>
      </label>
      <div className="dash-filters__actions">
        <button type="submit" className="lt-button lt-button--primary">
          {t('adminDashboard.filters.apply')}
        </button>
        <Link className="lt-button lt-button--secondary" to={{ pathname, search: '' }}>
          {t('adminDashboard.filters.reset')}
        </Link>
      </div>
      {problem ? (
        <p id={errorId} className="dash-filters__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
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
              values={usage.data.map((row) => row.sessions + row.essays)}
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
            values={usage.data.map((row) => row.percentage ?? 0)}
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
            values={topics.data.map((row) => row.sessions)}
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
