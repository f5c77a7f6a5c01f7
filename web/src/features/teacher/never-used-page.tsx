import type { NeverUsedStudent } from '@lantern/shared/contracts/teacher-activity';
import { NUDGE_INTERVAL_DAYS } from '@lantern/shared/contracts/teacher-activity';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/home-page-frame.js';
import { DataTable } from '../../app/table-scroll.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import { useStores } from '../../stores/stores-context.js';
import type { TeacherActivityStore } from '../../stores/teacher-activity-store.js';
import { StudentsTabs } from './students-tabs.js';
import { studentName } from './teacher-students-page.js';
import './teacher-area.css';

/**
 * `/teacher/students/never-used`: the students of the teacher's sections who never asked for help
 * or sent an essay, each with a button that e-mails them an invitation (once a week per student).
 */
function NeverUsedPage() {
  const { teacherActivity: store } = useStores();
  const { t } = useTranslation('web');
  usePageTitle(t('neverUsed.title'));
  if (!store) return null;
  const list = store.neverUsed;

  return (
    <div className="page teacher-area">
      <PageHeader
        eyebrow={t('teacherStudents.eyebrow')}
        heading={t('neverUsed.heading')}
        lead={t('neverUsed.lead', { days: NUDGE_INTERVAL_DAYS })}
      />
      <StudentsTabs />
      {!list || store.neverUsedStatus === 'error' ? (
        <PendingState
          failed={store.neverUsedStatus === 'error'}
          onRetry={() => void store.loadNeverUsed(true)}
          loadingLabel={t('neverUsed.loading')}
          errorTitle={t('neverUsed.loadFailed')}
        />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('neverUsed.emptyTitle')} description={t('neverUsed.emptyText')} />
      ) : (
        <>
          <p className="teacher-area__count" aria-live="polite">
            {t('neverUsed.count', { count: list.total })}
            {list.total > list.data.length ? ` ${t('neverUsed.shown', { count: list.data.length })}` : ''}
          </p>
          <DataTable
            caption={t('neverUsed.caption')}
            rows={list.data}
            rowKey={(student) => String(student.id)}
            keyColumn={{ id: 'name', header: t('teacherStudents.columns.name'), cell: (s) => studentName(s) }}
            columns={[
              { id: 'grade', header: t('teacherStudents.columns.grade'), cell: (s) => s.grade ?? '—' },
              {
                id: 'nudge',
                header: t('neverUsed.invite'),
                cell: (s) => <NudgeCell store={store} student={s} />,
              },
            ]}
          />
        </>
      )}
    </div>
  );
}

const NudgeCell = observer(function NudgeCell({
  store,
  student,
}: {
  store: TeacherActivityStore;
  student: NeverUsedStudent;
}) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat();
  const state = store.nudges.get(student.id);
  const name = studentName(student);
  if (!student.reachable || state === 'unreachable')
    return <span className="info-card__meta">{t('neverUsed.unreachable')}</span>;
  const waiting = student.next_nudge_at !== null && student.next_nudge_at * 1000 > Date.now();
  return (
    <div className="teacher-area__nudge">
      {waiting ? (
        <span role={state === 'sent' ? 'status' : undefined}>
          {state === 'sent'
            ? t('neverUsed.sent', { name })
            : t('neverUsed.invited', { when: format.date(student.nudged_at!) })}{' '}
          <span className="info-card__meta">
            {t('neverUsed.nextAfter', { when: format.date(student.next_nudge_at!) })}
          </span>
        </span>
      ) : (
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={state === 'sending'}
          aria-label={t('neverUsed.inviteFor', { name })}
          onClick={() => void store.nudge(student.id)}
        >
          {state === 'sending' ? t('neverUsed.sending') : t('neverUsed.inviteButton')}
        </button>
      )}
      {state === 'failed' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('neverUsed.failed', { name })}
        </p>
      ) : null}
    </div>
  );
});

export default observer(NeverUsedPage);
