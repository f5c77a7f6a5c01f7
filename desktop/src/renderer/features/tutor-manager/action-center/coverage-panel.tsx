import type { LateTutor, ServiceCoverage, WaitingStudent } from '@lantern/shared/contracts/service-coverage';
import { minutesSince } from '@lantern/shared/domain/service/coverage';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../../app/stores-context.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

const minutes = (seconds: number) => Math.round(seconds / 60);

/**
 * The Coverage tab (`services/action-center/coverage`): what is wrong with the service's coverage
 * right now and needs someone to act, as the server pushes it. Rows leave by themselves once the
 * tutor punches in or the student is matched, so there is nothing to pick up or resolve here.
 */
export const CoveragePanel = observer(function CoveragePanel() {
  const { actionCenter } = useStores();
  const { t } = useTranslation('console');
  const titleId = useId();
  const { coverage: store } = actionCenter;
  const coverage = store.value;
  return (
    <section className="console-panel action-center" aria-labelledby={titleId}>
      <div className="action-center__bar">
        <h2 id={titleId} className="console-panel__title">
          {t('manager.actionCenter.tabs.coverage')}
        </h2>
      </div>
      {store.state !== 'loaded' || !coverage ? (
        <PendingState failed={store.state === 'error'} onRetry={() => void store.load()} />
      ) : (
        <CoverageLists coverage={coverage} />
      )}
    </section>
  );
});

function CoverageLists({ coverage }: { coverage: ServiceCoverage }) {
  const { t } = useTranslation('console');
  const grace = minutes(coverage.thresholds.late_grace_seconds);
  const wait = minutes(coverage.thresholds.long_wait_seconds);
  if (coverage.late_tutors.length === 0 && coverage.waiting_students.length === 0)
    return (
      <EmptyState
        title={t('manager.actionCenter.coverage.empty')}
        description={t('manager.actionCenter.coverage.emptyHint', { grace, wait })}
      />
    );
  return (
    <>
      <p className="console-muted">{t('manager.actionCenter.coverage.intro', { grace, wait })}</p>
      <CoverageGroup kind="late" count={coverage.late_tutors.length}>
        {coverage.late_tutors.map((row) => (
          <LateTutorRow key={row.shift_id} row={row} />
        ))}
      </CoverageGroup>
      <CoverageGroup kind="waiting" count={coverage.waiting_students.length}>
        {coverage.waiting_students.map((row) => (
          <WaitingStudentRow key={row.session_id} row={row} />
        ))}
      </CoverageGroup>
    </>
  );
}

function CoverageGroup({
  kind,
  count,
  children,
}: {
  kind: 'late' | 'waiting';
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <section className="coverage-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="coverage-group__title">
        {t(`manager.actionCenter.coverage.${kind}.title`)}
        <span className="console-pill action-center__count">{count}</span>
      </h3>
      {count === 0 ? (
        <p className="console-muted">{t(`manager.actionCenter.coverage.${kind}.none`)}</p>
      ) : (
        <ol className="action-center__items" aria-labelledby={headingId}>
          {children}
        </ol>
      )}
    </section>
  );
}

const LateTutorRow = observer(function LateTutorRow({ row }: { row: LateTutor }) {
  const { clock } = useStores();
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const segmentType = useSegmentTypeLabel();
  const nameId = useId();
  const late = minutesSince(row.start_time, Math.floor(clock.nowMs / 1000));
  return (
    <li
      className={`action-item coverage-item${row.locked_out ? ' action-item--urgent' : ' coverage-item--late'}`}
      aria-labelledby={nameId}
    >
      <div className="action-item__head">
        <h4 id={nameId} className="action-item__title">
          {row.name}
        </h4>
        {row.segment_type && <span className="console-pill">{segmentType(row.segment_type)}</span>}
        {row.locked_out && (
          <span className="console-pill action-item__tag">
            {t('manager.actionCenter.coverage.late.lockedOut')}
          </span>
        )}
      </div>
      <p className="coverage-item__line">
        <strong>{t('manager.actionCenter.coverage.late.minutes', { count: late })}</strong>
        <span className="console-muted">
          {t('manager.actionCenter.coverage.late.shift', {
            start: time(row.start_time),
            end: time(row.end_time),
          })}
        </span>
      </p>
      {row.locked_out && (
        <p className="console-muted coverage-item__hint">
          {t('manager.actionCenter.coverage.late.lockedOutHint')}
        </p>
      )}
      <div className="action-item__foot">
        <span className="action-item__actions">
          <Link
            className="lt-button lt-button--secondary"
            to={`../../tutors/edit/${row.user_id}`}
            relative="path"
            aria-label={t('manager.actionCenter.coverage.late.editTutorLabel', { name: row.name })}
          >
            {t('manager.actionCenter.coverage.late.editTutor')}
          </Link>
          <Link
            className="lt-button lt-button--ghost"
            to="../../schedule/shift-schedule"
            relative="path"
            aria-label={t('manager.actionCenter.coverage.late.scheduleLabel', { name: row.name })}
          >
            {t('manager.actionCenter.coverage.late.schedule')}
          </Link>
        </span>
      </div>
    </li>
  );
});

const WaitingStudentRow = observer(function WaitingStudentRow({ row }: { row: WaitingStudent }) {
  const { clock } = useStores();
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const subjectName = useSubjectName();
  const nameId = useId();
  const waited = minutesSince(row.requested_at, Math.floor(clock.nowMs / 1000));
  return (
    <li className="action-item coverage-item coverage-item--late" aria-labelledby={nameId}>
      <div className="action-item__head">
        <h4 id={nameId} className="action-item__title">
          {t('manager.actionCenter.coverage.waiting.who', {
            name: row.student_first_name,
            subject: subjectName({ name: row.subject }),
          })}
        </h4>
      </div>
      <p className="coverage-item__line">
        <strong>{t('manager.actionCenter.coverage.waiting.minutes', { count: waited })}</strong>
        <span className="console-muted">
          {t('manager.actionCenter.coverage.waiting.asked', {
            time: time(row.requested_at),
            id: row.session_id,
          })}
        </span>
      </p>
      <div className="action-item__foot">
        <span className="action-item__actions">
          <Link
            className="lt-button lt-button--secondary"
            to="../../summary"
            relative="path"
            aria-label={t('manager.actionCenter.coverage.waiting.tutorsAtWorkLabel', {
              name: row.student_first_name,
            })}
          >
            {t('manager.actionCenter.coverage.waiting.tutorsAtWork')}
          </Link>
        </span>
      </div>
    </li>
  );
});
