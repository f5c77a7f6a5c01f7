import type { SessionMessage, SessionView } from '@lantern/shared/contracts/sessions';
import type { SequencePosition } from '@lantern/shared/domain/live-help/message-grouping';
import { formatVoiceNoteDuration } from '@lantern/shared/domain/files/chat-uploads';
import type { PendingUpload } from '@lantern/shared/state/chat-uploads';
import { isStored, MessageList, type TimelineItem } from '@lantern/shared/ui/chat/message-list';
import { VoiceNotePlayer } from '@lantern/shared/ui/chat-media/voice-note-dialog';
import { MathText } from '@lantern/shared/ui/math/math-text';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { MessageReactions } from './message-reactions.js';
import { useRefusalText } from './upload-texts.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/**
 * The tutor's conversation with one student: the tutor's own messages on the right with their
 * state (sending, not sent, sent, read), the student's under their first name.
 */
export const MessageLog = observer(function MessageLog({ session }: { session: SessionView }) {
  const { classroom, uploads } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const student = session.student.first_name;
  const sending = uploads.forSession(session.id);

  return (
    <MessageList
      session={session}
      store={classroom}
      id={`chat-${session.id}-log`}
      label={t('tutor.classroom.chat.logLabel', { name: student })}
      questionLabel={
        <>
          {t('tutor.classroom.chat.question', { name: student })} ·{' '}
          <time dateTime={format.iso(session.requested_at)}>{format.time(session.requested_at)}</time>
        </>
      }
      renderMessage={({ item, own, position, receipt, canReact }) => (
        <Bubble
          item={item}
          own={own}
          position={position}
          canReact={canReact}
          sender={
            own
              ? t('tutor.classroom.chat.you')
              : isStored(item) && item.sender_id === session.student.id
                ? student
                : t('tutor.classroom.chat.previousTutor')
          }
          receipt={
            receipt ? t(receipt === 'read' ? 'tutor.classroom.chat.read' : 'tutor.classroom.chat.sent') : null
          }
        />
      )}
      closing={sending.map((upload) => (
        <UploadBubble key={upload.client_id} upload={upload} />
      ))}
      pendingFiles={sending.length}
      endText={(ending) =>
        ending === 'transferred'
          ? t('tutor.classroom.chat.transferred', { name: student })
          : t(`tutor.classroom.chat.endedBy.${ending}`, { name: student })
      }
      format={format}
    />
  );
});

interface BubbleProps {
  item: TimelineItem;
  /** On the right: the tutor's side (the tutor's own messages, or the tutor's as a manager watches). */
  own: boolean;
  position: SequencePosition;
  sender: string;
  /** "Sent" or "Read" under the last of the tutor's own stored messages. */
  receipt: string | null;
  /** The chat is open: reactions can change (an ended one's are only shown). */
  canReact: boolean;
  /** A manager observing: every run is named, and nothing can be changed. */
  watching?: boolean;
}

export const Bubble = observer(function Bubble({
  item,
  own,
  position,
  sender,
  receipt,
  canReact,
  watching = false,
}: BubbleProps) {
  const { classroom } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const stored = isStored(item) ? item : null;
  const pending = isStored(item) ? null : item;
  const failed = pending?.status === 'failed';
  const startsRun = position === 'single' || position === 'top';
  const endsRun = position === 'single' || position === 'bottom';
  const seconds = pending ? Math.floor(pending.created_at / 1000) : item.created_at;
  return (
    <li
      className={`chat-bubble chat-bubble--${own ? 'own' : 'theirs'} chat-bubble--${position}${failed ? ' chat-bubble--failed' : ''}`}
    >
      {/* Read out before each message; shown once, above the first of a run. */}
      <span className={startsRun && (!own || watching) ? 'chat-bubble__sender' : 'lt-visually-hidden'}>
        {sender}
        <span className="lt-visually-hidden">: </span>
      </span>
      {stored?.media ? <MediaPart media={stored.media} /> : null}
      {item.text ? (
        <p className="chat-bubble__text">
          <MathText text={item.text} />
        </p>
      ) : null}
      {stored?.is_flagged ? <p className="chat-bubble__flag">{t('tutor.classroom.chat.flagged')}</p> : null}
      {endsRun || pending || receipt ? (
        <p className="chat-bubble__meta">
          <time dateTime={format.iso(seconds)}>{format.time(seconds)}</time>
          {receipt ? ` · ${receipt}` : null}
          {pending?.status === 'sending' ? ` · ${t('tutor.classroom.chat.sending')}` : null}
        </p>
      ) : null}
      {stored ? <MessageReactions message={stored} canReact={canReact} watching={watching} /> : null}
      {failed ? (
        <p className="chat-bubble__failed" role="alert">
          {t('tutor.classroom.chat.notSent')}{' '}
          <button
            type="button"
            className="chat-bubble__retry"
            onClick={() => classroom.retry(item.client_id)}
          >
            {t('tutor.classroom.chat.retry')}
          </button>{' '}
          <button
            type="button"
            className="chat-bubble__retry"
            onClick={() => classroom.discard(item.client_id)}
          >
            {t('tutor.classroom.chat.discard')}
          </button>
        </p>
      ) : null}
    </li>
  );
});

/** The tutor's own picture or file on its way: its progress, or why it was not sent. */
const UploadBubble = observer(function UploadBubble({ upload }: { upload: PendingUpload }) {
  const { uploads } = useStores();
  const { t } = useTranslation('console');
  const refusalText = useRefusalText();
  const stuck = upload.status !== 'sending';
  return (
    <li className={`chat-bubble chat-bubble--own chat-bubble--single${stuck ? ' chat-bubble--failed' : ''}`}>
      <span className="lt-visually-hidden">{t('tutor.classroom.chat.you')}: </span>
      <p className="chat-bubble__text">
        {upload.voice_note
          ? t('chatMedia.voiceNote.label', {
              duration: formatVoiceNoteDuration(upload.voice_note.duration_seconds),
            })
          : upload.file_name}
      </p>
      {upload.status === 'sending' ? (
        <p className="chat-bubble__meta">
          {t('tutor.classroom.attach.progress', { percent: Math.round(upload.progress * 100) })}
          <progress
            className="chat-upload__progress"
            value={upload.progress}
            max={1}
            aria-label={t('tutor.classroom.attach.sending', { name: upload.file_name })}
          />
        </p>
      ) : (
        <p className="chat-bubble__failed" role="alert">
          {upload.status === 'refused' && upload.refusal
            ? refusalText(upload.refusal)
            : t('tutor.classroom.chat.notSent')}{' '}
          {upload.status === 'failed' ? (
            <>
              <button
                type="button"
                className="chat-bubble__retry"
                onClick={() => uploads.retry(upload.client_id)}
              >
                {t('tutor.classroom.chat.retry')}
              </button>{' '}
            </>
          ) : null}
          <button
            type="button"
            className="chat-bubble__retry"
            onClick={() => uploads.discard(upload.client_id)}
          >
            {t('tutor.classroom.chat.discard')}
          </button>
        </p>
      )}
    </li>
  );
});

/** A picture the student sent, shown small and opened whole in a new tab; any other file as a link. */
export function MediaPart({ media }: { media: NonNullable<SessionMessage['media']> }) {
  const { t } = useTranslation('console');
  if (media.voice_note)
    return (
      <VoiceNotePlayer
        url={media.url}
        durationSeconds={media.voice_note.duration_seconds}
        translate={(key, values) => t(`chatMedia.${key}`, values)}
      />
    );
  if (media.media_type === 'image')
    return (
      <a className="chat-bubble__media" href={media.url} target="_blank" rel="noreferrer">
        <img
          className="chat-bubble__image"
          src={media.thumbnail_url ?? media.url}
          alt={media.file_name}
          {...(media.width && media.height ? { width: media.width, height: media.height } : {})}
        />
      </a>
    );
  return (
    <a
      className="chat-bubble__media"
      href={media.url}
      target="_blank"
      rel="noreferrer"
      download={media.file_name}
    >
      {media.file_name}
    </a>
  );
}
