import { REACTION_EMOJIS, type SessionMessage } from '@lantern/shared/contracts/sessions';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { BookmarkIcon, SmilePlusIcon } from './media-icons.js';
import { useLiveHelp } from './use-live-help.js';

type Emoji = (typeof REACTION_EMOJIS)[number];

/** Each emoji's name for the screen reader and the tooltip, by its catalogue key. */
const EMOJI_KEYS: Record<Emoji, string> = {
  '👍': 'thumbs_up',
  '❤️': 'heart',
  '😂': 'laughing',
  '😮': 'surprised',
  '🎉': 'party',
  '🤔': 'thinking',
};

interface MessageActionsProps {
  message: SessionMessage;
  /** The chat is open: reactions can change. An ended session's reactions are only shown. */
  canReact: boolean;
}

/**
 * Under a message: everyone's reactions (press one to add or take back your own), a button to
 * add another of the six, and the bookmark. Reactions arrive live from the other person too.
 */
export const MessageActions = observer(function MessageActions({ message, canReact }: MessageActionsProps) {
  const { classroom, bookmarks } = useLiveHelp();
  const { t } = useTranslation('classroom');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [reactionFailed, setReactionFailed] = useState(false);
  const me = classroom.me;
  const name = (emoji: Emoji) => t(`reactions.names.${EMOJI_KEYS[emoji]}`);

  const react = async (emoji: Emoji, on: boolean) => {
    setPickerOpen(false);
    setReactionFailed(!(await classroom.react(message.session_id, message.id, emoji, on)));
  };

  const bookmarked = message.bookmarked_at !== null;
  const saving = bookmarks.saving.has(message.id);
  const reactions = message.reactions.filter((reaction) => reaction.user_ids.length > 0);

  return (
    <div className="message-actions">
      {reactions.length > 0 ? (
        <ul className="message-actions__reactions" aria-label={t('reactions.listLabel')}>
          {reactions.map((reaction) => {
            const mine = me !== null && reaction.user_ids.includes(me);
            const label = t('reactions.chip', {
              name: name(reaction.emoji),
              count: reaction.user_ids.length,
            });
            return (
              <li key={reaction.emoji}>
                {canReact ? (
                  <ToggleButton
                    className="reaction-chip"
                    isSelected={mine}
                    onChange={(on) => void react(reaction.emoji, on)}
                    aria-label={label}
                  >
                    <span aria-hidden="true">{reaction.emoji}</span>
                    <span aria-hidden="true">{reaction.user_ids.length}</span>
                  </ToggleButton>
                ) : (
                  <span
                    className="reaction-chip"
                    data-selected={mine || undefined}
                    aria-label={label}
                    role="img"
                  >
                    <span aria-hidden="true">{reaction.emoji}</span>
                    <span aria-hidden="true">{reaction.user_ids.length}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="message-actions__tools">
        <ToggleButton
          className="message-tool message-tool--bookmark"
          isSelected={bookmarked}
          isDisabled={saving}
          onChange={(on) => void bookmarks.setBookmark(message.session_id, message.id, on)}
        >
          <BookmarkIcon filled={bookmarked} />
          {/* The name is the words shown (or, before it is kept, read out only). */}
          <span className={bookmarked ? 'message-tool__label' : 'lt-visually-hidden'}>
            {bookmarked ? t('bookmarks.saved') : t('bookmarks.toggle')}
          </span>
        </ToggleButton>
        {canReact ? (
          <DialogTrigger isOpen={pickerOpen} onOpenChange={setPickerOpen}>
            <Button className="message-tool" aria-label={t('reactions.add')}>
              <SmilePlusIcon />
            </Button>
            <Popover className="reaction-picker" placement="top">
              <Dialog className="reaction-picker__dialog" aria-label={t('reactions.pick')}>
                {REACTION_EMOJIS.map((emoji) => {
                  const mine =
                    me !== null &&
                    message.reactions.some(
                      (reaction) => reaction.emoji === emoji && reaction.user_ids.includes(me),
                    );
                  return (
                    <ToggleButton
                      key={emoji}
                      className="reaction-picker__emoji"
                      aria-label={name(emoji)}
                      isSelected={mine}
                      onChange={(on) => void react(emoji, on)}
                    >
                      <span aria-hidden="true">{emoji}</span>
                    </ToggleButton>
                  );
                })}
              </Dialog>
            </Popover>
          </DialogTrigger>
        ) : null}
      </div>
      {reactionFailed ? (
        <p className="message-actions__problem" role="alert">
          {t('reactions.failed')}
        </p>
      ) : null}
      {bookmarks.failedMessage === message.id ? (
        <p className="message-actions__problem" role="alert">
          {t('bookmarks.failed')}
        </p>
      ) : null}
    </div>
  );
});
