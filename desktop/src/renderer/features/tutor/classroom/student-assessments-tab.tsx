import type { SessionView } from '@lantern/shared/contracts/sessions';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { fullName } from './classroom-format.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { RecordTab } from './record-tab.js';

/** What tutors wrote about the student after their sessions, newest first. */
export const StudentAssessments = observer(function StudentAssessments({
  session,
}: {
  session: SessionView;
}) {
  const { studentRecord } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const pages = studentRecord.assessmentsOf(session.student.id);
  const name = session.student.first_name;
  return (
    <RecordTab
      pages={pages}
      loading={t('tutor.classroom.side.assessmentsLoading', { name })}
      failed={t('tutor.classroom.side.assessmentsFailed', { name })}
      empty={t('tutor.classroom.side.noAssessments', { name })}
      count={(total) => t('tutor.classroom.side.assessmentsCount', { count: total })}
      pagesLabel={t('tutor.classroom.side.assessmentsPages')}
    >
      {(pages.result?.data ?? []).map((assessment) => (
        <li key={assessment.id} className="classroom-past__item">
          <p className="classroom-past__when">
            <time dateTime={format.iso(assessment.completed_at)}>
              {format.dateTime(assessment.completed_at)}
            </time>
            {' · '}
            {subjectName(assessment.subject)}
          </p>
          <p className="classroom-record__meta">
            <span>
              {assessment.by_you
                ? t('tutor.classroom.side.assessedByYou')
                : assessment.tutor
                  ? t('tutor.classroom.side.assessedBy', { name: fullName(assessment.tutor) })
                  : null}
            </span>
          </p>
          <dl className="classroom-facts classroom-record__facts">
            <Fact label={t('tutor.classroom.side.goal')} value={assessment.student_goal} />
            <Fact
              label={t('tutor.classroom.side.topics')}
              value={assessment.topics.map((topic) => topic.name).join(', ')}
            />
            <Fact
              label={t('tutor.classroom.side.recognitions')}
              value={assessment.recognitions
                .map((type) => t(`tutor.classroom.assessment.recognitionTypes.${type}`))
                .join(', ')}
            />
            <Fact label={t('tutor.classroom.side.nonAcademic')} value={assessment.non_academic} />
            <Fact label={t('tutor.classroom.side.feedback', { name })} value={assessment.feedback} />
            <Fact label={t('tutor.classroom.side.shoutout')} value={assessment.shoutout} />
          </dl>
        </li>
      ))}
    </RecordTab>
  );
});

/** An answer the tutor left empty is not shown. */
function Fact({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd className="classroom-facts__question">{value}</dd>
    </div>
  );
}
