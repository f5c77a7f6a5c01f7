import { MESSAGE_MAX_LENGTH } from '@lantern/shared/contracts/sessions';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMediaTranslate } from '@lantern/shared/ui/chat-media/voice-note-dialog';
import { FORMULA_KEYS, FormulaButton, useFormulaTool } from '@lantern/shared/ui/math/formula-tool';
import { useLiveHelp } from './use-live-help.js';
import { AttachMenu } from './attach-menu.js';
import { SendIcon } from './icons.js';
import { FormulaIcon } from './media-icons.js';

/** After this long without a keystroke the other person stops seeing "typing…". */
const TYPING_PAUSE_MS = 3000;

interface ComposerProps {
  sessionId: number;
  disabled: boolean;
}

/**
 * Where the student writes. Enter sends, Shift+Enter starts a new line, Alt+= (or the √ button)
 * opens the formula editor; while they type the tutor sees "typing…", which stops after a pause,
 * on sending, or when they leave the chat.
 */
export const Composer = observer(function Composer({ sessionId, disabled }: ComposerProps) {
  const { classroom } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const [text, setText] = useState('');
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const mediaText: ChatMediaTranslate = (key, values) => t(`chatMedia.${key}`, values);
  const typing = useRef(false);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTyping = () => {
    clearTimeout(pause.current);
    if (!typing.current) return;
    typing.current = false;
    classroom.setTyping(sessionId, false);
  };
  // Leaving the chat (or the session changing under it) stops "typing…" for the other person.
  useEffect(
    () => () => {
      clearTimeout(pause.current);
      if (!typing.current) return;
      typing.current = false;
      classroom.setTyping(sessionId, false);
    },
    [classroom, sessionId],
  );

  const change = (next: string) => {
    setText(next);
    if (!next.trim()) return stopTyping();
    if (!typing.current) {
      typing.current = true;
      classroom.setTyping(sessionId, true);
    }
    clearTimeout(pause.current);
    pause.current = setTimeout(stopTyping, TYPING_PAUSE_MS);
  };

  const formula = useFormulaTool(input, text, change);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || !text.trim()) return;
    classroom.send(sessionId, text);
    setText('');
    stopTyping();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (formula.keyDown(event)) return;
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const nearLimit = text.length >= MESSAGE_MAX_LENGTH * 0.9;
  return (
    <form className={`chat-composer${disabled ? '' : ' chat-composer--attach'}`} onSubmit={send}>
      {disabled ? null : (
        <>
          <AttachMenu sessionId={sessionId} disabled={disabled} />
          <FormulaButton
            tool={formula}
            translate={mediaText}
            className="chat-attach__button"
            label={mediaText('formula.open')}
          >
            <FormulaIcon />
          </FormulaButton>
        </>
      )}
      <label className="lt-visually-hidden" htmlFor={id}>
        {t('chat.message')}
      </label>
      <textarea
        ref={input}
        id={id}
        className="chat-composer__input"
        rows={1}
        value={disabled ? '' : text}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={disabled ? t('chat.disabled') : t('chat.messagePlaceholder')}
        disabled={disabled}
        aria-describedby={`${id}-keys`}
        aria-keyshortcuts={disabled ? undefined : FORMULA_KEYS}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
      />
      <button
        type="submit"
        className="lt-button lt-button--primary chat-composer__send"
        disabled={disabled || !text.trim()}
      >
        <SendIcon />
        <span className="chat-composer__send-label">{t('chat.send')}</span>
      </button>
      <p id={`${id}-keys`} className="chat-composer__keys">
        {nearLimit ? (
          <span className="chat-composer__count">
            {t('chat.longMessage', { count: text.length, max: MESSAGE_MAX_LENGTH })}{' '}
          </span>
        ) : null}
        {disabled ? null : <span className="chat-composer__hint">{t('chat.keys')}</span>}
      </p>
    </form>
  );
});
