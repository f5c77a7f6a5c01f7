import type { SessionView } from '@lantern/shared/contracts/sessions';
import { useChatText } from '@lantern/shared/ui/chat/chat-text';
import { WhiteboardPane, WhiteboardToggle } from '@lantern/shared/ui/chat/chat-whiteboard';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { AssessmentDialog } from './assessment-dialog.js';
import { ChatComposer } from './chat-composer.js';
import { fullName } from './classroom-format.js';
import { EndSessionDialog } from './end-session-dialog.js';
import { HandoffDialog } from './handoff-dialog.js';
import { MessageLog } from './message-log.js';
import { usePageVisible } from './use-page-visible.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

const isOpen = (session: SessionView) => session.status === 'waiting' || session.status === 'matched';

/** One student's chat: who and what about, the conversation, "typing…", the composer and End session. */
export const ChatPanel = observer(function ChatPanel({ session }: { session: SessionView }) {
  const { classroom, tutorClassroom, handoff, assessments } = useStores();
  const { t } = useTranslation('console');
  const say = useChatText('console');
  const subjectName = useSubjectName();
  const format = useLocaleFormat();
  const visible = usePageVisible();
  const [confirming, setConfirming] = useState(false);
  const [boardOpen, setBoardOpen] = useState(false);
  const boardToggle = useRef<HTMLButtonElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const id = session.id;
  const open = isOpen(session);
  const name = fullName(session.student);
  const lastSeq = classroom.lastSeq(id);

  // On screen, the student's messages are read as they arrive.
  useEffect(() => {
    if (!visible) return;
    tutorClassroom.setViewing(id);
    return () => tutorClassroom.stopViewing(id);
  }, [visible, id, tutorClassroom]);
  useEffect(() => {
    if (visible) classroom.markRead(id);
  }, [visible, id, lastSeq, session.unread_count, classroom]);

  // A clicked notification puts the cursor in the reply box.
  const focusRequested = tutorClassroom.focusRequest === id;
  useEffect(() => {
    if (!focusRequested) return;
    composer.current?.focus();
    tutorClassroom.focusHandled();
  }, [focusRequested, tutorClassroom]);

  const problem = tutorClassroom.endRefused === id ? classroom.endProblem : null;
  const typing = classroom.typing.get(id) === true;

  return (
    // The chat, and its shared whiteboard beside it when open (a sheet over the window when narrow).
    <>
      <article className="chat" aria-labelledby={`chat-${id}-title`}>
        <header className="chat__header">
          <div className="chat__who">
            <h2 id={`chat-${id}-title`} className="chat__title">
              {name}
            </h2>
            <p className="chat__about">
              {subjectName(session.subject)}
              {session.topic ? ` · ${session.topic.name}` : ''}
              {session.matched_at !== null ? (
                <>
                  {' · '}
                  {t('tutor.classroom.chat.since', { time: format.time(session.matched_at) })}
                </>
              ) : null}
            </p>
          </div>
          <div className="chat__tools">
            <WhiteboardToggle
              open={boardOpen}
              controls={`chat-${id}-board`}
              onToggle={() => setBoardOpen(!boardOpen)}
              translate={say}
              className="chat__action"
              buttonRef={boardToggle}
            />
            {session.status === 'matched' ? (
              <button
                type="button"
                className="lt-button lt-button--ghost chat__action"
                onClick={() => void handoff.open(id)}
              >
                {t('tutor.classroom.chat.handOff')}
              </button>
            ) : null}
            {open ? (
              <button
                type="button"
                className="lt-button lt-button--secondary chat__action"
                disabled={classroom.ending === id}
                onClick={() => setConfirming(true)}
              >
                {classroom.ending === id ? t('tutor.classroom.end.ending') : t('tutor.classroom.end.button')}
              </button>
            ) : (
              <>
                {session.status === 'ended' && assessments.offersAssessment(id) ? (
                  <button
                    type="button"
                    className="lt-button lt-button--primary chat__action"
                    onClick={() => void assessments.open(id)}
                  >
                    {t('tutor.classroom.chat.completeAssessment')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="lt-button lt-button--ghost chat__action"
                  onClick={() => tutorClassroom.close(id)}
                >
                  {t('tutor.classroom.chat.close')}
                </button>
              </>
            )}
          </div>
        </header>
        <ObservedNotice sessionId={id} />
        {problem ? (
          <div className="lt-alert lt-alert--error chat__problem" role="alert">
            <p>{t(endProblemKey(problem.code), { name: session.student.first_name })}</p>
            <button
              type="button"
              className="lt-button lt-button--ghost console-alert__dismiss"
              onClick={() => classroom.dismissEndProblem()}
            >
              {t('tutor.punchClock.dismiss')}
            </button>
          </div>
        ) : null}
        <MessageLog session={session} />
        <p className="chat__typing" aria-live="polite">
          {typing && open ? t('tutor.classroom.chat.typing', { name: session.student.first_name }) : ''}
        </p>
        <ChatComposer session={session} inputRef={composer} />
        {assessments.sessionId === id ? <AssessmentDialog studentName={session.student.first_name} /> : null}
        {handoff.sessionId === id ? <HandoffDialog studentName={session.student.first_name} /> : null}
        <EndSessionDialog
          isOpen={confirming}
          studentName={session.student.first_name}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            setConfirming(false);
            await tutorClassroom.end(id);
            // Focus had been on End session, which an ended chat no longer has: the conversation takes it.
            if (!isOpen(classroom.sessions.get(id) ?? session))
              document.getElementById(`chat-${id}-log`)?.focus();
          }}
        />
      </article>
      {boardOpen ? (
        <WhiteboardPane
          session={session}
          id={`chat-${id}-board`}
          store={classroom}
          translate={(key, values) => t(`whiteboard.${key}`, values)}
          chatTranslate={say}
          onClose={() => setBoardOpen(false)}
          toggleRef={boardToggle}
        />
      ) : null}
    </>
  );
});

/**
 * While a manager watches this chat, the tutor is told who (the student is not). The live region
 * stays in place, so the notice is read out as it comes and goes.
 */
const ObservedNotice = observer(function ObservedNotice({ sessionId }: { sessionId: number }) {
  const { tutorClassroom } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const observers = tutorClassroom.observersOf(sessionId);
  return (
    <div role="status" className="chat__observed">
      {observers.length > 0 ? (
        <p className="lt-alert lt-alert--info chat__observed-text">
          {t('tutor.classroom.chat.observed', {
            count: observers.length,
            names: format.list(observers.map(fullName)),
          })}
        </p>
      ) : null}
    </div>
  );
});

/** The spec's refusals, each with its own text: the session was already over. */
function endProblemKey(code: string): string {
  if (code === 'session_ended_by_other') return 'tutor.classroom.end.endedByStudent';
  if (code === 'session_transferred') return 'tutor.classroom.end.transferred';
  return 'tutor.classroom.end.failed';
}
