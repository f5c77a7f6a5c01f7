import type { MessageMedia, SessionMessage, SessionView } from '@lantern/shared/contracts/sessions';
import { endedByRole } from '@lantern/shared/domain/live-help/session-end';
import { type SequencePosition, sequencePositions } from '@lantern/shared/domain/live-help/message-grouping';
import type { PendingMessage } from '@lantern/shared/state/classroom-store';
import { useSubjectName } from '@lantern/shared/ui/subject-name';
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaBubble, PendingUploadItem } from './chat-media.js';
import { Lightbox } from './lightbox.js';
import { MessageActions } from './message-actions.js';
import { useLiveHelp } from './use-live-help.js';
import { initials, shortName, tutorLabel, useInstantFormat } from './format.js';

type TimelineItem = SessionMessage | PendingMessage;
const isStored = (item: TimelineItem): item is SessionMessage => 'seq' in item;
/** Close enough to the bottom that a new message should scroll into view. */
const STICK_PX = 80;

interface MessageListProps {
  session: SessionView;
}

/** The conversation: the question first, then the messages in runs, then how it ended. */
export const MessageList = observer(function MessageList({ session }: MessageListProps) {
  const { classroom, uploads } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const format = useInstantFormat();
  const subjectName = useSubjectName();
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const stickRef = useRef(true);
  const me = classroom.me;
  const [picture, setPicture] = useState<MessageMedia | null>(null);
  const files = uploads.forSession(session.id);
  const canReact = session.status === 'matched';

  const items = classroom.timeline(session.id);
  const positions = sequencePositions(
    items.map((item) =>
      isStored(item) ? item : { sender_id: me, created_at: Math.floor(item.created_at / 1000), kind: 'text' },
    ),
  );
  const { name: tutorName, badge } = tutorLabel(t, session);
  // After a handoff the earlier tutor's messages stay theirs, under their name.
  const writer = (senderId: number | null) => {
    if (senderId === session.tutor?.id) return { name: tutorName, badge };
    const former = classroom.tutorOf(session.id, senderId);
    return former
      ? { name: shortName(former), badge: initials(former) }
      : { name: t('chat.previousTutor'), badge: '?' };
  };
  const isEarlierTutor = (item: TimelineItem) =>
    isStored(item) && item.kind !== 'system' && item.sender_id !== me && item.sender_id !== session.tutor?.id;
  const lastEarlier = items.findLastIndex(isEarlierTutor);
  const firstTutor = session.former_tutors[0] ?? null;
  const handedOver = firstTutor !== null || lastEarlier >= 0;
  const tookOver =
    handedOver && session.tutor ? (
      <li className="chat-line">{t('chat.tookOver', { name: tutorName })}</li>
    ) : null;
  const draft = classroom.aiDrafts.get(session.id);
  const readUpTo = classroom.readByOther.get(session.id) ?? 0;
  const lastOwnStored = items.findLast((item) => isStored(item) && item.sender_id === me);
  const last = items.at(-1);

  // A new message scrolls into view when the reader is at the bottom, or when they sent it.
  const lastOwn = last !== undefined && (!isStored(last) || last.sender_id === me);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box && (stickRef.current || lastOwn)) box.scrollTop = box.scrollHeight;
  }, [items.length, lastOwn]);
  // Whatever else grows or shrinks the conversation (a failed message's buttons, the AI tutor's
  // answer being written, a picture loading, a phone turning) keeps a reader at the bottom there.
  useEffect(() => {
    const box = scrollRef.current;
    const list = listRef.current;
    if (!box || !list) return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(list);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // A file the student just chose comes into view, wherever they had scrolled.
  const fileCount = files.length;
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (box && fileCount > 0) box.scrollTop = box.scrollHeight;
  }, [fileCount]);

  const ended = session.status === 'ended' || session.status === 'transferred';
  const endedBy = endedByRole({
    ended_by: session.ended_by,
    student_id: session.student.id,
    tutor_id: session.tutor?.id ?? null,
  });
  const endLine =
    session.status === 'transferred'
      ? t('chat.transferred')
      : endedBy === 'student'
        ? t('chat.endedByYou')
        : endedBy === 'tutor'
          ? t('chat.endedByTutor', { name: tutorName })
          : t('chat.endedByOther');

  return (
    <div
      ref={scrollRef}
      className="chat-log"
      role="log"
      aria-label={t('chat.messagesLabel', { name: tutorName })}
      // The log scrolls; keyboard users scroll it with the arrow keys once it has focus.
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        stickRef.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX;
      }}
    >
      <ol ref={listRef} className="chat-log__list">
        <li className="chat-question">
          <p className="chat-question__label">{t('chat.questionCard')}</p>
          <p className="chat-question__text">{session.question}</p>
          <p className="chat-question__subject">
            <span className="tag">
              {subjectName(session.subject)}
              {session.topic ? ` · ${session.topic.name}` : ''}
            </span>
          </p>
        </li>
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
        {items.map((item, index) => {
          const position = positions[index] ?? 'single';
          if (isStored(item) && item.kind === 'system')
            return (
              <li key={item.client_id} className="chat-line">
                {item.text}
              </li>
            );
          const own = !isStored(item) || item.sender_id === me;
          const by = own ? null : writer(isStored(item) ? item.sender_id : null);
          return (
            <Fragment key={item.client_id}>
              <MessageItem
                item={item}
                own={own}
                position={position}
                senderName={by ? by.name : t('chat.you')}
                initials={by ? by.badge : ''}
                canReact={canReact}
                onOpenImage={setPicture}
                receipt={
                  item === lastOwnStored && isStored(item)
                    ? item.seq <= readUpTo
                      ? t('chat.read')
                      : t('chat.delivered')
                    : null
                }
              />
              {index === lastEarlier ? tookOver : null}
            </Fragment>
          );
        })}
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
                {draft.text}
              </p>
              <p className="chat-message__meta">
                <span>{t('chat.aiWriting')}</span>
              </p>
            </div>
          </li>
        ) : null}
        {ended && session.ended_at !== null ? (
          <li className="chat-line chat-line--end">
            {endLine} · <time dateTime={format.iso(session.ended_at)}>{format.time(session.ended_at)}</time>
          </li>
        ) : null}
      </ol>
      <Lightbox media={picture} onClose={() => setPicture(null)} />
    </div>
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
  const format = useInstantFormat();
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
            {item.text}
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
