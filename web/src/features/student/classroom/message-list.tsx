import type { MessageMedia, SessionView } from '@lantern/shared/contracts/sessions';
import type { SequencePosition } from '@lantern/shared/domain/live-help/message-grouping';
import {
  MessageList as ChatMessageList,
  isStored,
  type MessageRow,
  type SessionEnding,
  type TimelineItem,
} from '@lantern/shared/ui/chat/message-list';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaBubble, PendingUploadItem } from './chat-media.js';
import { Lightbox } from './lightbox.js';
import { MessageActions } from './message-actions.js';
import { useLiveHelp } from './use-live-help.js';
import { initials, shortName, tutorLabel } from './format.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

const END_KEYS: Record<SessionEnding, string> = {
  transferred: 'chat.transferred',
  student: 'chat.endedByYou',
  tutor: 'chat.endedByTutor',
  other: 'chat.endedByOther',
};

/** The student's conversation: with the tutor's name and initials, and after a handoff, who wrote what. */
export const MessageList = observer(function MessageList({ session }: { session: SessionView }) {
  const { classroom, uploads } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const format = useLocaleFormat();
  const [picture, setPicture] = useState<MessageMedia | null>(null);
  const me = classroom.me;
  const files = uploads.forSession(session.id);
  const items = classroom.timeline(session.id);

  const { name: tutorName, badge } = tutorLabel(t, session);
  // After a handoff the earlier tutor's messages stay theirs, under their name.
  const writer = (senderId: number | null) => {
    if (senderId === session.tutor?.id) return { name: tutorName, badge };
    const former = classroom.tutorOf(session.id, senderId);
    return former
      ? { name: shortName(former), badge: initials(former) }
      : { name: t('chat.previousTutor'), badge: '?' };
  };
  const lastEarlier = items.findLastIndex(
    (item) =>
      isStored(item) &&
      item.kind !== 'system' &&
      item.sender_id !== me &&
      item.sender_id !== session.tutor?.id,
  );
  const firstTutor = session.former_tutors[0] ?? null;
  const handedOver = firstTutor !== null || lastEarlier >= 0;
  const tookOver =
    handedOver && session.tutor ? (
      <li className="chat-line">{t('chat.tookOver', { name: tutorName })}</li>
    ) : null;
  const draft = classroom.aiDrafts.get(session.id);

  const renderMessage = ({ item, index, own, position, receipt, canReact }: MessageRow) => {
    const by = own ? null : writer(isStored(item) ? item.sender_id : null);
    return (
      <>
        <MessageItem
          item={item}
          own={own}
          position={position}
          senderName={by ? by.name : t('chat.you')}
          initials={by ? by.badge : ''}
          canReact={canReact}
          onOpenImage={setPicture}
          receipt={receipt ? t(receipt === 'read' ? 'chat.read' : 'chat.delivered') : null}
        />
        {index === lastEarlier ? tookOver : null}
      </>
    );
  };

  return (
    <>
      <ChatMessageList
        session={session}
        store={classroom}
        label={t('chat.messagesLabel', { name: tutorName })}
        questionLabel={t('chat.questionCard')}
        subjectClassName="tag"
        opening={
          <>
            {session.matched_at !== null && session.tutor ? (
              <li className="chat-line">
                {handedOver
                  ? firstTutor
                    ? t('chat.joined', { name: shortName(firstTutor) })
                    : t('chat.firstTutorJoined')
                  : t('chat.joined', { name: tutorName })}{' '}
                · <time dateTime={format.iso(session.matched_at)}>{format.time(session.matched_at)}</time>
              </li>
            ) : null}
            {lastEarlier === -1 ? tookOver : null}
          </>
        }
        renderMessage={renderMessage}
        closing={
          <>
            {files.map((upload) => (
              <PendingUploadItem key={upload.client_id} upload={upload} />
            ))}
            {draft ? (
              <li className="chat-message chat-message--other chat-message--single chat-message--draft">
                <span className="chat-message__avatar" aria-hidden="true">
                  {badge}
                </span>
                <div className="chat-message__body">
                  <p className="chat-bubble">
                    <span className="lt-visually-hidden">{tutorName}: </span>
                    <MathText text={draft.text} />
                  </p>
                  <p className="chat-message__meta">
                    <span>{t('chat.aiWriting')}</span>
                  </p>
                </div>
              </li>
            ) : null}
          </>
        }
        pendingFiles={files.length}
        endText={(ending) => t(END_KEYS[ending], { name: tutorName })}
        format={format}
      />
      <Lightbox media={picture} onClose={() => setPicture(null)} />
    </>
  );
});

interface MessageItemProps {
  item: TimelineItem;
  own: boolean;
  position: SequencePosition;
  senderName: string;
  initials: string;
  /** "Delivered" or "Read" under the last of one's own stored messages. */
  receipt: string | null;
  /** The chat is open: reactions can change (bookmarks can, always). */
  canReact: boolean;
  onOpenImage(media: MessageMedia): void;
}

const MessageItem = observer(function MessageItem({
  item,
  own,
  position,
  senderName,
  initials: letters,
  receipt,
  canReact,
  onOpenImage,
}: MessageItemProps) {
  const { classroom } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const format = useLocaleFormat();
  const pending = isStored(item) ? null : item;
  const endsRun = position === 'single' || position === 'bottom';
  const seconds = isStored(item) ? item.created_at : Math.floor(item.created_at / 1000);
  const side = own ? 'own' : 'other';

  return (
    <li
      className={`chat-message chat-message--${side} chat-message--${position}${pending && pending.status !== 'sending' ? ' chat-message--failed' : ''}${pending?.status === 'sending' ? ' chat-message--sending' : ''}`}
    >
      {!own ? (
        <span className="chat-message__avatar" aria-hidden="true">
          {endsRun ? letters : ''}
        </span>
      ) : null}
      <div className="chat-message__body">
        {isStored(item) && item.kind === 'media' && item.media ? (
          <MediaBubble
            media={item.media}
            senderName={senderName}
            caption={item.text}
            onOpenImage={onOpenImage}
          />
        ) : (
          <p className="chat-bubble">
            <span className="lt-visually-hidden">{senderName}: </span>
            <MathText text={item.text} />
          </p>
        )}
        {pending?.status === 'blocked' ? (
          <div className="chat-message__failed" role="alert">
            <span>{t('chat.blocked')}</span>
            <button
              type="button"
              className="chat-message__action"
              onClick={() => classroom.discard(item.client_id)}
            >
              {t('chat.discard')}
            </button>
          </div>
        ) : pending?.status === 'failed' ? (
          <div className="chat-message__failed" role="alert">
            <span>{t('chat.notSent')}</span>
            <button
              type="button"
              className="chat-message__action"
              onClick={() => classroom.retry(item.client_id)}
            >
              {t('chat.retry')}
            </button>
            <button
              type="button"
              className="chat-message__action"
              onClick={() => classroom.discard(item.client_id)}
            >
              {t('chat.discard')}
            </button>
          </div>
        ) : endsRun || pending || receipt ? (
          <p className="chat-message__meta">
            {endsRun ? <time dateTime={format.iso(seconds)}>{format.time(seconds)}</time> : null}
            {pending?.status === 'sending' ? <span>{t('chat.sending')}</span> : null}
            {receipt ? <span>{receipt}</span> : null}
          </p>
        ) : null}
        {isStored(item) ? <MessageActions message={item} canReact={canReact} /> : null}
      </div>
    </li>
  );
});
