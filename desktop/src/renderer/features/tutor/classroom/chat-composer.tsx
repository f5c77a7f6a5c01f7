import type { CannedReply } from '@lantern/shared/contracts/canned-replies';
import { MESSAGE_MAX_LENGTH, type SessionView } from '@lantern/shared/contracts/sessions';
import {
  fillSnippet,
  findSnippets,
  slashQuery,
  snippetLanguageOf,
} from '@lantern/shared/domain/canned-replies/canned-replies';
import { CHAT_DOCUMENT_MAX_BYTES, CHAT_IMAGE_MAX_BYTES } from '@lantern/shared/domain/files/chat-uploads';
import { observer } from 'mobx-react-lite';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { MediaToolDialogs, useMediaTools } from '@lantern/shared/ui/chat-media/media-tools';
import { FORMULA_KEYS, FormulaButton, useFormulaTool } from '@lantern/shared/ui/math/formula-tool';
import type { ChatMediaTranslate } from '@lantern/shared/ui/chat-media/voice-note-dialog';
import type { WhiteboardTranslate } from '@lantern/shared/ui/whiteboard/whiteboard';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { SnippetPicker, snippetOptionId } from './snippet-picker.js';
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
 * A `/` at the start, or Ctrl+Space anywhere, opens the canned replies (`SnippetPicker`); Alt+=,
 * or the Formula button, the formula editor.
 */
export const ChatComposer = observer(function ChatComposer({ session, inputRef }: ChatComposerProps) {
  const { tutorClassroom, uploads, cannedReplies } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
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

  // Ctrl+Space opens the list wherever the caret is; the snippet goes in at `at`.
  const [summoned, setSummoned] = useState<{ at: number } | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const slash = slashQuery(text);
  const query = summoned ? '' : slash !== null && dismissed !== text ? slash : null;
  const found =
    query === null ? [] : findSnippets(cannedReplies.all, query, snippetLanguageOf(session.language_id));
  const activeIndex = Math.min(active, Math.max(found.length - 1, 0));

  const formula = useFormulaTool(inputRef, text, (next) => tutorClassroom.setDraft(session.id, next));

  useEffect(() => () => tutorClassroom.stopTyping(session.id), [tutorClassroom, session.id]);
  useEffect(() => {
    if (query !== null) void cannedReplies.load();
  }, [query, cannedReplies]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    tutorClassroom.send(session.id);
  };
  const pick = (reply: CannedReply) => {
    const filled = fillSnippet(reply.text, { student_first_name: session.student.first_name });
    const next = summoned ? text.slice(0, summoned.at) + filled + text.slice(summoned.at) : filled;
    tutorClassroom.setDraft(session.id, next.slice(0, MESSAGE_MAX_LENGTH));
    setSummoned(null);
    setActive(0);
    inputRef.current?.focus();
  };
  const close = () => {
    setSummoned(null);
    setDismissed(text);
    setActive(0);
  };
  /** True when the key belonged to the list of canned replies. */
  const pickerKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (event.key === ' ' && event.ctrlKey) {
      setSummoned({ at: event.currentTarget.selectionStart });
      setActive(0);
      return true;
    }
    if (query === null) return false;
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') setActive((activeIndex + 1) % Math.max(found.length, 1));
    else if (event.key === 'ArrowUp') setActive((activeIndex - 1 + found.length) % Math.max(found.length, 1));
    else if (event.key === 'Enter' && !event.shiftKey && found[activeIndex]) pick(found[activeIndex]);
    else return false;
    return true;
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (formula.keyDown(event)) return;
    if (!event.nativeEvent.isComposing && pickerKey(event)) {
      event.preventDefault();
      return;
    }
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
        <FormulaButton
          tool={formula}
          translate={mediaText}
          className="lt-button lt-button--ghost chat-composer__attach"
        >
          {mediaText('formula.open')}
        </FormulaButton>
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
      {query !== null ? (
        <SnippetPicker id={`${id}-snippets`} query={query} found={found} active={activeIndex} onPick={pick} />
      ) : null}
      <textarea
        ref={inputRef}
        id={id}
        className="chat-composer__input"
        rows={2}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={t('tutor.classroom.composer.placeholder')}
        // The reply box stays a text box (it is one first, all day long); the snippet list is its
        // autocompletion, announced through the active option as the tutor moves.
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-controls={query !== null ? `${id}-snippets` : undefined}
        aria-activedescendant={
          found[activeIndex] ? snippetOptionId(`${id}-snippets`, found[activeIndex].id) : undefined
        }
        aria-describedby={`${id}-keys`}
        aria-keyshortcuts={`/ Control+Space ${FORMULA_KEYS}`}
        onChange={(event) => {
          setSummoned(null);
          setActive(0);
          tutorClassroom.setDraft(session.id, event.target.value);
        }}
        onBlur={() => setSummoned(null)}
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
        {' · '}
        {t('cannedReplies.composerKeys')}
        <span id={`${id}-limits`}>
          {' · '}
          {t('tutor.classroom.attach.limits', {
            image: format.fileSize(CHAT_IMAGE_MAX_BYTES),
            document: format.fileSize(CHAT_DOCUMENT_MAX_BYTES),
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
