import { REACTION_EMOJIS, type SessionMessage } from '@lantern/shared/contracts/sessions';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

type Emoji = (typeof REACTION_EMOJIS)[number];

/** Each emoji's name, read out and shown as a tooltip, by its catalogue key. */
const EMOJI_KEYS: Record<Emoji, string> = {
  '👍': 'thumbs_up',
  '❤️': 'heart',
  '😂': 'laughing',
  '😮': 'surprised',
  '🎉': 'party',
  '🤔': 'thinking',
};

/**
 * Under a message in the tutor's chat: everyone's reactions (the student's arrive live; press one
 * to add or take back the tutor's own), a button to add one of the six, and the bookmark. An ended
 * session's reactions are only shown; its messages can still be bookmarked.
 */
export const MessageReactions = observer(function MessageReactions({
  message,
  canReact,
}: {
  message: SessionMessage;
  canReact: boolean;
}) {
  const { classroom } = useStores();
  const { t } = useTranslation('console');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [reactionFailed, setReactionFailed] = useState(false);
  const [bookmarkFailed, setBookmarkFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const me = classroom.me;
  const name = (emoji: Emoji) => t(`tutor.classroom.reactions.names.${EMOJI_KEYS[emoji]}`);
  const isMine = (emoji: Emoji) =>
    me !== null &&
    message.reactions.some((reaction) => reaction.emoji === emoji && reaction.user_ids.includes(me));

  const react = async (emoji: Emoji, on: boolean) => {
    setPickerOpen(false);
    setReactionFailed(!(await classroom.react(message.session_id, message.id, emoji, on)));
  };
  const bookmarked = message.bookmarked_at !== null;
  const bookmark = async (on: boolean) => {
    setSaving(true);
    setBookmarkFailed(false);
    try {
      await classroom.setBookmark(message.session_id, message.id, on);
    } catch {
      setBookmarkFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const reactions = message.reactions.filter((reaction) => reaction.user_ids.length > 0);

  return (
    <div className="chat-reactions">
      {reactions.length > 0 ? (
        <ul className="chat-reactions__list" aria-label={t('tutor.classroom.reactions.listLabel')}>
          {reactions.map((reaction) => {
            const mine = isMine(reaction.emoji);
            const label = t(mine ? 'tutor.classroom.reactions.chipYou' : 'tutor.classroom.reactions.chip', {
              name: name(reaction.emoji),
              count: reaction.user_ids.length,
            });
            const face = (
              <>
                <span aria-hidden="true">{reaction.emoji}</span>
                <span aria-hidden="true">{reaction.user_ids.length}</span>
              </>
            );
            return (
              <li key={reaction.emoji}>
                {canReact ? (
                  <ToggleButton
                    className="chat-reaction"
                    isSelected={mine}
                    onChange={(on) => void react(reaction.emoji, on)}
                    aria-label={label}
                  >
                    {face}
                  </ToggleButton>
                ) : (
                  <span
                    className="chat-reaction"
                    data-selected={mine || undefined}
                    role="img"
                    aria-label={label}
                  >
                    {face}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="chat-reactions__tools">
        <ToggleButton
          className="chat-reactions__tool"
          isSelected={bookmarked}
          isDisabled={saving}
          onChange={(on) => void bookmark(on)}
        >
          <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>
          <span className={bookmarked ? undefined : 'lt-visually-hidden'}>
            {bookmarked ? t('tutor.classroom.bookmark.saved') : t('tutor.classroom.bookmark.toggle')}
          </span>
        </ToggleButton>
        {canReact ? (
          <DialogTrigger isOpen={pickerOpen} onOpenChange={setPickerOpen}>
            <Button className="chat-reactions__tool" aria-label={t('tutor.classroom.reactions.add')}>
              <span aria-hidden="true">☺+</span>
            </Button>
            <Popover className="chat-reaction-picker" placement="top">
              <Dialog
                className="chat-reaction-picker__dialog"
                aria-label={t('tutor.classroom.reactions.pick')}
              >
                {REACTION_EMOJIS.map((emoji) => (
                  <ToggleButton
                    key={emoji}
                    className="chat-reaction-picker__emoji"
                    aria-label={name(emoji)}
                    isSelected={isMine(emoji)}
                    onChange={(on) => void react(emoji, on)}
                  >
                    <span aria-hidden="true">{emoji}</span>
                  </ToggleButton>
                ))}
              </Dialog>
            </Popover>
          </DialogTrigger>
        ) : null}
      </div>
      {reactionFailed ? (
        <p className="chat-reactions__problem" role="alert">
          {t('tutor.classroom.reactions.failed')}
        </p>
      ) : null}
      {bookmarkFailed ? (
        <p className="chat-reactions__problem" role="alert">
          {t('tutor.classroom.bookmark.failed')}
        </p>
      ) : null}
    </div>
  );
});
