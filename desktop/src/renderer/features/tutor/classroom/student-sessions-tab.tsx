import type { SessionView } from '@lantern/shared/contracts/sessions';
import type { StudentPastSession } from '@lantern/shared/contracts/session-records';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../../app/stores-context.js';
import { fullName } from './classroom-format.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { RecordTab } from './record-tab.js';

/** The student's past sessions with any tutor; those this tutor had open again on a read-only page. */
export const StudentSessions = observer(function StudentSessions({ session }: { session: SessionView }) {
  const { studentRecord } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const pages = studentRecord.sessionsOf(session.student.id);
  const name = session.student.first_name;
  return (
    <RecordTab
      pages={pages}
      loading={t('tutor.classroom.side.sessionsLoading', { name })}
      failed={t('tutor.classroom.side.sessionsFailed', { name })}
      empty={t('tutor.classroom.side.noSessions', { name })}
      count={(total) => t('tutor.classroom.side.sessionsCount', { count: total })}
      pagesLabel={t('tutor.classroom.side.sessionsPages')}
    >
      {(pages.result?.data ?? []).map((past) => (
        <li key={past.id} className="classroom-past__item">
          <p className="classroom-past__when">
            {past.ended_at !== null ? (
              <time dateTime={format.iso(past.ended_at)}>{format.dateTime(past.ended_at)}</time>
            ) : null}
            {' · '}
            {subjectName(past.subject)}
            {past.topic ? ` · ${past.topic.name}` : ''}
          </p>
          <p className="classroom-past__question">
            {past.with_you ? (
              // Only a session the tutor had opens for them; the rest stay a line of the record.
              <Link className="classroom-past__open" to={`/tutor/classroom/history/${past.id}`}>
                <MathText text={past.question} />
              </Link>
            ) : (
              <MathText text={past.question} />
            )}
          </p>
          <p className="classroom-record__meta">
            <PastTutor past={past} />
            <PastDuration past={past} />
            {past.status === 'transferred' ? (
              <span className="classroom-record__tag">{t('tutor.classroom.side.transferred')}</span>
            ) : null}
          </p>
        </li>
      ))}
    </RecordTab>
  );
});

function PastTutor({ past }: { past: StudentPastSession }) {
  const { t } = useTranslation('console');
  if (past.tutor === null) return <span>{t('tutor.classroom.side.noTutor')}</span>;
  return (
    <span>
      {past.with_you
        ? t('tutor.classroom.side.withYou')
        : t('tutor.classroom.side.withTutor', { name: fullName(past.tutor) })}
    </span>
  );
}

function PastDuration({ past }: { past: StudentPastSession }) {
  const { t } = useTranslation('console');
  if (past.matched_at === null || past.ended_at === null) return null;
  const minutes = Math.max(1, Math.round((past.ended_at - past.matched_at) / 60));
  return <span>{t('tutor.classroom.side.duration', { count: minutes })}</span>;
}
