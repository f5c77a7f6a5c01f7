import { MESSAGE_MAX_LENGTH, type SessionView } from '@lantern/shared/contracts/sessions';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

interface ChatComposerProps {
  session: SessionView;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The reply box. Enter sends, Shift+Enter starts a new line; the student sees "typing…" while the
 * tutor types, until a pause, a send, or the tutor leaving the chat. What is typed stays with the
 * chat when the tutor switches to another student.
 */
export const ChatComposer = observer(function ChatComposer({ session, inputRef }: ChatComposerProps) {
  const { tutorClassroom } = useStores();
  const { t } = useTranslation('console');
  const id = useId();
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

  if (!open) return <p className="chat-composer__ended">{t('tutor.classroom.composer.ended')}</p>;
  return (
    <form className="chat-composer" onSubmit={send}>
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
      </p>
    </form>
  );
});
