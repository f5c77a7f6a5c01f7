import { MESSAGE_MAX_LENGTH, type SessionView } from '@lantern/shared/contracts/sessions';
import {
  CHAT_DOCUMENT_MAX_BYTES,
  CHAT_IMAGE_MAX_BYTES,
  formatMegabytes,
} from '@lantern/shared/domain/files/chat-uploads';
import { observer } from 'mobx-react-lite';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { MediaToolDialogs, useMediaTools } from '@lantern/shared/ui/chat-media/media-tools';
import type { ChatMediaTranslate } from '@lantern/shared/ui/chat-media/voice-note-dialog';
import type { WhiteboardTranslate } from '@lantern/shared/ui/whiteboard/whiteboard';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { useRefusalText } from './upload-texts.js';

/** What the file picker offers: the chat's pictures and documents (the server judges the bytes). */
const ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,.pdf,.docx,.png,.jpg,.jpeg,.gif,.webp';

interface ChatComposerProps {
  session: SessionView;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The reply box. Enter sends, Shift+Enter starts a new line; the student sees "typing…" while the
 * tutor types, until a pause, a send, or the tutor leaving the chat. What is typed stays with the
 * chat when the tutor switches to another student. Beside it, a picture or file for the student,
 * refused in words before sending when the chat would not take it, a voice note and a drawing.
 */
export const ChatComposer = observer(function ChatComposer({ session, inputRef }: ChatComposerProps) {
  const { tutorClassroom, uploads } = useStores();
  const { t } = useTranslation('console');
  const refusalText = useRefusalText();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const mediaText: ChatMediaTranslate = (key, values) => t(`chatMedia.${key}`, values);
  const {
    refusal,
    setRefusal,
    tool,
    setTool,
    send: sendFile,
    sendVoiceNote,
  } = useMediaTools(uploads, session.id, mediaText);
  const penText: WhiteboardTranslate = (key, values) => t(`whiteboard.${key}`, values);
  const open = session.status === 'waiting' || session.status === 'matched';
  const text = tutorClassroom.draft(session.id);

  useEffect(() => () => tutorClassroom.stopTyping(session.id), [tutorClassroom, session.id]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    tutorClassroom.send(session.id);
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file can be chosen again next time.
    event.target.value = '';
    setRefusal(null);
    for (const file of files) {
      const refused = uploads.send(session.id, file);
      if (refused) setRefusal({ name: file.name, code: refused });
    }
  };

  if (!open) return <p className="chat-composer__ended">{t('tutor.classroom.composer.ended')}</p>;
  return (
    <form className="chat-composer" onSubmit={send}>
      <div className="chat-composer__tools">
        <button
          type="button"
          className="lt-button lt-button--ghost chat-composer__attach"
          aria-describedby={`${id}-limits`}
          onClick={() => fileInput.current?.click()}
        >
          {t('tutor.classroom.attach.open')}
        </button>
        <button
          type="button"
          className="lt-button lt-button--ghost chat-composer__attach"
          onClick={() => setTool('voice')}
        >
          {mediaText('voiceNote.open')}
        </button>
        <button
          type="button"
          className="lt-button lt-button--ghost chat-composer__attach"
          onClick={() => setTool('drawing')}
        >
          {mediaText('drawing.open')}
        </button>
      </div>
      <input
        ref={fileInput}
        className="chat-composer__file"
        type="file"
        accept={ACCEPT}
        multiple
        tabIndex={-1}
        aria-label={t('tutor.classroom.attach.open')}
        onChange={chosen}
      />
      <label className="lt-visually-hidden" htmlFor={id}>
        {t('tutor.classroom.composer.label', { name: session.student.first_name })}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className="chat-composer__input"
        rows={2}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('tutor.classroom.composer.placeholder')}
        aria-describedby={`${id}-keys`}
        onChange={(event) => tutorClassroom.setDraft(session.id, event.target.value)}
        onKeyDown={keyDown}
      />
      <button
        type="submit"
        className="lt-button lt-button--primary chat-composer__send"
        disabled={!text.trim()}
      >
        {t('tutor.classroom.composer.send')}
      </button>
      <p id={`${id}-keys`} className="chat-composer__keys">
        {t('tutor.classroom.composer.keys')}
        <span id={`${id}-limits`}>
          {' · '}
          {t('tutor.classroom.attach.limits', {
            image: formatMegabytes(CHAT_IMAGE_MAX_BYTES),
            document: formatMegabytes(CHAT_DOCUMENT_MAX_BYTES),
          })}
        </span>
      </p>
      {refusal ? (
        <div className="lt-alert lt-alert--error chat-composer__refusal" role="alert">
          <p>
            <strong>{refusal.name}</strong>: {refusalText(refusal.code)}
          </p>
          <button
            type="button"
            className="lt-button lt-button--ghost console-alert__dismiss"
            onClick={() => setRefusal(null)}
          >
            {t('tutor.classroom.attach.dismiss')}
          </button>
        </div>
      ) : null}
      <MediaToolDialogs
        tool={tool}
        onClose={() => setTool(null)}
        onSendVoiceNote={sendVoiceNote}
        onSendDrawing={sendFile}
        translate={mediaText}
        penTranslate={penText}
      />
    </form>
  );
});
