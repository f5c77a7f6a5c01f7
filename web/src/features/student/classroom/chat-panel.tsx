import type { SessionView } from '@lantern/shared/contracts/sessions';
import { useChatText } from '@lantern/shared/ui/chat/chat-text';
import { WhiteboardPane, WhiteboardToggle } from '@lantern/shared/ui/chat/chat-whiteboard';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../app/router-link.js';
import { AiUnavailableDialog } from './ask-refusals.js';
import { ChatDisabledDialog } from './chat-disabled-dialog.js';
import { Composer } from './composer.js';
import { EndSessionDialog } from './end-session-dialog.js';
import { FeedbackDialog } from './feedback-dialog.js';
import { WhiteboardIcon } from './media-icons.js';
import { tutorLabel } from './format.js';
import { MessageList } from './message-list.js';
import { ShareSessionButton } from './share-session.js';
import { TransferDialog } from './transfer-dialog.js';
import { useLiveHelp } from './use-live-help.js';

const END_PROBLEMS = new Set(['session_ended_by_other', 'session_transferred']);

/** The chat with the tutor: who, the conversation, typing, the composer, and ending it. */
export const ChatPanel = observer(function ChatPanel({ session }: { session: SessionView }) {
  const liveHelp = useLiveHelp();
  const { classroom } = liveHelp;
  const { t } = useTranslation('classroom');
  const say = useChatText('classroom');
  const subjectName = useSubjectName();
  const [confirming, setConfirming] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [boardOpen, setBoardOpen] = useState(false);
  const boardToggle = useRef<HTMLButtonElement>(null);
  const boardId = `chat-board-${session.id}`;
  const open = session.status === 'matched';
  const ai = liveHelp.isAiSession(session);
  const { name: tutorName, badge } = tutorLabel(t, session);
  const lastSeq = classroom.lastSeq(session.id);

  // What is on screen while the page is visible has been read; a hidden tab catches up on return.
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState === 'visible') classroom.markRead(session.id);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [classroom, session.id, lastSeq]);

  const end = async () => {
    await liveHelp.end(session.id);
    setConfirming(false);
  };
  const problem = classroom.endProblem;
  const problemText = problem
    ? t(`end.errors.${END_PROBLEMS.has(problem.code) ? problem.code : 'failed'}`)
    : null;
  const feedbackGiven = session.is_feedback_completed;

  // The feedback dialog closed (sent or skipped): the control that opened it went with the session,
  // so focus goes to what comes next, the new session, in the group that says the session ended.
  const endedLeadId = useId();
  const ended = useRef<HTMLDivElement>(null);
  const askingFeedback = liveHelp.needsFeedback(session);
  const feedbackClosed = () => {
    if (!liveHelp.needsFeedback(session))
      ended.current?.querySelector<HTMLElement>('.chat-ended__next')?.focus();
  };

  return (
    // The chat, and its shared whiteboard beside it when open (a sheet over the page on a phone).
    <div className="chat-layout">
      <section className="chat-panel" aria-labelledby="chat-heading">
        <header className="chat-panel__header">
          <span className="chat-panel__avatar" aria-hidden="true">
            {badge}
          </span>
          <div className="chat-panel__who">
            <h2 id="chat-heading">{t('chat.with', { name: tutorName })}</h2>
            <p className="chat-panel__subject">
              {subjectName(session.subject)}
              {session.topic ? ` · ${session.topic.name}` : ''}
            </p>
          </div>
          {open ? (
            <div className="chat-panel__actions">
              <WhiteboardToggle
                open={boardOpen}
                controls={boardId}
                onToggle={() => setBoardOpen(!boardOpen)}
                translate={say}
                icon={<WhiteboardIcon size={18} />}
                className="chat-panel__board-toggle"
                buttonRef={boardToggle}
              />
              {ai ? null : (
                <button
                  type="button"
                  className="lt-button lt-button--ghost"
                  onClick={() => setTransferring(true)}
                >
                  {t('transfer.open')}
                </button>
              )}
              <button
                type="button"
                className="lt-button lt-button--secondary"
                onClick={() => setConfirming(true)}
              >
                {t('end.open')}
              </button>
            </div>
          ) : null}
        </header>
        {problemText ? (
          <div className="lt-alert lt-alert--warning chat-panel__alert" role="alert">
            <span>{problemText}</span>
            <button
              type="button"
              className="lt-button lt-button--ghost"
              onClick={classroom.dismissEndProblem}
            >
              {t('refusals.alreadyInSession.close')}
            </button>
          </div>
        ) : null}
        <MessageList session={session} />
        {open ? null : (
          <div ref={ended} className="chat-ended" role="group" aria-labelledby={endedLeadId}>
            <div className="chat-ended__text">
              <p id={endedLeadId} className="chat-ended__lead">
                {t('chat.endedLead')}
              </p>
              {feedbackGiven ? <p className="chat-ended__thanks">{t('chat.feedbackThanks')}</p> : null}
            </div>
            <div className="chat-ended__actions">
              <RouterLink
                className="lt-button lt-button--primary chat-ended__next"
                href="/student/start-session"
              >
                {t('classroom.newSession')}
              </RouterLink>
              <RouterLink className="lt-button lt-button--secondary" href="/student/classroom?tab=history">
                {t('classroom.seeHistory')}
              </RouterLink>
              <ShareSessionButton sessionId={session.id} />
              {!feedbackGiven && liveHelp.feedbackSkipped.has(session.id) ? (
                <button
                  type="button"
                  className="lt-button lt-button--ghost"
                  onClick={() => liveHelp.reopenFeedback(session.id)}
                >
                  {t('chat.giveFeedback')}
                </button>
              ) : null}
            </div>
          </div>
        )}
        <p className="chat-typing" aria-live="polite">
          {open && classroom.typing.get(session.id) ? (
            <>
              <span className="chat-typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {t('chat.typing', { name: tutorName })}
            </>
          ) : null}
        </p>
        <Composer sessionId={session.id} disabled={!open} />
        <EndSessionDialog
          isOpen={confirming}
          ending={classroom.ending === session.id}
          onConfirm={() => void end()}
          onCancel={() => setConfirming(false)}
        />
        <FeedbackDialog
          key={session.id}
          sessionId={session.id}
          isOpen={askingFeedback}
          onClosed={feedbackClosed}
        />
        {ai ? null : (
          <TransferDialog
            sessionId={session.id}
            isOpen={transferring}
            onClose={() => setTransferring(false)}
          />
        )}
        <ChatDisabledDialog />
        <AiUnavailableDialog
          isOpen={open && classroom.aiFailed.has(session.id)}
          busy={liveHelp.switching}
          onLiveTutor={() => void liveHelp.askLiveTutorInstead(session)}
          onClose={() => classroom.dismissAiFailure(session.id)}
          closeLabel={t('refusals.aiUnavailable.notNow')}
        />
      </section>
      {boardOpen ? (
        <WhiteboardPane
          session={session}
          id={boardId}
          store={classroom}
          translate={(key, values) => t(`whiteboard.${key}`, values)}
          chatTranslate={say}
          onClose={() => setBoardOpen(false)}
          toggleRef={boardToggle}
        />
      ) : null}
    </div>
  );
});
