import type { SessionView } from '@lantern/shared/contracts/sessions';
import { OBSERVATION_MESSAGES_MAX } from '@lantern/shared/domain/live-help/observation';
import { isStored, MessageList } from '@lantern/shared/ui/chat/message-list';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { Whiteboard } from '@lantern/shared/ui/whiteboard/whiteboard';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../app/page-header.js';
import { useStores } from '../../../app/stores-context.js';
import { fullName } from '../../tutor/classroom/classroom-format.js';
import { Bubble } from '../../tutor/classroom/message-log.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import '../../tutor/classroom/classroom.css';
import './observe-session.css';

/** Back to the services summary, where the live tutors list is: leaving ends the observation. */
function LeaveLink({ watching }: { watching: boolean }) {
  const { t } = useTranslation('console');
  return (
    <Link className="lt-button lt-button--secondary" to="../.." relative="path">
      {watching ? t('manager.observe.leave') : t('manager.observe.back')}
    </Link>
  );
}

/**
 * `services/summary/observe/{sessionId}`: a live session watched by a manager, read-only: the
 * conversation so far and as it goes on, with its files, and the whiteboard as it is drawn. The
 * tutor is told; the page has no composer, pen or session action. Leaving stops the observation.
 */
export const ObserveSessionPage = observer(function ObserveSessionPage() {
  const { observation } = useStores();
  const { t } = useTranslation('console');
  const sessionId = Number(useParams().sessionId);
  usePageTitle(t('manager.observe.eyebrow'));
  useEffect(() => observation.open(sessionId), [observation, sessionId]);

  const session = observation.session;
  if (session) return <ObservedSession session={session} />;
  const problem = observation.state === 'refused' ? observation.problem : null;
  return (
    <div className="console-page observe-page">
      <PageHeader title={t('manager.observe.eyebrow')}>
        <LeaveLink watching={problem === null} />
      </PageHeader>
      {problem === null ? (
        <LoadingState label={t('manager.observe.starting')} />
      ) : problem === 'failed' ? (
        <ErrorState description={t('manager.observe.failed')} onRetry={() => observation.retry()} />
      ) : (
        <EmptyState
          title={t(`manager.observe.${problem}Title`)}
          description={t(`manager.observe.${problem}Text`)}
        />
      )}
    </div>
  );
});

const ObservedSession = observer(function ObservedSession({ session }: { session: SessionView }) {
  const { classroom, observation } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const student = session.student.first_name;
  const tutor = session.tutor?.first_name ?? t('manager.observe.previousTutor');
  const ended = session.status === 'ended' || session.status === 'transferred';
  // The tutor's side is on the right, as the tutor sees the chat; every run is named.
  const tutorSide = (senderId: number | null) => senderId !== session.student.id;
  const senderName = (senderId: number | null) => {
    if (senderId === session.student.id) return student;
    const tutors = [...session.former_tutors, ...(session.tutor ? [session.tutor] : [])];
    return tutors.find((person) => person.id === senderId)?.first_name ?? t('manager.observe.previousTutor');
  };

  return (
    <div className="console-page observe-page">
      <PageHeader
        eyebrow={t('manager.observe.eyebrow')}
        title={t('manager.observe.title', {
          student: fullName(session.student),
          tutor: session.tutor ? fullName(session.tutor) : tutor,
        })}
      >
        <LeaveLink watching />
      </PageHeader>
      <p className="observe-page__about">
        {t('manager.observe.about', {
          subject: `${subjectName(session.subject)}${session.topic ? ` · ${session.topic.name}` : ''}`,
          time: session.matched_at === null ? '—' : format.time(session.matched_at),
        })}
      </p>
      <p className="lt-alert lt-alert--info observe-page__note">
        {t('manager.observe.readOnly', { tutor, student })}
      </p>
      <div role="status" className="observe-page__status">
        {ended ? <p className="lt-alert lt-alert--info">{t('manager.observe.ended')}</p> : null}
      </div>
      <div className="observe">
        <section className="chat observe__chat" aria-labelledby="observe-chat-title">
          <h2 id="observe-chat-title" className="chat__header observe__heading">
            {t('manager.observe.conversation')}
          </h2>
          {observation.earlierMessages ? (
            <p className="console-muted observe__earlier">
              {t('manager.observe.earlier', { count: OBSERVATION_MESSAGES_MAX })}
            </p>
          ) : null}
          <MessageList
            session={session}
            store={classroom}
            id={`observe-${session.id}-log`}
            label={t('manager.observe.logLabel', { student, tutor })}
            questionLabel={
              <>
                {t('manager.observe.question', { name: student })} ·{' '}
                <time dateTime={format.iso(session.requested_at)}>{format.time(session.requested_at)}</time>
              </>
            }
            renderMessage={({ item, position }) => {
              const senderId = isStored(item) ? item.sender_id : null;
              return (
                <Bubble
                  item={item}
                  own={tutorSide(senderId)}
                  position={position}
                  sender={senderName(senderId)}
                  receipt={null}
                  canReact={false}
                  watching
                />
              );
            }}
            pendingFiles={0}
            endText={(ending) =>
              ending === 'transferred'
                ? t('manager.observe.transferred', { name: student })
                : t(`manager.observe.endedBy.${ending}`, { name: student, tutor })
            }
            format={format}
          />
        </section>
        <section className="observe__board" aria-labelledby="observe-board-title">
          <h2 id="observe-board-title" className="observe__heading">
            {t('manager.observe.board')}
          </h2>
          <Whiteboard
            sessionId={session.id}
            store={classroom}
            translate={(key, values) => t(`whiteboard.${key}`, values)}
            readOnly
          />
        </section>
      </div>
    </div>
  );
});
