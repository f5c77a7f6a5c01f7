import type { TeacherActivity } from '@lantern/shared/contracts/teacher-activity';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { BarChart, type BarSeries } from '@lantern/shared/ui/bar-chart';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/home-page-frame.js';
import { DataTable } from '../../app/table-scroll.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import { useStores } from '../../stores/stores-context.js';
import type { TeacherActivityStore } from '../../stores/teacher-activity-store.js';
import './teacher-area.css';

const SERIES_COLORS = { sessions: '--lt-color-primary', essays: '--lt-color-accent' } as const;

/** A bucket's key (New York local time) as the reader says it: an hour, a day, or a week's Monday. */
function useBucketLabel(grouping: TeacherActivity['grouping']) {
  const { t, i18n } = useTranslation('web');
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const at = (key: string) => new Date(`${key.slice(0, 10)}T12:00:00Z`);
    if (grouping === 'hourly') return (key: string) => `${key.slice(11, 13)}:00`;
    if (grouping === 'weekly')
      return (key: string) => t('teacherActivity.weekOf', { date: day.format(at(key)) });
    return (key: string) => day.format(at(key));
  }, [grouping, t, i18n.language]);
}

/**
 * `/teacher/activity`: how much the teacher's students used Lantern over a range (the last month
 * unless changed): sessions and essays per hour, day or week (the spec's grouping), as a chart
 * with the same numbers in a table beside it.
 */
function TeacherActivityPage() {
  const { teacherActivity: store } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('teacherActivity.title'));
  if (!store) return null;
  const activity = store.activity;

  return (
    <div className="page teacher-area">
      <PageHeader
        eyebrow={t('teacherActivity.eyebrow')}
        heading={t('teacherActivity.heading')}
        lead={t('teacherActivity.lead')}
      />
      <RangeFields store={store} />
      {!activity || store.usageStatus === 'error' ? (
        <PendingState
          failed={store.usageStatus === 'error'}
          onRetry={() => void store.loadUsage(true)}
          loadingLabel={t('teacherActivity.loading')}
          errorTitle={t('teacherActivity.loadFailed')}
        />
      ) : (
        <Usage activity={activity} stale={store.usageStatus === 'loading'} />
      )}
    </div>
  );
}

const RangeFields = observer(function RangeFields({ store }: { store: TeacherActivityStore }) {
  const { t } = useTranslation('web');
  const backwards = store.range.start_date > store.range.end_date;
  return (
    <form className="teacher-area__range" onSubmit={(event) => event.preventDefault()}>
      <div className="lt-field">
        <label className="lt-label" htmlFor="activity-start">
          {t('teacherActivity.from')}
        </label>
        <input
          id="activity-start"
          className="lt-input"
          type="date"
          value={store.range.start_date}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? 'activity-range-error' : undefined}
          onChange={(event) => store.setRange({ ...store.range, start_date: event.target.value })}
        />
      </div>
      <div className="lt-field">
        <label className="lt-label" htmlFor="activity-end">
          {t('teacherActivity.to')}
        </label>
        <input
          id="activity-end"
          className="lt-input"
          type="date"
          value={store.range.end_date}
          onChange={(event) => store.setRange({ ...store.range, end_date: event.target.value })}
        />
      </div>
      {backwards ? (
        <p id="activity-range-error" className="lt-field-error" role="alert">
          {t('teacherActivity.backwards')}
        </p>
      ) : null}
    </form>
  );
});

function Usage({ activity, stale }: { activity: TeacherActivity; stale: boolean }) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat();
  const label = useBucketLabel(activity.grouping);
  const labels = useMemo(() => activity.buckets.map((bucket) => label(bucket.key)), [activity, label]);
  const series = useMemo(
    (): readonly [BarSeries, BarSeries] => [
      {
        label: t('teacherActivity.sessions'),
        values: activity.buckets.map((b) => b.sessions),
        color: SERIES_COLORS.sessions,
      },
      {
        label: t('teacherActivity.essays'),
        values: activity.buckets.map((b) => b.essays),
        color: SERIES_COLORS.essays,
      },
    ],
    [activity, t],
  );
  const { totals } = activity;
  return (
    <div aria-busy={stale || undefined}>
      <dl className="teacher-area__totals">
        <div>
          <dt>{t('teacherActivity.sessions')}</dt>
          <dd>{format.number(totals.sessions)}</dd>
        </div>
        <div>
          <dt>{t('teacherActivity.essays')}</dt>
          <dd>{format.number(totals.essays)}</dd>
        </div>
        <div>
          <dt>{t('teacherActivity.activeStudents')}</dt>
          <dd>
            {t('teacherActivity.ofStudents', {
              active: format.number(totals.active_students),
              students: format.number(totals.students),
            })}
          </dd>
        </div>
      </dl>
      {totals.sessions + totals.essays === 0 ? (
        <EmptyState title={t('teacherActivity.emptyTitle')} description={t('teacherActivity.emptyText')} />
      ) : (
        <section className="teacher-area__usage" aria-labelledby="activity-usage">
          <div>
            <h2 id="activity-usage">{t(`teacherActivity.grouping.${activity.grouping}`)}</h2>
            <BarChart
              labels={labels}
              series={series}
              height={240}
              summary={t('teacherActivity.chartSummary', {
                sessions: totals.sessions,
                essays: totals.essays,
                buckets: activity.buckets.length,
              })}
            />
            <ul className="teacher-area__legend" aria-hidden="true">
              {series.map((one) => (
                <li key={one.label}>
                  <span className="teacher-area__swatch" style={{ background: `var(${one.color})` }} />
                  {one.label}
                </li>
              ))}
            </ul>
          </div>
          {/* Scrolls on its own beside the chart; focusable so a keyboard can scroll it too. */}
          <div
            className="teacher-area__usage-table"
            tabIndex={0}
            role="region"
            aria-label={t('teacherActivity.tableCaption')}
          >
            <DataTable
              caption={t('teacherActivity.tableCaption')}
              rows={activity.buckets}
              rowKey={(bucket) => bucket.key}
              keyColumn={{
                id: 'when',
                header: t('teacherActivity.when'),
                cell: (bucket) => label(bucket.key),
              }}
              columns={[
                {
                  id: 'sessions',
                  header: t('teacherActivity.sessions'),
                  numeric: true,
                  cell: (bucket) => format.number(bucket.sessions),
                },
                {
                  id: 'essays',
                  header: t('teacherActivity.essays'),
                  numeric: true,
                  cell: (bucket) => format.number(bucket.essays),
                },
              ]}
            />
          </div>
        </section>
      )}
    </div>
  );
}

export default observer(TeacherActivityPage);
