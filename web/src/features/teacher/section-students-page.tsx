import type { SectionStudent } from '@lantern/shared/contracts/learner-profile';
import { ConfirmDialog } from '@lantern/shared/ui/confirm-dialog';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { gradeLabel } from '../../app/grade-label.js';
import { PageHeader } from '../../app/home-page-frame.js';
import { DataTable } from '../../app/table-scroll.js';
import type { SectionRosterStore } from '../../stores/section-roster-store.js';
import { useStores } from '../../stores/stores-context.js';
import './section-students.css';

const fullName = (student: SectionStudent) => `${student.first_name} ${student.last_name}`.trim();

/**
 * `/{teacher|administrator|district-manager}/sections/:id`: a section's students and whether each
 * has finished onboarding; "Reset onboarding" (after a confirmation) sends one through it again.
 */
function SectionStudentsPage() {
  const { sectionRoster: store, user } = useStores();
  const { t } = useTranslation('onboarding');
  const sectionId = Number(useParams().id);
  const [confirming, setConfirming] = useState<SectionStudent | null>(null);
  const load = store?.section(sectionId);
  usePageTitle(load?.value ? `${t('roster.title')} · ${load.value.section.name}` : t('roster.title'));
  if (!store) return null;

  const roster = load?.value ?? null;
  const dashboard = `/${user.role ?? 'teacher'}/dashboard`;
  const reset = async (student: SectionStudent) => {
    setConfirming(null);
    await store.resetOnboarding(sectionId, student.id);
  };

  return (
    <div className="page">
      <p>
        <Link to={dashboard}>{t('roster.back')}</Link>
      </p>
      {!roster ? (
        <PendingState
          failed={load?.status === 'error'}
          onRetry={() => void store.load(sectionId, true)}
          loadingLabel={t('roster.loading')}
          errorTitle={t('roster.loadFailed')}
        />
      ) : (
        <>
          <PageHeader eyebrow={t('roster.title')} heading={roster.section.name} lead={t('roster.lead')} />
          <ResetNotices store={store} students={roster.students} />
          {roster.students.length === 0 ? (
            <EmptyState title={t('roster.emptyTitle')} description={t('roster.emptyText')} />
          ) : (
            <DataTable
              caption={t('roster.caption', { section: roster.section.name })}
              rows={roster.students}
              rowKey={(student) => String(student.id)}
              keyColumn={{ id: 'name', header: t('roster.name'), cell: fullName }}
              columns={[
                { id: 'username', header: t('roster.username'), cell: (student) => student.username },
                {
                  id: 'grade',
                  header: t('roster.grade'),
                  cell: (student) => gradeLabel(t, null, student.grade) ?? '—',
                },
                {
                  id: 'onboarding',
                  header: t('roster.onboarding'),
                  cell: (student) => <OnboardingState student={student} />,
                },
                {
                  id: 'actions',
                  header: t('roster.actions'),
                  cell: (student) => (
                    <ResetButton store={store} student={student} onAsk={() => setConfirming(student)} />
                  ),
                },
              ]}
            />
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t('roster.confirmHeading', { name: confirming ? fullName(confirming) : '' })}
        text={t('roster.confirmText')}
        confirmLabel={t('roster.confirm')}
        cancelLabel={t('roster.cancel')}
        onConfirm={() => confirming && void reset(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

// The table renders its cells outside this page's observer: each live cell observes on its own.
const OnboardingState = observer(function OnboardingState({ student }: { student: SectionStudent }) {
  const { t } = useTranslation('onboarding');
  return (
    <span className={`roster-status${student.is_new ? '' : ' roster-status--done'}`}>
      {student.is_new ? t('roster.notFinished') : t('roster.finished')}
    </span>
  );
});

const ResetButton = observer(function ResetButton({
  store,
  student,
  onAsk,
}: {
  store: SectionRosterStore;
  student: SectionStudent;
  onAsk(): void;
}) {
  const { t } = useTranslation('onboarding');
  const resetting = store.resets.get(student.id) === 'resetting';
  return (
    <button
      type="button"
      className="lt-button lt-button--secondary"
      aria-label={t('roster.resetFor', { name: fullName(student) })}
      disabled={resetting}
      onClick={onAsk}
    >
      {resetting ? t('roster.resetting') : t('roster.reset')}
    </button>
  );
});

/** What the last resets did, read out as they finish. */
const ResetNotices = observer(function ResetNotices({
  store,
  students,
}: {
  store: SectionRosterStore;
  students: readonly SectionStudent[];
}) {
  const { t } = useTranslation('onboarding');
  const finished = students.filter((student) => {
    const state = store.resets.get(student.id);
    return state === 'done' || state === 'failed';
  });
  return (
    <div role="status" className="roster-notices">
      {finished.map((student) =>
        store.resets.get(student.id) === 'done' ? (
          <p key={student.id} className="lt-alert lt-alert--success">
            {t('roster.resetDone', { name: fullName(student) })}
          </p>
        ) : (
          <p key={student.id} className="lt-alert lt-alert--error">
            {t('roster.resetFailed', { name: fullName(student) })}
          </p>
        ),
      )}
    </div>
  );
});

export default observer(SectionStudentsPage);
