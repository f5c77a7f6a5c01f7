import type {
  EssayTutor,
  LiveTutor,
  LiveTutorSession,
  TutorManagerRow,
  UpcomingTutor,
} from '@lantern/shared/contracts/service-tutors';
import { PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleTable, type TableColumn } from '../../app/console-table.js';
import { useStores } from '../../app/stores-context.js';
import { useSegmentTypeLabel } from '../../app/use-segment-type-label.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import './service-people.css';

/**
 * Who is working: tutors punched in (state, whether away from their console and since when, load
 * and the sessions each has in chat, to observe),
 * shifts starting soon or late, essay reviewers at work, and the platform managers. The server
 * pushes the lists again whenever a punch, a shift or a session changes, so a tutor who punches in
 * appears without a reload.
 */
export const ServicePeople = observer(function ServicePeople() {
  const { serviceTutors } = useStores();
  const { t } = useTranslation('console');
  useEffect(() => serviceTutors.open(), [serviceTutors]);
  const lists = serviceTutors.value;
  if (!lists)
    return (
      <section className="console-panel" aria-label={t('manager.summary.people.label')}>
        <PendingState failed={serviceTutors.state === 'error'} onRetry={() => void serviceTutors.load()} />
      </section>
    );
  return (
    <div className="service-people">
      <LiveTutors rows={lists.live} />
      <div className="service-people__side">
        <UpcomingTutors rows={lists.upcoming} />
        <EssayTutors rows={lists.essay} />
        <TutorManagers rows={lists.managers} />
      </div>
    </div>
  );
});

function Panel(props: { title: string; count: number; empty: string; children: React.ReactNode }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const id = useId();
  return (
    <section className="console-panel service-people__panel" aria-labelledby={id}>
      <h2 id={id} className="console-panel__title">
        {props.title}{' '}
        <span
          className="service-people__count"
          aria-label={t('manager.summary.people.count', { count: props.count })}
        >
          {format.number(props.count)}
        </span>
      </h2>
      {props.count === 0 ? <p className="console-muted">{props.empty}</p> : props.children}
    </section>
  );
}

const LiveTutors = ({ rows }: { rows: LiveTutor[] }) => {
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const segmentLabel = useSegmentTypeLabel();
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const name: TableColumn<LiveTutor> = {
    id: 'name',
    header: t('manager.summary.people.columns.tutor'),
    cell: (row) => row.name,
  };
  const columns: TableColumn<LiveTutor>[] = [
    {
      id: 'state',
      header: t('manager.summary.people.columns.state'),
      cell: (row) => (
        <span className="service-people__states">
          <span className={`console-pill service-people__state service-people__state--${row.state}`}>
            {t(`manager.summary.people.states.${row.state}`)}
          </span>
          {row.away ? (
            <>
              <span className="console-pill service-people__state service-people__state--away">
                {t('manager.presence.away')}
              </span>
              <span className="console-muted">
                {t('manager.presence.since', {
                  time: time(row.away.since),
                  reason: t(`manager.presence.reasons.${row.away.reason}`),
                })}
              </span>
            </>
          ) : null}
        </span>
      ),
    },
    {
      id: 'segment',
      header: t('manager.summary.people.columns.segment'),
      cell: (row) =>
        row.segment
          ? t('manager.summary.people.until', {
              segment: segmentLabel(row.segment.type_name),
              time: time(row.segment.end_time),
            })
          : t('manager.summary.people.betweenSegments'),
    },
    {
      id: 'load',
      header: t('manager.summary.people.columns.load'),
      cell: (row) => (
        <span className="service-people__load">
          <meter
            className="service-people__meter"
            min={0}
            max={row.load.max_sessions}
            value={row.load.total_sessions_load}
            aria-hidden="true"
          />
          {t('manager.summary.people.load', {
            held: format.number(row.load.total_sessions_load),
            max: format.number(row.load.max_sessions),
          })}
        </span>
      ),
    },
    {
      id: 'sessions',
      header: t('manager.summary.people.columns.sessions'),
      cell: (row) => <LiveSessions sessions={row.sessions} />,
    },
    {
      id: 'subjects',
      header: t('manager.summary.people.columns.subjects'),
      cell: (row) =>
        row.load.subject_scores.length
          ? row.load.subject_scores
              .slice(0, 3)
              .map((score) => `${subjectName({ name: score.subject })} ${format.number(score.score)}`)
              .join(' · ')
          : '—',
    },
    {
      id: 'since',
      header: t('manager.summary.people.columns.punchedIn'),
      cell: (row) => time(row.punch_in),
    },
  ];
  return (
    <Panel
      title={t('manager.summary.people.live')}
      count={rows.length}
      empty={t('manager.summary.people.liveEmpty')}
    >
      <ConsoleTable
        caption={t('manager.summary.people.live')}
        className="service-people__table"
        keyColumn={name}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.shift_id)}
      />
      {rows.every((row) => row.sessions.length === 0) ? (
        <p className="console-muted service-people__none">{t('manager.summary.people.noLiveSession')}</p>
      ) : null}
    </Panel>
  );
};

/** A tutor's students in chat now, each with a link to observe the session (a quarantined one is shut). */
function LiveSessions({ sessions }: { sessions: LiveTutorSession[] }) {
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const subjectName = useSubjectName();
  if (sessions.length === 0)
    return <span className="console-muted">{t('manager.summary.people.noSession')}</span>;
  return (
    <ul className="service-people__sessions">
      {sessions.map((session) => {
        const name = `${session.student.first_name} ${session.student.last_name}`.trim();
        return (
          <li key={session.id}>
            <span className="service-people__name">{name}</span>
            <span className="console-muted">
              {subjectName(session.subject)} ·{' '}
              {t('tutor.classroom.chat.since', { time: time(session.matched_at) })}
            </span>
            {session.quarantined ? (
              <span className="console-muted">{t('manager.summary.people.quarantined')}</span>
            ) : (
              <Link
                className="lt-button lt-button--secondary service-people__observe"
                to={`observe/${session.id}`}
                aria-label={t('manager.summary.people.observe', { name })}
              >
                {t('manager.summary.people.observeAction')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const UpcomingTutors = ({ rows }: { rows: UpcomingTutor[] }) => {
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const segmentLabel = useSegmentTypeLabel();
  return (
    <Panel
      title={t('manager.summary.people.upcoming')}
      count={rows.length}
      empty={t('manager.summary.people.upcomingEmpty')}
    >
      <ul className="service-people__list">
        {rows.map((row) => (
          <li key={row.shift_id}>
            <span className="service-people__name">{row.name}</span>
            <span className="console-muted">
              {row.first_segment ? `${segmentLabel(row.first_segment)} · ` : ''}
              {time(row.start_time)}
            </span>
            {row.late ? (
              <span className="console-pill service-people__late">{t('manager.summary.people.late')}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
};

const EssayTutors = ({ rows }: { rows: EssayTutor[] }) => {
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  return (
    <Panel
      title={t('manager.summary.people.essay')}
      count={rows.length}
      empty={t('manager.summary.people.essayEmpty')}
    >
      <ul className="service-people__list">
        {rows.map((row) => (
          <li key={row.user_id}>
            <span className="service-people__name">{row.name}</span>
            <span className="console-muted">
              {t('manager.summary.people.essayWork', {
                inProgress: row.in_progress,
                reviewed: row.reviewed,
                time: time(row.segment_end),
              })}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
};

const TutorManagers = ({ rows }: { rows: TutorManagerRow[] }) => {
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  return (
    <Panel
      title={t('manager.summary.people.managers')}
      count={rows.length}
      empty={t('manager.summary.people.managersEmpty')}
    >
      <ul className="service-people__list">
        {rows.map((row) => (
          <li key={row.user_id}>
            <span className="service-people__name">{row.name}</span>
            <span className="console-muted">
              {row.on_shift && row.shift_end !== null
                ? t('manager.summary.people.onShift', { time: time(row.shift_end) })
                : t('manager.summary.people.offShift')}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
};
