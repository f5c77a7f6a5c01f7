import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../../app/stores-context.js';
import { fullName, useChatTimeFormat } from './classroom-format.js';

/**
 * Under the chats: every session the tutor has had, latest first, ten more at a time, each opening
 * read-only on a page of its own. Here even with no chat open, when the side panel is not.
 */
export const PastSessions = observer(function PastSessions() {
  const { tutorClassroom } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const format = useChatTimeFormat();
  const past = tutorClassroom.pastSessions;
  const state = tutorClassroom.pastState;
  return (
    <section className="classroom-history" aria-labelledby="classroom-history-heading">
      <h2 id="classroom-history-heading">{t('tutor.classroom.past.heading')}</h2>
      {past.length === 0 ? (
        <p className="console-muted">
          {state === 'error'
            ? t('tutor.classroom.side.historyFailed')
            : state === 'loading' || state === 'idle'
              ? t('tutor.classroom.side.historyLoading')
              : t('tutor.classroom.past.empty')}
        </p>
      ) : (
        <ol className="classroom-past__list classroom-history__list">
          {past.map((session) => (
            <li key={session.id} className="classroom-past__item">
              <p className="classroom-past__when">
                {fullName(session.student)}
                {' · '}
                {subjectName(session.subject)}
                {session.ended_at !== null ? (
                  <>
                    {' · '}
                    <time dateTime={format.iso(session.ended_at)}>{format.dateTime(session.ended_at)}</time>
                  </>
                ) : null}
              </p>
              <p className="classroom-past__question">
                <Link className="classroom-past__open" to={`/tutor/classroom/history/${session.id}`}>
                  {session.question}
                </Link>
              </p>
            </li>
          ))}
        </ol>
      )}
      {tutorClassroom.morePast || state === 'error' ? (
        <button
          type="button"
          className="lt-button lt-button--ghost classroom-button"
          disabled={state === 'loading'}
          onClick={() => void tutorClassroom.loadPast()}
        >
          {state === 'error' ? t('tutor.classroom.side.retry') : t('tutor.classroom.side.older')}
        </button>
      ) : null}
    </section>
  );
});
