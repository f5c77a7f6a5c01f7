import type { MessageMedia, SessionMessage, SharedSession } from '@lantern/shared/contracts/sessions';
import { ReactionCount } from '@lantern/shared/ui/chat/message-reactions';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../app/home-page-frame.js';
import { RouterLink } from '../../app/router-link.js';
import { useStores } from '../../stores/stores-context.js';
import { MediaBubble } from '../student/classroom/chat-media.js';
import { Lightbox } from '../student/classroom/lightbox.js';
import { ShareIcon } from '../student/classroom/media-icons.js';
import '../student/classroom/classroom.css';
import { useSharedSessions } from './use-shared-sessions.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import './shared-session.css';

/**
 * `/shared-session/:key`: a session a student shared, for anyone signed in to read: who shared
 * it and when, the question, and the conversation, read-only. A wrong or withdrawn link says so.
 */
function SharedSessionPage() {
  const { user } = useStores();
  const sharedSessions = useSharedSessions();
  const { t } = useTranslation('classroom');
  const { key = '' } = useParams();
  const state = sharedSessions.opened(key);
  usePageTitle(t('sharedSession.title'));

  return (
    <div className="page shared-session-page">
      {state.status === 'loading' || state.status === 'failed' ? (
        <PendingState
          failed={state.status === 'failed'}
          onRetry={() => void sharedSessions.open(key, true)}
          loadingLabel={t('sharedSession.loading')}
          errorTitle={t('sharedSession.failed')}
        />
      ) : state.status === 'not_found' ? (
        <section className="shared-session__missing" aria-labelledby="shared-missing">
          <span className="shared-session__missing-icon" aria-hidden="true">
            <ShareIcon size={28} />
          </span>
          <h1 id="shared-missing">{t('sharedSession.notFoundTitle')}</h1>
          <p>{t('sharedSession.notFoundText')}</p>
          <RouterLink className="lt-button lt-button--primary" href="/">
            {t('sharedSession.home')}
          </RouterLink>
        </section>
      ) : (
        <Transcript shared={state.shared} viewer={user.current} />
      )}
    </div>
  );
}

interface TranscriptProps {
  shared: SharedSession;
  viewer: { id: number; first_name: string; last_name: string } | null;
}

function Transcript({ shared, viewer }: TranscriptProps) {
  const { t } = useTranslation('classroom');
  const format = useLocaleFormat();
  const subjectName = useSubjectName();
  const [picture, setPicture] = useState<MessageMedia | null>(null);
  const { session, sharingUser, messages } = shared;
  const sharer = `${sharingUser.firstName} ${sharingUser.lastName.charAt(0)}.`;
  const tutor = session.tutor_first_name ?? t('chat.tutorFallback');
  // The copy names no one by id: a participant's own messages are theirs, the rest the other
  // person's (the sharer is the student); to anyone else both sides read alike.
  const mine = (message: SessionMessage) => viewer !== null && message.sender_id === viewer.id;
  const participant = messages.some(mine);
  const viewerIsSharer =
    viewer?.first_name === sharingUser.firstName && viewer.last_name === sharingUser.lastName;
  const otherName = participant ? (viewerIsSharer ? tutor : sharingUser.firstName) : null;

  return (
    <article className="shared-session">
      <div className="shared-session__header">
        <PageHeader
          eyebrow={t('sharedSession.eyebrow')}
          heading={t('sharedSession.heading', { subject: subjectName(session.subject) })}
          lead={t('sharedSession.sharedBy', { name: sharer, date: format.dateTime(shared.shareDate) })}
        />
        <p className="shared-session__meta">
          {t('sharedSession.between', { student: sharingUser.firstName, tutor })} ·{' '}
          <time dateTime={format.iso(session.started_at)}>{format.dateTime(session.started_at)}</time>
        </p>
        <p className="lt-alert lt-alert--info shared-session__note">{t('sharedSession.readOnly')}</p>
      </div>
      <div
        className="chat-log shared-session__log"
        role="log"
        aria-label={t('sharedSession.logLabel')}
        tabIndex={0}
      >
        <ol className="chat-log__list">
          <li className="chat-question">
            <p className="chat-question__label">{t('sharedSession.question')}</p>
            <p className="chat-question__text">
              <MathText text={session.question} />
            </p>
            <p className="chat-question__subject">
              <span className="tag">{subjectName(session.subject)}</span>
            </p>
          </li>
          {messages.length === 0 ? <li className="chat-line">{t('sharedSession.noMessages')}</li> : null}
          {messages.map((message) => {
            if (message.kind === 'system' || message.sender_id === null)
              return (
                <li key={message.id} className="chat-line">
                  {message.text}
                </li>
              );
            const own = mine(message);
            const who = own ? t('chat.you') : (otherName ?? t('sharedSession.someone'));
            return (
              <li
                key={message.id}
                className={`chat-message chat-message--${own ? 'own' : 'other'} chat-message--single`}
              >
                <div className="chat-message__body">
                  {message.kind === 'media' && message.media ? (
                    <MediaBubble media={message.media} senderName={who} onOpenImage={setPicture} />
                  ) : (
                    <p className="chat-bubble">
                      {own || otherName ? <span className="lt-visually-hidden">{who}: </span> : null}
                      <MathText text={message.text} />
                    </p>
                  )}
                  {message.reactions.length > 0 ? (
                    <p className="shared-session__reactions">
                      {message.reactions.map((reaction) => (
                        <ReactionCount
                          key={reaction.emoji}
                          emoji={reaction.emoji}
                          count={reaction.user_ids.length}
                        />
                      ))}
                    </p>
                  ) : null}
                  <p className="chat-message__meta">
                    <time dateTime={format.iso(message.created_at)}>{format.time(message.created_at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      <Lightbox media={picture} onClose={() => setPicture(null)} />
    </article>
  );
}

export default observer(SharedSessionPage);
