import type { IncompleteAssessments } from '@lantern/shared/contracts/assessments';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/** The tutor's post-session assessments not yet submitted: which student, subject and day. */
export function PendingAssessments({ tutorId }: { tutorId: number }) {
  const { tutors } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const id = useId();
  const [pending, setPending] = useState<IncompleteAssessments | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    tutors.fetchIncompleteAssessments(tutorId).then(
      (found) => current && setPending(found),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [tutors, tutorId]);
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
                subject: assessment.subject.name,
                date: format.date(new Date(assessment.created_at * 1000)),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
