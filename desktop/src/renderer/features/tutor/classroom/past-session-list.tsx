import type { SessionView } from '@lantern/shared/contracts/sessions';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../../app/stores-context.js';
import { fullName } from './classroom-format.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/** The parts there are, with a dot between each. */
function joined(parts: ReactNode[]): ReactNode[] {
  return parts
    .filter((part) => part !== null)
    .flatMap((part, index) => (index === 0 ? [part] : [' · ', part]));
}

interface PastSessionListProps {
  sessions: SessionView[];
  /** Under the chats the student is named; beside one student's chat they need not be. */
  withStudent?: boolean;
  className?: string;
}

/**
 * Past sessions, each opening read-only on a page of its own, and the button that brings older
 * ones (or retries a failed load): the side panel's history and the list under the chats.
 */
export const PastSessionList = observer(function PastSessionList({
  sessions,
  withStudent = false,
  className = 'classroom-past__list',
}: PastSessionListProps) {
  const { tutorClassroom } = useStores();
  const { t } = useTranslation('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const state = tutorClassroom.pastState;
  const ended = (session: SessionView) =>
    session.ended_at === null ? null : (
      <time key="ended" dateTime={format.iso(session.ended_at)}>
        {format.dateTime(session.ended_at)}
      </time>
    );
  return (
    <>
      {sessions.length > 0 ? (
        <ol className={className}>
          {sessions.map((session) => (
            <li key={session.id} className="classroom-past__item">
              <p className="classroom-past__when">
                {joined(
                  withStudent
                    ? [fullName(session.student), subjectName(session.subject), ended(session)]
                    : [ended(session), subjectName(session.subject)],
                )}
              </p>
              <p className="classroom-past__question">
                <Link className="classroom-past__open" to={`/tutor/classroom/history/${session.id}`}>
                  <MathText text={session.question} />
                </Link>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
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
    </>
  );
});
