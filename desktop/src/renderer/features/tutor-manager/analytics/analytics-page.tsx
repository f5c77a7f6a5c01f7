import type { SubjectRisk, TutorLoad } from '@lantern/shared/contracts/analytics';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { PageHeader } from '../../../app/page-header.js';
import { StatTile } from '../../../app/stat-tile.js';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { AnalyticsStore } from '../../../stores/analytics-store.js';
import { BarChart } from '@lantern/shared/ui/bar-chart';
import { LeaderboardPanel } from './leaderboard-panel.js';
import { fullName } from './person-name.js';
import './analytics.css';

/** The busiest tutors drawn; the table below the chart lists every one. */
const CHART_TUTORS = 12;

/**
 * The managers' analytics (`services/analytics`): which subjects leave students unanswered, how
 * the sessions spread over the tutors, and each subject's best tutors. Every chart has the same
 * numbers in a table beneath it.
 */
export const AnalyticsPage = observer(function AnalyticsPage() {
  const { api } = useStores();
  const store = useMemo(() => new AnalyticsStore(api), [api]);
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  usePageTitle(t('manager.analytics.title'));
  useEffect(() => void store.reload(), [store]);
  const risk = store.risk;
  return (
    <div className="console-page analytics">
      <PageHeader eyebrow={t('manager.services')} title={t('manager.analytics.title')}>
        <RangeForm store={store} />
      </PageHeader>
      {store.state === 'error' || !risk || !store.load ? (
        <PendingState failed={store.state === 'error'} onRetry={() => void store.reload()} />
      ) : (
        <>
          <p className="analytics__range" aria-live="polite">
            {t('manager.analytics.rangeShown', {
              start: format.date(new Date(`${risk.range.start_date}T12:00:00`)),
              end: format.date(new Date(`${risk.range.end_date}T12:00:00`)),
            })}
          </p>
          <dl className="console-stats" aria-label={t('manager.analytics.countsLabel')}>
            {(['high', 'moderate', 'low'] as const).map((level) => (
              <StatTile
                key={level}
                label={t(`manager.analytics.level.${level}Subjects`)}
                value={format.number(risk.counts[level])}
              />
            ))}
          </dl>
          <RiskPanel subjects={risk.subjects} thresholds={risk.thresholds} />
          <LoadPanel tutors={store.load.tutors} />
          <LeaderboardPanel store={store} />
        </>
      )}
    </div>
  );
});

const RangeForm = observer(function RangeForm({ store }: { store: AnalyticsStore }) {
  const { t } = useTranslation('console');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const startId = useId();
  const endId = useId();
  useEffect(() => {
    setStart(store.startDate ?? '');
    setEnd(store.endDate ?? '');
  }, [store.startDate, store.endDate]);
  const invalid = start !== '' && end !== '' && start > end;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.setRange(start, end);
  };
  return (
    <form className="analytics__range-form" onSubmit={submit} aria-label={t('manager.analytics.rangeLabel')}>
      <label className="lt-field" htmlFor={startId}>
        <span className="lt-label">{t('manager.analytics.from')}</span>
        <input
          id={startId}
          className="lt-input console-input"
          type="date"
          value={start}
          max={end || undefined}
          onChange={(event) => setStart(event.target.value)}
        />
      </label>
      <label className="lt-field" htmlFor={endId}>
        <span className="lt-label">{t('manager.analytics.to')}</span>
        <input
          id={endId}
          className="lt-input console-input"
          type="date"
          value={end}
          min={start || undefined}
          aria-invalid={invalid}
          onChange={(event) => setEnd(event.target.value)}
        />
      </label>
      <button type="submit" className="lt-button lt-button--secondary" disabled={invalid || !start || !end}>
        {t('manager.analytics.apply')}
      </button>
    </form>
  );
});

function RiskPanel({
  subjects,
  thresholds,
}: {
  subjects: SubjectRisk[];
  thresholds: { moderate: number; high: number };
}) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const nameOf = (subject: SubjectRisk) => subjectName({ name: subject.subject_name });
  const labels = useMemo(
    () => subjects.map((subject) => subjectName({ name: subject.subject_name })),
    [subjects, subjectName],
  );
  const values = useMemo(() => subjects.map((subject) => subject.score), [subjects]);
  const guides = useMemo(
    () => [
      { value: thresholds.high, label: t('manager.analytics.level.high') },
      { value: thresholds.moderate, label: t('manager.analytics.level.moderate') },
    ],
    [thresholds, t],
  );
  return (
    <ConsolePanel id="analytics-risk-title" title={t('manager.analytics.risk.title')}>
      <p className="lt-hint">
        {t('manager.analytics.risk.hint', { moderate: thresholds.moderate, high: thresholds.high })}
      </p>
      {subjects.length === 0 ? (
        <EmptyState title={t('manager.analytics.risk.empty')} />
      ) : (
        <>
          <BarChart
            labels={labels}
            series={[{ label: t('manager.analytics.risk.axis'), values }]}
            guides={guides}
            valueLabel={t('manager.analytics.risk.axis')}
            summary={t('manager.analytics.risk.summary', {
              count: subjects.length,
              worst: subjects[0] ? nameOf(subjects[0]) : '',
              score: format.number(subjects[0]?.score ?? 0),
            })}
          />
          <ConsoleTable
            caption={t('manager.analytics.risk.caption')}
            className="analytics-risk"
            rows={subjects}
            rowKey={(subject) => String(subject.subject_id)}
            keyColumn={{
              id: 'subject',
              header: t('manager.analytics.columns.subject'),
              cell: nameOf,
            }}
            columns={[
              {
                id: 'sessions',
                header: t('manager.analytics.columns.requests'),
                numeric: true,
                cell: (subject) => format.number(subject.sessions),
              },
              {
                id: 'missed',
                header: t('manager.analytics.columns.missed'),
                numeric: true,
                cell: (subject) => format.number(subject.missed),
              },
              {
                id: 'score',
                header: t('manager.analytics.columns.score'),
                numeric: true,
                cell: (subject) => format.number(subject.score),
              },
              {
                id: 'level',
                header: t('manager.analytics.columns.level'),
                cell: (subject) => (
                  <span className={`console-pill risk-level risk-level--${subject.level}`}>
                    {t(`manager.analytics.level.${subject.level}`)}
                  </span>
                ),
              },
            ]}
          />
        </>
      )}
    </ConsolePanel>
  );
}

function LoadPanel({ tutors }: { tutors: TutorLoad[] }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const drawn = useMemo(() => tutors.slice(0, CHART_TUTORS), [tutors]);
  const labels = useMemo(() => drawn.map((tutor) => tutor.first_name), [drawn]);
  const values = useMemo(() => drawn.map((tutor) => tutor.total_sessions_load), [drawn]);
  const busiest = tutors[0];
  return (
    <ConsolePanel id="analytics-load-title" title={t('manager.analytics.load.title')}>
      {tutors.length === 0 ? (
        <EmptyState title={t('manager.analytics.load.empty')} />
      ) : (
        <>
          <BarChart
            labels={labels}
            series={[{ label: t('manager.analytics.load.axis'), values }]}
            valueLabel={t('manager.analytics.load.axis')}
            summary={t('manager.analytics.load.summary', {
              count: tutors.length,
              name: busiest ? fullName(busiest) : '',
              sessions: format.number(busiest?.total_sessions_load ?? 0),
            })}
          />
          <ConsoleTable
            caption={t('manager.analytics.load.caption')}
            className="analytics-load"
            rows={tutors}
            rowKey={(tutor) => String(tutor.user_id)}
            keyColumn={{
              id: 'tutor',
              header: t('manager.analytics.columns.tutor'),
              cell: (tutor) => fullName(tutor),
            }}
            columns={[
              {
                id: 'sessions',
                header: t('manager.analytics.columns.sessions'),
                numeric: true,
                cell: (tutor) => format.number(tutor.total_sessions_load),
              },
              {
                id: 'ongoing',
                header: t('manager.analytics.columns.ongoing'),
                numeric: true,
                cell: (tutor) => format.number(tutor.ongoing_sessions),
              },
              {
                id: 'learned',
                header: t('manager.analytics.columns.learned'),
                numeric: true,
                cell: (tutor) =>
                  tutor.learned_share === null
                    ? t('manager.analytics.noRatings')
                    : format.percent(tutor.learned_share / 100),
              },
            ]}
          />
        </>
      )}
    </ConsolePanel>
  );
}
