import type { TeacherStudentDetail, TeacherStudentEssay } from '@lantern/shared/contracts/teacher-students';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { gradeLabelOfName } from '../../app/grade-label.js';
import { PageHeader } from '../../app/home-page-frame.js';
import { DataTable } from '../../app/table-scroll.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import type { TeacherStudentsStore } from '../../stores/teacher-students-store.js';
import { SessionSummaryView } from './session-summary-view.js';
import { useStudentRecords } from './student-records.js';
import { studentName } from './teacher-students-page.js';
import './teacher-area.css';

const STATUS_KEYS: Record<number, string> = {
  [ESSAY_STATUS.PENDING]: 'pending',
  [ESSAY_STATUS.ASSIGNED]: 'assigned',
  [ESSAY_STATUS.REVIEWED]: 'reviewed',
  [ESSAY_STATUS.DOWNLOADED]: 'downloaded',
};

/**
 * `/teacher/students/:id`: one of the teacher's students: their tutoring sessions (each opens its
 * transcript, read-only) and their essays with the tutor's review and the annotated PDF. The same
 * page is `/administrator/students/:id` and `/district-manager/students/:id` for the staff over them.
 */
function TeacherStudentPage() {
  const { store, base, leader } = useStudentRecords();
  const { t } = useTranslation('web');
  const studentId = Number(useParams().id);
  const load = store?.student(studentId);
  const detail = load?.value ?? null;
  usePageTitle(detail ? studentName(detail.student) : t('teacherStudents.title'));
  if (!store) return null;

  return (
    <div className="page teacher-area">
      <p>
        <Link to={base}>← {t('teacherStudents.student.back')}</Link>
      </p>
      {load?.problem === 'not_found' ? (
        <PageHeader
          eyebrow={t('teacherStudents.title')}
          heading={t('teacherStudents.student.notFoundTitle')}
          lead={t(leader ? 'leaderStudents.notFoundText' : 'teacherStudents.student.notFoundText')}
        />
      ) : !detail ? (
        <PendingState
          failed={load?.status === 'error'}
          onRetry={() => void store.loadStudent(studentId, true)}
          loadingLabel={t('teacherStudents.student.loading')}
          errorTitle={t('teacherStudents.student.loadFailed')}
        />
      ) : (
        <>
          <PageHeader
            eyebrow={[detail.student.username, gradeLabelOfName(t, detail.student.grade)]
              .filter(Boolean)
              .join(' · ')}
            heading={studentName(detail.student)}
            lead={
              leader && !detail.student.sections.length
                ? t('leaderStudents.noSections')
                : t(leader ? 'leaderStudents.sections' : 'teacherStudents.student.sections', {
                    sections: detail.student.sections.map((section) => section.name).join(', '),
                  })
            }
          />
          <Sessions detail={detail} base={base} />
          <Essays store={store} detail={detail} />
        </>
      )}
    </div>
  );
}

const Sessions = observer(function Sessions({
  detail,
  base,
}: {
  detail: TeacherStudentDetail;
  base: string;
}) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat();
  const sessions = `${base}/${detail.student.id}/sessions`;
  return (
    <section className="page-section" aria-labelledby="teacher-student-sessions">
      <h2 id="teacher-student-sessions">{t('teacherStudents.student.sessionsHeading')}</h2>
      {detail.sessions.length === 0 ? (
        <p className="info-card__meta">{t('teacherStudents.student.sessionsEmpty')}</p>
      ) : (
        <DataTable
          caption={t('teacherStudents.student.sessionsCaption')}
          rows={detail.sessions}
          rowKey={(session) => String(session.id)}
          keyColumn={{
            id: 'when',
            header: t('teacherStudents.student.session.when'),
            cell: (session) => (
              <Link
                to={`${sessions}/${session.id}`}
                aria-label={t('teacherStudents.student.session.openFor', {
                  when: format.dateTime(session.requested_at),
                })}
              >
                {format.dateTime(session.requested_at)}
              </Link>
            ),
          }}
          columns={[
            { id: 'subject', header: t('teacherStudents.student.session.subject'), cell: (s) => s.subject },
            {
              id: 'question',
              header: t('teacherStudents.student.session.question'),
              cell: (s) => <span className="teacher-area__question">{s.question}</span>,
            },
            {
              id: 'messages',
              header: t('teacherStudents.student.session.messages'),
              numeric: true,
              cell: (s) => format.number(s.messages),
            },
            {
              id: 'summary',
              header: t('teacherStudents.student.session.summary'),
              cell: (s) => <SessionSummaryView session={s} compact />,
            },
          ]}
        />
      )}
    </section>
  );
});

const Essays = observer(function Essays({
  store,
  detail,
}: {
  store: TeacherStudentsStore;
  detail: TeacherStudentDetail;
}) {
  const { t } = useTranslation('web');
  return (
    <section className="page-section" aria-labelledby="teacher-student-essays">
      <h2 id="teacher-student-essays">{t('teacherStudents.student.essaysHeading')}</h2>
      {detail.essays.length === 0 ? (
        <p className="info-card__meta">{t('teacherStudents.student.essaysEmpty')}</p>
      ) : (
        <ul className="teacher-area__essays">
          {detail.essays.map((essay) => (
            <EssayCard key={essay.id} store={store} studentId={detail.student.id} essay={essay} />
          ))}
        </ul>
      )}
    </section>
  );
});

const EssayCard = observer(function EssayCard({
  store,
  studentId,
  essay,
}: {
  store: TeacherStudentsStore;
  studentId: number;
  essay: TeacherStudentEssay;
}) {
  const { t } = useTranslation('web');
  const format = useLocaleFormat();
  const pdf = store.pdfs.get(essay.id);
  const status = STATUS_KEYS[essay.status];
  return (
    <li className="info-card teacher-area__essay">
      <h3>{essay.title}</h3>
      <p className="info-card__meta">
        {status ? (
          <span className="teacher-area__status">{t(`teacherStudents.student.essay.status.${status}`)}</span>
        ) : null}{' '}
        {t('teacherStudents.student.essay.sent', { when: format.date(essay.created_at) })}
        {essay.reviewed_at !== null
          ? ` · ${t('teacherStudents.student.essay.reviewed', { when: format.date(essay.reviewed_at) })}`
          : ''}
      </p>
      {essay.summary_comment === null ? (
        <p>{t('teacherStudents.student.essay.noReviewYet')}</p>
      ) : (
        <>
          <h4>{t('teacherStudents.student.essay.summary')}</h4>
          <p className="teacher-area__summary">{essay.summary_comment}</p>
          {essay.comments.length ? (
            <>
              <h4>{t('teacherStudents.student.essay.comments')}</h4>
              <ul className="teacher-area__comments">
                {essay.comments.map((comment, index) => (
                  <li key={index}>
                    <span className="info-card__meta">
                      {t('teacherStudents.student.essay.page', { page: comment.page })}
                    </span>{' '}
                    {comment.comment}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      {essay.has_reviewed_pdf ? (
        <p>
          <button
            type="button"
            className="lt-button lt-button--secondary"
            disabled={pdf === 'opening'}
            onClick={() => void store.openReviewedPdf(studentId, essay.id)}
          >
            {t('teacherStudents.student.essay.pdf')}
          </button>
        </p>
      ) : null}
      {pdf === 'failed' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('teacherStudents.student.essay.pdfFailed')}
        </p>
      ) : null}
    </li>
  );
});

export default observer(TeacherStudentPage);
