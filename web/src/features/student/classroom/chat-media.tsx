import type { MessageMedia } from '@lantern/shared/contracts/sessions';
import type { PendingUpload } from '@lantern/shared/state/chat-uploads';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { useObjectUrl } from './camera-photo-dialog.js';
import { FileIcon } from './media-icons.js';
import { useRefusalText } from './upload-texts.js';
import { useLiveHelp } from './use-live-help.js';
import { formatVoiceNoteDuration } from '@lantern/shared/domain/files/chat-uploads';
import { type ChatMediaTranslate, VoiceNotePlayer } from '@lantern/shared/ui/chat-media/voice-note-dialog';
import { MathText } from '@lantern/shared/ui/math/math-text';
import './chat-media.css';

interface MediaBubbleProps {
  media: MessageMedia;
  senderName: string;
  /** Words sent with the file, if any. */
  caption?: string;
  /** Opens a picture in the lightbox; files open in a new tab instead. */
  onOpenImage(media: MessageMedia): void;
}

/** A picture (its thumbnail; the lightbox on a press) or a file to open, sent in the chat. */
export function MediaBubble({ media, senderName, caption, onOpenImage }: MediaBubbleProps) {
  const { t } = useTranslation('classroom');
  const format = useLocaleFormat();
  const words = caption ? (
    <p className="chat-media__caption">
      <MathText text={caption} />
    </p>
  ) : null;
  const mediaText: ChatMediaTranslate = (key, values) => t(`chatMedia.${key}`, values);
  if (media.voice_note)
    return (
      <div className="chat-bubble chat-bubble--media">
        <span className="lt-visually-hidden">{senderName}: </span>
        <VoiceNotePlayer
          url={media.url}
          durationSeconds={media.voice_note.duration_seconds}
          translate={mediaText}
        />
        {words}
      </div>
    );
  if (media.media_type === 'image')
    return (
      <div className="chat-bubble chat-bubble--media">
        <span className="lt-visually-hidden">{senderName}: </span>
        <button
          type="button"
          className="chat-media"
          onClick={() => onOpenImage(media)}
          aria-label={t('lightbox.openPicture', { name: media.file_name })}
        >
          <img
            className="chat-media__image"
            src={media.thumbnail_url ?? media.url}
            alt={t('chat.picture', { name: media.file_name })}
            width={media.width ?? undefined}
            height={media.height ?? undefined}
            loading="lazy"
          />
        </button>
        {words}
      </div>
    );
  return (
    <div className="chat-bubble chat-bubble--media">
      <span className="lt-visually-hidden">{senderName}: </span>
      <a className="chat-file" href={media.url} target="_blank" rel="noreferrer">
        <FileIcon size={28} />
        <span className="chat-file__text">
          <span className="chat-file__name">{media.file_name}</span>
          <span className="chat-file__size">
            {format.fileSize(media.size)}
            <span className="lt-visually-hidden"> · {t('chat.openFile', { name: media.file_name })}</span>
          </span>
        </span>
      </a>
      {words}
    </div>
  );
}

/**
 * A file of the student's on its way: the picture itself (or the file's name) with a bar that
 * fills as it goes, then "not sent, retry" or why it was refused.
 */
export const PendingUploadItem = observer(function PendingUploadItem({ upload }: { upload: PendingUpload }) {
  const { uploads } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const format = useLocaleFormat();
  const refusalText = useRefusalText();
  const preview = useObjectUrl(upload.is_image ? upload.file : null);
  // Bytes that only claim to be a picture show as a file.
  const [unreadable, setUnreadable] = useState(false);
  const percent = Math.round(upload.progress * 100);
  const problem = upload.status !== 'sending';

  return (
    <li
      className={`chat-message chat-message--own chat-message--single${problem ? ' chat-message--failed' : ' chat-message--sending'}`}
    >
      <div className="chat-message__body">
        <div className="chat-bubble chat-bubble--media chat-upload">
          <span className="lt-visually-hidden">{t('chat.you')}: </span>
          {preview && !unreadable ? (
            <img
              className="chat-media__image"
              src={preview}
              alt={t('chat.picture', { name: upload.file_name })}
              onError={() => setUnreadable(true)}
            />
          ) : (
            <span className="chat-file">
              <FileIcon size={28} />
              <span className="chat-file__text">
                <span className="chat-file__name">
                  {upload.voice_note
                    ? t('chatMedia.voiceNote.label', {
                        duration: formatVoiceNoteDuration(upload.voice_note.duration_seconds),
                      })
                    : upload.file_name}
                </span>
                <span className="chat-file__size">{format.fileSize(upload.size)}</span>
              </span>
            </span>
          )}
          {upload.status === 'sending' ? (
            <div
              className="chat-upload__progress"
              role="progressbar"
              aria-label={t('upload.sending', { name: upload.file_name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ width: `${Math.max(4, percent)}%` }} />
            </div>
          ) : null}
        </div>
        {upload.status === 'sending' ? (
          <p className="chat-message__meta">
            <span>{t('upload.progress', { percent })}</span>
          </p>
        ) : (
          <div className="chat-message__failed" role="alert">
            <span>
              {upload.status === 'refused' && upload.refusal
                ? refusalText(upload.refusal)
                : t('upload.failed')}
            </span>
            {upload.status === 'failed' ? (
              <button
                type="button"
                className="chat-message__action"
                onClick={() => uploads.retry(upload.client_id)}
              >
                {t('chat.retry')}
              </button>
            ) : null}
            <button
              type="button"
              className="chat-message__action"
              onClick={() => uploads.discard(upload.client_id)}
            >
              {t('chat.discard')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
});
