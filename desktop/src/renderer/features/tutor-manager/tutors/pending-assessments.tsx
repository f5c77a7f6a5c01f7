import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/** The tutor's post-session assessments not yet submitted: which student, subject and day. */
export const PendingAssessments = observer(function PendingAssessments({ tutorId }: { tutorId: number }) {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const id = useId();
  useEffect(() => void tutors.loadIncompleteAssessments(tutorId), [tutors, tutorId]);
  const read = tutors.incompleteAssessments(tutorId);
  const failed = read?.status === 'error';
  const pending = read?.status === 'loaded' ? read.value : null;
  return (
    <section className="tutors-pending" aria-labelledby={id}>
      <h2 id={id} className="lt-label">
        {t('manager.tutorForm.pending.title')}
      </h2>
      {failed ? (
        <p className="console-muted">{t('manager.tutorForm.pending.failed')}</p>
      ) : !pending ? null : pending.count === 0 ? (
        <p className="console-muted">{t('manager.tutorForm.pending.none')}</p>
      ) : (
        <ul className="tutors-pending__list">
          {pending.data.map((assessment) => (
            <li key={assessment.id}>
              {t('manager.tutorForm.pending.item', {
                student: `${assessment.student.first_name} ${assessment.student.last_name}`,
                subject: subjectName(assessment.subject),
                date: format.date(assessment.created_at),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
